import { Module } from '@nestjs/common';
import { BagProtectionService } from './bag-protection.service.js';
import { CancellationPolicyService } from './cancellation-policy.service.js';
import { PricingController } from './pricing.controller.js';
import { PromoCodeService } from './promo-code.service.js';

/** The money rules: quotes of a checkout and of a change (contracts' quote()), refunds due under the cancellation policy, the cover per bag, and promo codes. */
@Module({
  controllers: [PricingController],
  providers: [CancellationPolicyService, BagProtectionService, PromoCodeService],
  exports: [CancellationPolicyService, BagProtectionService, PromoCodeService],
})
export class PricingModule {}
