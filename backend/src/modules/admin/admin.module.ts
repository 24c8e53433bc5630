import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { CatalogModule } from '../catalog/index.js';
import { ClaimsModule } from '../claims/index.js';
import { InvoicingModule } from '../invoicing/index.js';
import { OperationsModule } from '../operations/index.js';
import { PaymentsModule } from '../payments/index.js';
import { PricingModule } from '../pricing/index.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import { AdminCatalogController } from './admin-catalog.controller.js';
import { AdminClosuresController } from './admin-closures.controller.js';
import { AdminDeliveryController } from './admin-delivery.controller.js';
import { AdminDocumentsController } from './admin-documents.controller.js';
import { AdminReportsController } from './admin-reports.controller.js';
import { AdminReportsRollup } from './admin-reports-rollup.js';
import { AdminReportsService } from './admin-reports.service.js';
import { AdminPromoCodesController } from './admin-promo-codes.controller.js';
import { AdminSettingsController } from './admin-settings.controller.js';
import { AdminStaffController } from './admin-staff.controller.js';
import { AdminExportsController } from './exports/admin-exports.controller.js';
import { JournalAccountsService } from './exports/journal-accounts.js';

/**
 * The admin's HTTP face: catalog management (spec section 7), the operator's bookings, reports, settings and staff. The rules live in the
 * modules that own the data (catalog, booking); this module adds the admin guard, request shapes and views.
 */
@Module({
  imports: [AuthModule, CatalogModule, BookingModule, ClaimsModule, OperationsModule, PaymentsModule, PricingModule, InvoicingModule],
  controllers: [
    AdminCatalogController,
    AdminClosuresController,
    AdminDeliveryController,
    AdminBookingsController,
    AdminSettingsController,
    AdminStaffController,
    AdminDocumentsController,
    AdminExportsController,
    AdminReportsController,
    AdminPromoCodesController,
  ],
  providers: [AdminBookingsService, AdminReportsService, AdminReportsRollup, JournalAccountsService],
})
export class AdminModule {}
