import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import type { AccountBooking } from '@luggage/contracts';
import { type AuthUser, AuthenticatedGuard, CurrentUser, EmailVerificationService } from '../auth/index.js';
import { BookingService } from '../booking/index.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../shared/openapi/api-answers.js';

/**
 * The customer's account page: the bookings made while signed in to the account, and the guest bookings made with
 * its email once the account has proven that address (before that, anyone could register someone else's email).
 */
@ApiTags('accounts')
@Controller('api')
export class AccountController {
  constructor(
    private readonly bookings: BookingService,
    private readonly verification: EmailVerificationService,
  ) {}

  @Get('my-bookings')
  @UseGuards(AuthenticatedGuard)
  @Header('Cache-Control', 'no-store')
  @ApiSignedIn()
  async myBookings(@CurrentUser() user: AuthUser): Promise<AccountBooking[]> {
    return this.bookings.listForAccount({ userId: user.id, verifiedEmail: await this.verification.verifiedEmailOf(user.id) });
  }
}
