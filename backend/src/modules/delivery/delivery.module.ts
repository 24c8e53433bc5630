import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { DriverCities } from './driver-cities.js';
import { DriverController } from './driver.controller.js';

/**
 * Delivery (issue 18): drivers and, as bookings get address legs, their runs and stops. So far the driver's day:
 * their cities and today's date, with no stops.
 */
@Module({
  imports: [AuthModule],
  controllers: [DriverController],
  providers: [DriverCities],
})
export class DeliveryModule {}
