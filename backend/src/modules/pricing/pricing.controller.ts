import { Controller, Get, Header } from '@nestjs/common';
import type { BagProtectionView, CancellationPolicyView } from '@luggage/contracts';
import { BagProtectionService } from './bag-protection.service.js';
import { CancellationPolicyService } from './cancellation-policy.service.js';
import { ApiTags } from '@nestjs/swagger';

@ApiTags('catalog')
@Controller('api')
export class PricingController {
  constructor(
    private readonly policy: CancellationPolicyService,
    private readonly bagProtection: BagProtectionService,
  ) {}

  /** The policy in force, as the wizard's summary and the Terms show it. */
  @Get('cancellation-policy')
  @Header('Cache-Control', 'no-cache')
  cancellationPolicy(): Promise<CancellationPolicyView> {
    return this.policy.view();
  }

  /** The cover per bag (null when none is stated), as the wizard's summary and the Terms show it. */
  @Get('bag-protection')
  @Header('Cache-Control', 'no-cache')
  bagProtectionCover(): Promise<BagProtectionView> {
    return this.bagProtection.view();
  }
}
