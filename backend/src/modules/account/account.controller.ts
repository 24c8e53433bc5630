import { Body, Controller, Delete, Get, HttpCode, Req, Res, UseGuards } from '@nestjs/common';
import type { AccountBooking } from '@luggage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AccountDeletionService, type AuthUser, AuthenticatedGuard, CurrentUser, DeleteAccountDto, EmailVerificationService, SessionService } from '../auth/index.js';
import { BookingService } from '../booking/index.js';
import { eraseAccountEmailRecipients } from '../notifications/index.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiCsrfProtected, ApiError, ApiRateLimited, ApiSignedIn, ApiValidated } from '../../shared/openapi/api-answers.js';

/**
 * The customer's account page: the bookings made while signed in to the account, and the guest bookings made with
 * its email once the account has proven that address (before that, anyone could register someone else's email);
 * and deleting the account.
 */
@ApiTags('accounts')
@Controller('api')
export class AccountController {
  constructor(
    private readonly bookings: BookingService,
    private readonly verification: EmailVerificationService,
    private readonly deletion: AccountDeletionService,
    private readonly sessions: SessionService,
  ) {}

  @Get('my-bookings')
  @UseGuards(AuthenticatedGuard)
  @ApiSignedIn()
  async myBookings(@CurrentUser() user: AuthUser): Promise<AccountBooking[]> {
    return this.bookings.listForAccount({ userId: user.id, verifiedEmail: await this.verification.verifiedEmailOf(user.id) });
  }

  /** The account goes once its password is typed again; the browser gets a fresh visitor's session, as after logout. */
  @Delete('user')
  @HttpCode(204)
  @UseGuards(AuthenticatedGuard)
  @ApiSignedIn()
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(409, 'The only admin may not delete their own account.')
  async deleteAccount(
    @CurrentUser() user: AuthUser,
    @Body() dto: DeleteAccountDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    await this.deletion.delete(user, dto, eraseAccountEmailRecipients);
    await this.sessions.destroy(request, reply);
  }
}
