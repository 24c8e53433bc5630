import { Body, Controller, Get, Header, HttpCode, Param, ParseIntPipe, Post, Req } from '@nestjs/common';
import { type ChangeBookingResult, type ChangeQuote, LIFECYCLE_TEXTS, type ManageBookingView, penceToPounds, poundsToPence, type StatusResponse } from '@luggage/contracts';
import type { FastifyRequest } from 'fastify';
import { AuthThrottle } from '../auth/index.js';
import { BookingManageService } from './booking-manage.service.js';
import { FindBookingThrottledError } from './booking.errors.js';
import { CancelBookingDto, ChangeBookingCommandDto, ChangeBookingDto, FindBookingDto } from './dto/manage.dto.js';

/** "Find my booking": per client address and per reference, so neither a script nor a guessed reference gets far. */
const FIND_LIMITS = { perIp: { max: 10, windowSeconds: 15 * 60 }, perReference: { max: 3, windowSeconds: 60 * 60 } };

/** The customer's manage page: every call takes the booking's secret link; a reference alone opens nothing. */
@Controller('api')
export class ManageController {
  constructor(
    private readonly manage: BookingManageService,
    private readonly throttle: AuthThrottle,
  ) {}

  @Get('manage/:token')
  @Header('Cache-Control', 'no-store')
  view(@Param('token') token: string): Promise<ManageBookingView> {
    return this.manage.view(token);
  }

  @Post('manage/:token/change-quote')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  quote(@Param('token') token: string, @Body() body: ChangeBookingDto): Promise<ChangeQuote> {
    return this.manage.quoteChange(token, body);
  }

  @Post('manage/:token/change')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  async change(@Param('token') token: string, @Body() body: ChangeBookingCommandDto): Promise<ChangeBookingResult> {
    const { expectedDifference, ...request } = body;
    const outcome = await this.manage.change(token, request, poundsToPence(expectedDifference));
    if (outcome.outcome === 'payment_required') {
      return { outcome: 'payment_required', changeId: outcome.changeId, clientSecret: outcome.clientSecret, amount: penceToPounds(outcome.amountPence) };
    }
    return { outcome: 'changed', booking: await this.manage.view(token) };
  }

  @Post('manage/:token/changes/:changeId/confirm')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  confirmChange(@Param('token') token: string, @Param('changeId', new ParseIntPipe({ errorHttpStatusCode: 404 })) changeId: number): Promise<ManageBookingView> {
    return this.manage.confirmChange(token, changeId);
  }

  @Post('manage/:token/cancel')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  cancel(@Param('token') token: string, @Body() body: CancelBookingDto): Promise<ManageBookingView> {
    return this.manage.cancel(token, poundsToPence(body.expectedRefund));
  }

  @Post('find-booking')
  @HttpCode(200)
  async findBooking(@Body() body: FindBookingDto, @Req() request: FastifyRequest): Promise<StatusResponse> {
    const reference = body.reference.replace(/[\s-]/g, '').toUpperCase();
    for (const hit of [
      await this.throttle.consume({ key: `find-booking-ip:${request.ip}`, ...FIND_LIMITS.perIp }),
      await this.throttle.consume({ key: `find-booking-ref:${reference}`, ...FIND_LIMITS.perReference }),
    ]) {
      if (!hit.allowed) throw new FindBookingThrottledError(hit.retryAfter);
    }
    await this.manage.requestLink(body.reference, body.email);
    return { status: LIFECYCLE_TEXTS.findBookingAnswer };
  }
}
