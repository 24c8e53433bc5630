export { PricingModule } from './pricing.module.js';
export { CancellationPolicyService, toPolicyView } from './cancellation-policy.service.js';
export { BagProtectionService } from './bag-protection.service.js';
export { type PricedLine, type PricingResult, priceBasket, priceItems } from './price-basket.js';
export { addressTripFee, priceWithFees, returnElsewhereFee } from './price-legs.js';
export { type BookingMoney, type Terms, cancellationTerms, changeSettlement, changeWindow, refundable } from './money-rules.js';
export { pricingEntities } from './entities/index.js';
