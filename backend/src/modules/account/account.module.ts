import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { AccountController } from './account.controller.js';

/** GET /api/my-bookings: reads through the booking module's service, guarded by the auth module. */
@Module({ imports: [AuthModule, BookingModule], controllers: [AccountController] })
export class AccountModule {}
