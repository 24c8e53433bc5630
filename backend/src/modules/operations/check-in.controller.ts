import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import type { ChangeQuote, CheckInBookingView } from '@luggage/contracts';
import { type AuthUser, CurrentUser, Roles } from '../auth/index.js';
import { BagTagsDto, CheckInExtendDto, CheckInExtendQuoteDto, CheckInFindDto, CheckInScanDto, CheckInStepDto, HandBackDto } from './check-in.dto.js';
import { CheckInService } from './check-in.service.js';
import { HandOverService } from './custody/hand-over.service.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiCsrfProtected, ApiError, ApiStaffOrAdmin, ApiValidated } from '../../shared/openapi/api-answers.js';

/** Staff check-in (/staff): staff at their points, admins anywhere; customers 403, visitors 401. */
@ApiTags('staff check-in')
@ApiStaffOrAdmin()
@Controller('api/check-in')
@Roles('staff', 'admin')
export class CheckInController {
  constructor(
    private readonly checkIn: CheckInService,
    private readonly handOvers: HandOverService,
  ) {}

  @Post('scan')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No booking of yours matches.')
  scan(@Body() body: CheckInScanDto, @CurrentUser() user: AuthUser): Promise<CheckInBookingView> {
    return this.checkIn.scan(user, body.token);
  }

  @Post('find')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No booking of yours matches.')
  find(@Body() body: CheckInFindDto, @CurrentUser() user: AuthUser): Promise<CheckInBookingView> {
    return this.checkIn.find(user, body.reference, body.pin);
  }

  @Post(':reference/collected')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No booking of yours matches.')
  collected(@Param('reference') reference: string, @Body() body: CheckInStepDto, @CurrentUser() user: AuthUser): Promise<CheckInBookingView> {
    return this.checkIn.step(user, reference, 'collected', body.reason);
  }

  @Post(':reference/returned')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No booking of yours matches.')
  returned(@Param('reference') reference: string, @Body() body: CheckInStepDto, @CurrentUser() user: AuthUser): Promise<CheckInBookingView> {
    return this.checkIn.step(user, reference, 'returned', body.reason);
  }

  /** The hand-over by tags, one per bag (staff of the point, the driver collecting at the address, admins). */
  @Post(':reference/tags')
  @Roles('staff', 'admin', 'driver')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No booking of yours matches.')
  @ApiError(409, 'The bags are tagged already, or the booking cannot be handed over now.')
  tags(@Param('reference') reference: string, @Body() body: BagTagsDto, @CurrentUser() user: AuthUser): Promise<CheckInBookingView> {
    return this.handOvers.handOver(user, reference, body.tags, body.note);
  }

  /** The hand-back by tags: all of them return the booking; some missing open an incident and keep it collected. */
  @Post(':reference/return')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No booking of yours matches.')
  @ApiError(409, 'The booking is not collected, or its bags were not tagged.')
  handBack(@Param('reference') reference: string, @Body() body: HandBackDto, @CurrentUser() user: AuthUser): Promise<CheckInBookingView> {
    return this.handOvers.handBack(user, reference, body.tags);
  }

  @Post(':reference/extend-quote')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No booking of yours matches.')
  @ApiError(409, 'The stay can no longer be extended.')
  extendQuote(@Param('reference') reference: string, @Body() body: CheckInExtendQuoteDto, @CurrentUser() user: AuthUser): Promise<ChangeQuote> {
    return this.checkIn.quoteExtension(user, reference, body);
  }

  /** A later pick-up or more nights for the customer at the point; a dearer one needs `paidAtPoint` (taken there). */
  @Post(':reference/extend')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No booking of yours matches.')
  @ApiError(409, 'The stay can no longer be extended, the point is full, or the difference is not the one quoted.')
  extend(@Param('reference') reference: string, @Body() body: CheckInExtendDto, @CurrentUser() user: AuthUser): Promise<CheckInBookingView> {
    return this.checkIn.extend(user, reference, body);
  }

  @Post(':reference/undo')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiError(404, 'No booking of yours matches.')
  undo(@Param('reference') reference: string, @CurrentUser() user: AuthUser): Promise<CheckInBookingView> {
    return this.checkIn.undo(user, reference);
  }
}
