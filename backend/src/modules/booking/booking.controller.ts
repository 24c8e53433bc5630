import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import type { BookingResponse } from '@luggage/contracts';
import type { FastifyRequest } from 'fastify';
import { SessionService } from '../auth/index.js';
import { BookingCheckoutService } from './booking-checkout.service.js';
import { BookingPaymentService } from './booking-payment.service.js';
import { BookingRequestDto } from './dto/booking-request.dto.js';
import { PaymentIntentRequestDto } from './dto/payment-intent-request.dto.js';

@Controller('api')
export class BookingController {
  constructor(
    private readonly checkout: BookingCheckoutService,
    private readonly payments: BookingPaymentService,
    private readonly sessions: SessionService,
  ) {}

  /** The answer body is the client secret as a JSON string, as the spec says. */
  @Post('stripe-payment-intent')
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async createPaymentIntent(@Body() body: PaymentIntentRequestDto, @Req() request: FastifyRequest): Promise<string> {
    // Open to visitors; a signed-in customer's booking is linked to their account (the CSRF check loaded the session).
    const user = await this.sessions.userOf(request);
    return JSON.stringify(await this.checkout.preparePayment(body, user?.id ?? null));
  }

  @Post('booking')
  @HttpCode(200)
  confirmBooking(@Body() body: BookingRequestDto): Promise<BookingResponse> {
    return this.payments.confirmFromBrowser(body);
  }
}
