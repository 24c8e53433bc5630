import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { TestPaymentResult } from '@luggage/contracts';
import { TestCardAuthenticateDto, TestCardConfirmDto } from '../dto/test-card.dto.js';
import { TestPaymentsService } from './test-payments.service.js';

/** The offline test provider's card form calls (404 whenever Stripe keys are set). */
@Controller('api/test-payments')
export class TestPaymentsController {
  constructor(private readonly payments: TestPaymentsService) {}

  @Post(':intentId/confirm')
  @HttpCode(200)
  confirm(@Param('intentId') intentId: string, @Body() body: TestCardConfirmDto): Promise<TestPaymentResult> {
    return this.payments.confirm(intentId, body);
  }

  @Post(':intentId/authenticate')
  @HttpCode(200)
  authenticate(@Param('intentId') intentId: string, @Body() body: TestCardAuthenticateDto): Promise<TestPaymentResult> {
    return this.payments.authenticate(intentId, body);
  }
}
