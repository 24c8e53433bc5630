import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { CatalogModule } from '../catalog/index.js';
import { PaymentsModule } from '../payments/index.js';
import { PricingModule } from '../pricing/index.js';
import { BookingCancellationService } from './booking-cancellation.service.js';
import { BookingChangeService } from './booking-change.service.js';
import { BookingRedeliveryService } from './booking-redelivery.service.js';
import { BookingManageService } from './booking-manage.service.js';
import { ManageController } from './manage.controller.js';
import { BookingCheckoutService } from './booking-checkout.service.js';
import { BookingController } from './booking.controller.js';
import { AvailabilityController } from './availability.controller.js';
import { BookingAvailabilityService } from './booking-availability.service.js';
import { BookingHoldsService } from './booking-holds.service.js';
import { BookingJobs } from './booking.jobs.js';
import { BookingLegSteps } from './booking-leg-steps.js';
import { BookingLifecycle } from './booking-lifecycle.js';
import { BookingPaymentService } from './booking-payment.service.js';
import { BookingService } from './booking.service.js';

@Module({
  imports: [CatalogModule, PaymentsModule, PricingModule, AuthModule],
  controllers: [BookingController, ManageController, AvailabilityController],
  providers: [
    BookingCheckoutService,
    BookingPaymentService,
    BookingLifecycle,
    BookingService,
    BookingJobs,
    BookingChangeService,
    BookingRedeliveryService,
    BookingCancellationService,
    BookingManageService,
    BookingHoldsService,
    BookingAvailabilityService,
    BookingLegSteps,
  ],
  exports: [BookingService, BookingChangeService, BookingCancellationService, BookingManageService, BookingLegSteps, BookingLifecycle],
})
export class BookingModule {}
