import { Module } from '@nestjs/common';
import { BagProtectionService } from './bag-protection.service.js';
import { CancellationPolicyService } from './cancellation-policy.service.js';
import { PricingController } from './pricing.controller.js';

/** The money rules: quotes of a checkout and of a change (contracts' quote()), refunds due under the cancellation policy, and the cover per bag. */
@Module({
  controllers: [PricingController],
  providers: [CancellationPolicyService, BagProtectionService],
  exports: [CancellationPolicyService, BagProtectionService],
})
export class PricingModule {}
