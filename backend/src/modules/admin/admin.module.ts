import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { CatalogModule } from '../catalog/index.js';
import { AdminBookingsController } from './admin-bookings.controller.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import { AdminCatalogController } from './admin-catalog.controller.js';

/**
 * The admin's HTTP face: catalog management (spec section 7) and the operator's bookings. The rules live in the
 * modules that own the data (catalog, booking); this module adds the admin guard, request shapes and views.
 */
@Module({
  imports: [AuthModule, CatalogModule, BookingModule],
  controllers: [AdminCatalogController, AdminBookingsController],
  providers: [AdminBookingsService],
})
export class AdminModule {}
