import { Body, Controller, Get, Headers, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { type ChangeBookingResult, type ChangeQuote, type ClosureDeliveryQuote, LIFECYCLE_TEXTS, type ManageBookingView, penceToPounds, poundsToPence, type StatusResponse } from '@luggage/contracts';
import { PrivateAnswers } from '../../../shared/http/private-answers.js';
import { type RequestHeaders, requestLanguage } from '../../../shared/i18n/translate.js';
import { RateLimit } from '../../../shared/rate-limits/index.js';
import { BookingManageService } from './booking-manage.service.js';
import type { ChangeOutcome } from '../lifecycle/booking-lock.js';
import { CancelBookingDto, ClosureDeliveryQuoteDto, TakeClosureOfferDto, ChangeBookingCommandDto, ChangeBookingDto, ExtendCommandDto, ExtendDto, FindBookingDto, RedeliveryDto } from './dto/manage.dto.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiCsrfProtected, ApiError, ApiRateLimited, ApiValidated } from '../../../shared/openapi/api-answers.js';

/** The customer's manage page: every call takes the booking's secret link; a reference alone opens nothing. */
@ApiTags('manage booking')
@Controller('api')
@PrivateAnswers()
export class ManageController {
  constructor(private readonly manage: BookingManageService) {}

  @Get('manage/:token')
  @ApiError(404, 'No booking has this manage link.')
  view(@Param('token') token: string, @Headers() headers: RequestHeaders): Promise<ManageBookingView> {
    return this.manage.view(token, requestLanguage(headers));
  }

  @Post('manage/:token/change-quote')
  @RateLimit('manageAction')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link.')
  @ApiError(409, 'The booking can no longer be changed.')
  quote(@Param('token') token: string, @Body() body: ChangeBookingDto, @Headers() headers: RequestHeaders): Promise<ChangeQuote> {
    return this.manage.quoteChange(token, body, requestLanguage(headers));
  }

  @Post('manage/:token/change')
  @RateLimit('manageAction')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link.')
  @ApiError(409, 'The booking can no longer be changed, or the difference is not the one expected.')
  async change(@Param('token') token: string, @Body() body: ChangeBookingCommandDto, @Headers() headers: RequestHeaders): Promise<ChangeBookingResult> {
    const { expectedDifference, ...request } = body;
    return this.changeResult(token, await this.manage.change(token, request, poundsToPence(expectedDifference)), headers);
  }

  @Post('manage/:token/extend-quote')
  @RateLimit('manageAction')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link.')
  @ApiError(409, 'The stay can no longer be extended.')
  quoteExtension(@Param('token') token: string, @Body() body: ExtendDto): Promise<ChangeQuote> {
    return this.manage.quoteExtension(token, body);
  }

  /** A later pick-up or more nights; dearer, it is paid as a change (…/changes/{changeId}/confirm). */
  @Post('manage/:token/extend')
  @RateLimit('manageAction')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link.')
  @ApiError(409, 'The stay can no longer be extended, the point is full, or the difference is not the one expected.')
  async extend(@Param('token') token: string, @Body() body: ExtendCommandDto, @Headers() headers: RequestHeaders): Promise<ChangeBookingResult> {
    const { expectedDifference, ...request } = body;
    return this.changeResult(token, await this.manage.extend(token, request, poundsToPence(expectedDifference)), headers);
  }

  @Post('manage/:token/changes/:changeId/confirm')
  @RateLimit('manageAction')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link, or no such change.')
  @ApiError(409, 'The change has not been paid yet.')
  confirmChange(
    @Param('token') token: string,
    @Param('changeId', new ParseIntPipe({ errorHttpStatusCode: 404 })) changeId: number,
    @Headers() headers: RequestHeaders,
  ): Promise<ManageBookingView> {
    return this.manage.confirmChange(token, changeId, requestLanguage(headers));
  }

  @Post('manage/:token/redelivery')
  @RateLimit('manageAction')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link.')
  @ApiError(409, 'The delivery was not one we could not make, the window is full, or the fee is not the one expected.')
  async redelivery(@Param('token') token: string, @Body() body: RedeliveryDto, @Headers() headers: RequestHeaders): Promise<ChangeBookingResult> {
    return this.changeResult(token, await this.manage.rebookDelivery(token, body), headers);
  }

  @Post('manage/:token/cancel')
  @RateLimit('manageAction')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link.')
  @ApiError(409, 'The booking can no longer be cancelled, or the refund is not the one expected.')
  cancel(@Param('token') token: string, @Body() body: CancelBookingDto, @Headers() headers: RequestHeaders): Promise<ManageBookingView> {
    return this.manage.cancel(token, poundsToPence(body.expectedRefund), requestLanguage(headers));
  }

  /** A closed point's offer: the free move to the nearest open point, or the full refund; taken once. */
  @Post('manage/:token/closure-offer')
  @RateLimit('manageAction')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link, or it has no closed-point offer.')
  @ApiError(409, 'The offer was taken already, or that choice is not open to this booking (or the other point, the window or the point\'s nights are now full).')
  takeClosureOffer(@Param('token') token: string, @Body() body: TakeClosureOfferDto, @Headers() headers: RequestHeaders): Promise<ManageBookingView> {
    return this.manage.takeClosureOffer(token, body.choice, body.choice === 'delivery' ? (body.address ?? null) : null, requestLanguage(headers));
  }

  /** The window a closed point's free delivery to the address would get now: advisory, it holds and changes nothing. */
  @Post('manage/:token/closure-offer/delivery-quote')
  @RateLimit('manageAction')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link, or it has no closed-point offer.')
  @ApiError(409, 'The offer was taken already, it holds no delivery, or no window is free.')
  quoteClosureDelivery(@Param('token') token: string, @Body() body: ClosureDeliveryQuoteDto): Promise<ClosureDeliveryQuote> {
    return this.manage.quoteClosureDelivery(token, body.address);
  }

  /** Limited per client address and per reference, so neither a script nor a guessed reference gets far. */
  @Post('find-booking')
  @RateLimit('findBooking')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  async findBooking(@Body() body: FindBookingDto): Promise<StatusResponse> {
    await this.manage.requestLink(body.reference, body.email);
    return { status: LIFECYCLE_TEXTS.findBookingAnswer };
  }

  /** A change's answer: the card form's secret and amount while a difference is owed, else the booking as it now is. */
  private async changeResult(token: string, outcome: ChangeOutcome, headers: RequestHeaders): Promise<ChangeBookingResult> {
    if (outcome.outcome === 'payment_required') {
      return { outcome: 'payment_required', changeId: outcome.changeId, clientSecret: outcome.clientSecret, amount: penceToPounds(outcome.amountPence) };
    }
    return { outcome: 'changed', booking: await this.manage.view(token, requestLanguage(headers)) };
  }
}
