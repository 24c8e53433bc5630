import { CancellationPolicyRecord } from './cancellation-policy.entity.js';

export { CancellationPolicyRecord };
export const pricingEntities = [CancellationPolicyRecord];
