import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { CatalogModule } from '../catalog/index.js';
import { PaymentsModule } from '../payments/index.js';
import { BookingCheckoutService } from './booking-checkout.service.js';
import { BookingController } from './booking.controller.js';
import { BookingJobs } from './booking.jobs.js';
import { BookingLifecycle } from './booking-lifecycle.js';
import { BookingPaymentService } from './booking-payment.service.js';
import { BookingService } from './booking.service.js';

@Module({
  imports: [CatalogModule, PaymentsModule, AuthModule],
  controllers: [BookingController],
  providers: [BookingCheckoutService, BookingPaymentService, BookingLifecycle, BookingService, BookingJobs],
  exports: [BookingService],
})
export class BookingModule {}
