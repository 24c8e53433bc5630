import { Controller, Get, Header } from '@nestjs/common';
import type { CancellationPolicyView } from '@luggage/contracts';
import { CancellationPolicyService } from './cancellation-policy.service.js';
import { ApiTags } from '@nestjs/swagger';

@ApiTags('catalog')
@Controller('api')
export class PricingController {
  constructor(private readonly policy: CancellationPolicyService) {}

  /** The policy in force, as the wizard's summary and the Terms show it. */
  @Get('cancellation-policy')
  @Header('Cache-Control', 'no-cache')
  cancellationPolicy(): Promise<CancellationPolicyView> {
    return this.policy.view();
  }
}
