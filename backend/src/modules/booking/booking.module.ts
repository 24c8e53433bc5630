import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { CatalogModule } from '../catalog/index.js';
import { PaymentsModule } from '../payments/index.js';
import { PricingModule } from '../pricing/index.js';
import { BookingCancellationService } from './manage/booking-cancellation.service.js';
import { BookingChangeService } from './manage/booking-change.service.js';
import { BookingRedeliveryService } from './manage/booking-redelivery.service.js';
import { BookingExtensionService } from './manage/booking-extension.service.js';
import { BookingManageService } from './manage/booking-manage.service.js';
import { ManageController } from './manage/manage.controller.js';
import { BookingCheckoutService } from './checkout/booking-checkout.service.js';
import { BookingController } from './checkout/booking.controller.js';
import { AvailabilityController } from './checkout/availability.controller.js';
import { BookingAvailabilityService } from './checkout/booking-availability.service.js';
import { BookingHoldsService } from './capacity/booking-holds.service.js';
import { BookingJobs } from './booking.jobs.js';
import { BookingLegSteps } from './legs/booking-leg-steps.js';
import { BookingLifecycle } from './lifecycle/booking-lifecycle.js';
import { BookingPaymentService } from './checkout/booking-payment.service.js';
import { BookingService } from './booking.service.js';
import { PromoCheckService } from './checkout/promo-check.service.js';
import { PromoCodesController } from './checkout/promo-codes.controller.js';
import { PromoUsesService } from './checkout/promo-uses.js';
import { PartnerBookingReads } from './reads/partner-bookings.js';
import { ClosureRescueService } from './rescue/closure-rescue.service.js';

@Module({
  imports: [CatalogModule, PaymentsModule, PricingModule, AuthModule],
  controllers: [BookingController, ManageController, AvailabilityController, PromoCodesController],
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
    BookingExtensionService,
    BookingHoldsService,
    BookingAvailabilityService,
    BookingLegSteps,
    PromoCheckService,
    PromoUsesService,
    PartnerBookingReads,
    ClosureRescueService,
  ],
  exports: [PromoUsesService, BookingService, BookingChangeService, BookingExtensionService, BookingCancellationService, BookingManageService, BookingLegSteps, BookingLifecycle, BookingCheckoutService, PartnerBookingReads, ClosureRescueService],
})
export class BookingModule {}
