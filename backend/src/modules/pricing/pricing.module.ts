import { Module } from '@nestjs/common';
import { CancellationPolicyService } from './cancellation-policy.service.js';
import { PricingController } from './pricing.controller.js';

/** The money rules: quotes of a checkout and of a change (contracts' quote()), and refunds due under the cancellation policy. */
@Module({
  controllers: [PricingController],
  providers: [CancellationPolicyService],
  exports: [CancellationPolicyService],
})
export class PricingModule {}
