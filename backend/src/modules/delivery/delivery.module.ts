import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { CatalogModule } from '../catalog/index.js';
import { OperationsModule } from '../operations/index.js';
import { DriverCities } from './driver-cities.js';
import { DriverController } from './driver.controller.js';
import { DriverRunsService } from './driver-runs.service.js';
import { RunClock } from './run-clock.js';
import { RunSheetController } from './run-sheet.controller.js';
import { RunSheetService } from './run-sheet.service.js';

/**
 * Drivers and their runs, and the admin's run sheet. Today's address legs of the driver's cities in route order, and
 * the driver's steps on them (through the booking module, which keeps the legs and their history); the customer is
 * told by this module's events (DriverOnTheWay, LegCollected, LegDelivered, LegFailed), mailed by notifications.
 */
@Module({
  imports: [AuthModule, BookingModule, CatalogModule, OperationsModule],
  controllers: [DriverController, RunSheetController],
  providers: [DriverCities, DriverRunsService, RunSheetService, RunClock],
})
export class DeliveryModule {}
