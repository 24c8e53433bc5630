import { BagProtectionRecord } from './bag-protection.entity.js';
import { CancellationPolicyRecord } from './cancellation-policy.entity.js';

export { BagProtectionRecord, CancellationPolicyRecord };
export const pricingEntities = [CancellationPolicyRecord, BagProtectionRecord];
