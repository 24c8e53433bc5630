import { applyDecorators, Body, Controller, Get, HttpCode, Param, Post, Query, Res, StreamableFile } from '@nestjs/common';
import { type AdminBookingDetail, type AdminBookingExport, type AdminBookingList, type BookingIncidentView, type ChangeQuote, parseDayMonthYear, todayInLondon } from '@luggage/contracts';
import { ChangeBookingDto } from '../booking/index.js';
import type { FastifyReply } from 'fastify';
import { AdminOnly, type AuthUser, CurrentUser } from '../auth/index.js';
import { AdminBookingsService, type BookingFilter } from './admin-bookings.service.js';
import { decodeCursor } from './bookings-cursor.js';
import { BookingQueryDto } from './dto/booking-query.dto.js';
import { AdminCancelDto, AdminChangeDto, AdminRefundDto } from './dto/lifecycle-admin.dto.js';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';

/** A step on one booking: 419 without CSRF, 404 for an unknown reference, 409 when the booking's state does not allow it. */
const ApiBookingStep = () =>
  applyDecorators(ApiCsrfProtected(), ApiError(404, 'Booking not found.'), ApiError(409, "The booking's state does not allow this."));

/** The operator's bookings (beyond the spec): the day's list, one booking, its collected and returned steps, a CSV. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin')
@AdminOnly()
export class AdminBookingsController {
  constructor(private readonly bookings: AdminBookingsService) {}

  @Get('bookings')
  @ApiValidated()
  list(@Query() query: BookingQueryDto): Promise<AdminBookingList> {
    return this.bookings.list(toFilter(query));
  }

  @Get('bookings.csv')
  @ApiValidated()
  @ApiOkResponse({
    description: 'Every booking of the filter as a CSV file (an attachment), streamed: never cut. GET /api/admin/bookings/export counts its rows.',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  async csv(@Query() query: BookingQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const file = await this.bookings.csv(toFilter(query));
    void reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .header('Cache-Control', 'no-store');
    return new StreamableFile(file.body);
  }

  /** Static, so Fastify matches it before bookings/:reference (no reference is lower case). */
  @Get('bookings/export')
  @ApiValidated()
  exportSummary(@Query() query: BookingQueryDto): Promise<AdminBookingExport> {
    return this.bookings.exportSummary(toFilter(query));
  }

  /** Open incidents (bags not seen at a hand-back), newest first, for the dashboard. */
  @Get('incidents')
  incidents(): Promise<BookingIncidentView[]> {
    return this.bookings.openIncidents();
  }

  @Get('bookings/:reference')
  @ApiError(404, 'Booking not found.')
  detail(@Param('reference') reference: string): Promise<AdminBookingDetail> {
    return this.bookings.detail(reference);
  }

  @Post('bookings/:reference/collected')
  @HttpCode(200)
  @ApiBookingStep()
  collected(@Param('reference') reference: string, @CurrentUser() admin: AuthUser): Promise<AdminBookingDetail> {
    return this.bookings.mark(reference, 'collected', admin);
  }

  @Post('bookings/:reference/returned')
  @HttpCode(200)
  @ApiBookingStep()
  returned(@Param('reference') reference: string, @CurrentUser() admin: AuthUser): Promise<AdminBookingDetail> {
    return this.bookings.mark(reference, 'returned', admin);
  }

  @Post('bookings/:reference/undo-no-show')
  @HttpCode(200)
  @ApiBookingStep()
  undoNoShow(@Param('reference') reference: string, @CurrentUser() admin: AuthUser): Promise<AdminBookingDetail> {
    return this.bookings.undoNoShow(reference, admin);
  }

  @Post('bookings/:reference/cancel')
  @HttpCode(200)
  @ApiBookingStep()
  @ApiValidated()
  cancel(@Param('reference') reference: string, @Body() body: AdminCancelDto, @CurrentUser() admin: AuthUser): Promise<AdminBookingDetail> {
    return this.bookings.cancel(reference, body, admin);
  }

  @Post('bookings/:reference/refund')
  @HttpCode(200)
  @ApiBookingStep()
  @ApiValidated()
  refund(@Param('reference') reference: string, @Body() body: AdminRefundDto, @CurrentUser() admin: AuthUser): Promise<AdminBookingDetail> {
    return this.bookings.refund(reference, body.amount, body.reason, admin);
  }

  @Post('bookings/:reference/change-quote')
  @HttpCode(200)
  @ApiBookingStep()
  @ApiValidated()
  changeQuote(@Param('reference') reference: string, @Body() body: ChangeBookingDto, @CurrentUser() admin: AuthUser): Promise<ChangeQuote> {
    return this.bookings.quoteChange(reference, body, admin);
  }

  @Post('bookings/:reference/change')
  @HttpCode(200)
  @ApiBookingStep()
  @ApiValidated()
  change(@Param('reference') reference: string, @Body() body: AdminChangeDto, @CurrentUser() admin: AuthUser): Promise<AdminBookingDetail> {
    return this.bookings.change(reference, body, admin);
  }

  @Post('bookings/:reference/unlock-pin')
  @HttpCode(200)
  @ApiBookingStep()
  unlockPin(@Param('reference') reference: string, @CurrentUser() admin: AuthUser): Promise<AdminBookingDetail> {
    return this.bookings.unlockPin(reference, admin);
  }

  @Post('bookings/:reference/resend-confirmation')
  @HttpCode(200)
  @ApiBookingStep()
  resendConfirmation(@Param('reference') reference: string, @CurrentUser() admin: AuthUser): Promise<AdminBookingDetail> {
    return this.bookings.resendConfirmation(reference, admin);
  }
}

/** From/to choose a range; otherwise no date means today in London and 'all' means every date. */
function toFilter(query: BookingQueryDto): BookingFilter {
  const base = { locationId: query.locationId, status: query.status, q: query.q, attention: query.attention, stay: query.stay, cursor: decodeCursor(query.cursor) ?? undefined };
  if (query.from || query.to) {
    const day = (text?: string) => (text ? (parseDayMonthYear(text) ?? undefined) : undefined);
    return { ...base, date: null, from: day(query.from), to: day(query.to) };
  }
  const date = query.date === 'all' ? null : (query.date ? parseDayMonthYear(query.date) : null) ?? todayInLondon();
  return { ...base, date };
}
