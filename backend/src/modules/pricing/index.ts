export { PricingModule } from './pricing.module.js';
export {
  CancellationPolicyService,
  POLICY_WITH_COVER_COLUMNS,
  POLICY_WITH_COVER_JOINS,
  type PolicyWithCover,
  type PolicyWithCoverRow,
  policyWithCoverOf,
  toPolicyView,
} from './cancellation-policy.service.js';
export { BagProtectionService } from './bag-protection.service.js';
export { type PricedLine, type PricingResult, priceBasket, priceItems } from './price-basket.js';
export { addressTripFee, priceWithFees, returnElsewhereFee } from './price-legs.js';
export { type BookingMoney, type Terms, cancellationTerms, changeSettlement, changeWindow, refundable } from './money-rules.js';
export { type NewPromoCode, PromoCodeService } from './promo-code.service.js';
export { judgeBookedPromo, judgePromo, judgeUses, type PromoBasket, type PromoCodeRules, type PromoUses, type PromoVerdict, termsOf } from './promo-rules.js';
export { PromoCodeRecord, pricingEntities } from './entities/index.js';
