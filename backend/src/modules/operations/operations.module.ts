import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/index.js';
import { BookingModule } from '../booking/index.js';
import { CatalogModule } from '../catalog/index.js';
import { MediaModule } from '../media/index.js';
import { CheckInController } from './check-in.controller.js';
import { CheckInService } from './check-in.service.js';
import { DayListsController } from './day-lists.controller.js';
import { DayListsService } from './day-lists.service.js';
import { NoShows } from './no-shows.js';
import { OccupancyController } from './occupancy.controller.js';
import { OccupancyService } from './occupancy.service.js';
import { OverdueController } from './overdue.controller.js';
import { OverdueService } from './overdue.service.js';
import { PassController } from './pass.controller.js';
import { PassService } from './pass.service.js';
import { PinLock } from './pin-lock.js';
import { ReminderScheduler } from './reminder-scheduler.js';
import { BagTagStore } from './custody/bag-tags.js';
import { HandOverService } from './custody/hand-over.service.js';
import { AdminCustodyController, ManageCustodyController } from './custody/custody.controller.js';
import { CustodyTrailService } from './custody/custody-trail.service.js';

/**
 * The day at each point: passes (PIN and signed check-in token), the calendar file, reminders, staff check-in, the day's
 * lists, occupancy, overdue bookings and no-shows. The admin module keeps the catalog and settings.
 */
@Module({
  imports: [AuthModule, BookingModule, CatalogModule, MediaModule],
  controllers: [PassController, CheckInController, DayListsController, OccupancyController, OverdueController, AdminCustodyController, ManageCustodyController],
  providers: [BagTagStore, HandOverService, CustodyTrailService, PassService, ReminderScheduler, CheckInService, PinLock, DayListsService, NoShows, OccupancyService, OverdueService],
  exports: [BagTagStore, PassService, DayListsService, PinLock, ReminderScheduler],
})
export class OperationsModule {}
