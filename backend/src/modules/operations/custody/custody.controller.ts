import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type BagCustodyView, customerCustody, type CustomerBagCustodyView } from '@luggage/contracts';
import { PrivateAnswers } from '../../../shared/http/private-answers.js';
import { ApiAdminOnly, ApiError } from '../../../shared/openapi/api-answers.js';
import { AdminOnly } from '../../auth/index.js';
import { BookingManageService, BookingNotFoundError, BookingService } from '../../booking/index.js';
import { CustodyTrailService } from './custody-trail.service.js';

/** Each bag's chain of custody on the admin's booking page: who tagged it, the van runs and drivers, how it came back. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin/bookings/:reference/custody')
@AdminOnly()
export class AdminCustodyController {
  constructor(
    private readonly bookings: BookingService,
    private readonly trail: CustodyTrailService,
  ) {}

  @Get()
  @ApiError(404, 'Booking not found.')
  async custody(@Param('reference') reference: string): Promise<BagCustodyView[]> {
    const booking = await this.bookings.getByReference(reference);
    if (!booking) throw new BookingNotFoundError();
    return this.trail.of(booking);
  }
}

/** The same chain on the customer's manage page, by the booking's secret link: no staff or driver names, no runs. */
@ApiTags('manage booking')
@Controller('api/manage/:token/custody')
@PrivateAnswers()
export class ManageCustodyController {
  constructor(
    private readonly manage: BookingManageService,
    private readonly trail: CustodyTrailService,
  ) {}

  @Get()
  @ApiError(404, 'No booking has this manage link.')
  async custody(@Param('token') token: string): Promise<CustomerBagCustodyView[]> {
    return customerCustody(await this.trail.of(await this.manage.bookingByLink(token)));
  }
}
