import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { TestPaymentResult } from '@luggage/contracts';
import { RateLimit } from '../../../shared/rate-limits/index.js';
import { TestCardAuthenticateDto, TestCardConfirmDto } from '../dto/test-card.dto.js';
import { requestLanguage } from '../../../shared/i18n/translate.js';
import { inRequestLanguage } from './test-cards.js';
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
  async confirm(@Param('intentId') intentId: string, @Body() body: TestCardConfirmDto, @Req() request: FastifyRequest): Promise<TestPaymentResult> {
    return inRequestLanguage(await this.payments.confirm(intentId, body), requestLanguage(request.headers));
  }

  @Post(':intentId/authenticate')
  @RateLimit('testCard')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'Payment not found (or Stripe is configured).')
  @ApiError(409, 'This payment is not waiting for authentication.')
  async authenticate(
    @Param('intentId') intentId: string,
    @Body() body: TestCardAuthenticateDto,
    @Req() request: FastifyRequest,
  ): Promise<TestPaymentResult> {
    return inRequestLanguage(await this.payments.authenticate(intentId, body), requestLanguage(request.headers));
  }
}
