import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { TestPaymentResult } from '@luggage/contracts';
import { RateLimit } from '../../../shared/rate-limits/index.js';
import { TestCardAuthenticateDto, TestCardConfirmDto } from '../dto/test-card.dto.js';
import { TestPaymentsService } from './test-payments.service.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiCsrfProtected, ApiError, ApiRateLimited, ApiValidated } from '../../../shared/openapi/api-answers.js';

/** The offline test provider's card form calls (404 whenever Stripe keys are set). */
@ApiTags('payments')
@Controller('api/test-payments')
export class TestPaymentsController {
  constructor(private readonly payments: TestPaymentsService) {}

  @Post(':intentId/confirm')
  @RateLimit('testCard')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'Payment not found (or Stripe is configured).')
  confirm(@Param('intentId') intentId: string, @Body() body: TestCardConfirmDto): Promise<TestPaymentResult> {
    return this.payments.confirm(intentId, body);
  }

  @Post(':intentId/authenticate')
  @RateLimit('testCard')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'Payment not found (or Stripe is configured).')
  @ApiError(409, 'This payment is not waiting for authentication.')
  authenticate(@Param('intentId') intentId: string, @Body() body: TestCardAuthenticateDto): Promise<TestPaymentResult> {
    return this.payments.authenticate(intentId, body);
  }
}
