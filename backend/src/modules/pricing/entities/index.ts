import { BagProtectionRecord } from './bag-protection.entity.js';
import { CancellationPolicyRecord } from './cancellation-policy.entity.js';
import { PromoCodeRecord } from './promo-code.entity.js';

export { BagProtectionRecord, CancellationPolicyRecord, PromoCodeRecord };
export const pricingEntities = [CancellationPolicyRecord, BagProtectionRecord, PromoCodeRecord];
