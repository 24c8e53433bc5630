import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { CatalogModule } from '../catalog/index.js';
import { OperationsModule } from '../operations/index.js';
import { PaymentsModule } from '../payments/index.js';
import { PricingModule } from '../pricing/index.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import { AdminCatalogController } from './admin-catalog.controller.js';
import { AdminDeliveryController } from './admin-delivery.controller.js';
import { AdminPromoCodesController } from './admin-promo-codes.controller.js';
import { AdminSettingsController } from './admin-settings.controller.js';
import { AdminStaffController } from './admin-staff.controller.js';

/**
 * The admin's HTTP face: catalog management (spec section 7), the operator's bookings, settings and staff. The rules live in the
 * modules that own the data (catalog, booking); this module adds the admin guard, request shapes and views.
 */
@Module({
  imports: [AuthModule, CatalogModule, BookingModule, OperationsModule, PaymentsModule, PricingModule],
  controllers: [AdminCatalogController, AdminDeliveryController, AdminBookingsController, AdminSettingsController, AdminStaffController, AdminPromoCodesController],
  providers: [AdminBookingsService],
})
export class AdminModule {}
