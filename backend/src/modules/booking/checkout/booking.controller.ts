import { Body, Controller, Header, HttpCode, Post, Req, Res } from '@nestjs/common';
import type { BookingResponse } from '@luggage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../../shared/i18n/translate.js';
import { RateLimit } from '../../../shared/rate-limits/index.js';
import { SessionService } from '../../auth/index.js';
import { BookingCheckoutService } from './booking-checkout.service.js';
import { BookingPaymentService } from './booking-payment.service.js';
import type { CheckoutOwner } from './checkout-owner.js';
import { BookingRequestDto } from './dto/booking-request.dto.js';
import { PaymentIntentRequestDto } from './dto/payment-intent-request.dto.js';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiCsrfProtected, ApiError, ApiRateLimited, ApiValidated } from '../../../shared/openapi/api-answers.js';

@ApiTags('booking')
@Controller('api')
export class BookingController {
  constructor(
    private readonly checkout: BookingCheckoutService,
    private readonly payments: BookingPaymentService,
    private readonly sessions: SessionService,
  ) {}

  /** The answer body is the client secret as a JSON string, as the spec says. */
  @Post('stripe-payment-intent')
  @RateLimit('paymentIntent', { row: 'promoCode', whenBodyHas: 'promoCode' })
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ description: "The payment intent's client secret, as a JSON string.", schema: { type: 'string', example: 'pi_123_secret_456' } })
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(403, 'Another browser session started the checkout of this bookingToken.')
  @ApiError(409, 'The booking of this bookingToken is already paid or cancelled.')
  @ApiError(503, 'The payment provider cannot be reached; nothing was stored, retrying is safe.')
  async createPaymentIntent(@Body() body: PaymentIntentRequestDto, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    // Open to visitors; a signed-in customer's booking is linked to their account (the CSRF check loaded the session).
    // The booking speaks the language the visitor books in (the SPA's Accept-Language; anything else is English).
    return JSON.stringify(await this.checkout.preparePayment(body, await this.ownerOf(request, reply), requestLanguage(request.headers)));
  }

  @Post('booking')
  @RateLimit('booking')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(403, 'Another browser session started this checkout: its manage token is not answered here.')
  @ApiError(404, 'Booking not found: no booking carries this payment intent.')
  @ApiError(409, 'The payment has not succeeded, does not match the booking, or the booking is cancelled.')
  async confirmBooking(@Body() body: BookingRequestDto, @Req() request: FastifyRequest): Promise<BookingResponse> {
    return this.payments.confirmFromBrowser(body, await this.ownerOf(request));
  }

  /**
   * The browser asking (its key from the CSRF cookie's call; given now to a browser whose session predates it) and
   * its account: a signed-in customer's booking is linked to it.
   */
  private async ownerOf(request: FastifyRequest, reply?: FastifyReply): Promise<CheckoutOwner> {
    const browserKey = reply ? this.sessions.ensureBrowserKey(request, reply) : this.sessions.browserKeyOf(request);
    const user = await this.sessions.userOf(request);
    return { browserKey, userId: user?.id ?? null };
  }
}
