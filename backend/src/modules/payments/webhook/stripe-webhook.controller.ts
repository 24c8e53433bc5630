import { Controller, Headers, HttpCode, Post, type RawBodyRequest, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { StripeWebhookService, type WebhookReceipt } from './stripe-webhook.service.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiError, ApiStripeSigned } from '../../../shared/openapi/api-answers.js';

/** Stripe's webhook endpoint. Exempt from CSRF: its proof is the signature over the raw body. */
@ApiTags('payments')
@Controller('api')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('stripe-webhook')
  @HttpCode(200)
  @ApiStripeSigned()
  @ApiError(404, 'Stripe is not configured.')
  receive(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature: string | undefined): Promise<WebhookReceipt> {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
