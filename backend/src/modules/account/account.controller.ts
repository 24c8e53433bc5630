import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import type { AccountBooking } from '@luggage/contracts';
import { type AuthUser, AuthenticatedGuard, CurrentUser } from '../auth/index.js';
import { BookingService } from '../booking/index.js';

/** The customer's account page: their bookings, found by the email they booked with. */
@Controller('api')
export class AccountController {
  constructor(private readonly bookings: BookingService) {}

  @Get('my-bookings')
  @UseGuards(AuthenticatedGuard)
  @Header('Cache-Control', 'no-store')
  myBookings(@CurrentUser() user: AuthUser): Promise<AccountBooking[]> {
    return this.bookings.listForEmail(user.email);
  }
}
