import { MigrationInitial } from './migration-20261122-initial.js';
import { MigrationNotifications } from './migration-20261122-notifications.js';
import { MigrationAccounts } from './migration-20261122-accounts.js';
import { MigrationBooking } from './migration-20261123-booking.js';
import { MigrationPayments } from './migration-20261123-payments.js';
import { MigrationOutboxJobKey } from './migration-20261124-outbox-job-key.js';
import { MigrationEmailVerification } from './migration-20261125-email-verification.js';
import { MigrationBookingLifecycle } from './migration-20261125-booking-lifecycle.js';
import { MigrationRoles } from './migration-20261128-roles.js';
import { MigrationStaff } from './migration-20261128-staff.js';
import { MigrationOperations } from './migration-20261127-operations.js';
import { MigrationNoShow } from './migration-20261129-no-show.js';
import { MigrationCapacity } from './migration-20261126-capacity.js';
import { MigrationCheckIn } from './migration-20261130-check-in.js';
import { MigrationInstructions } from './migration-20261201-instructions.js';
import { MigrationOpeningDays } from './migration-20261201-opening-days.js';
import { MigrationPointDays } from './migration-20261202-point-days.js';
import { MigrationCheckoutOwner } from './migration-20261203-checkout-owner.js';
import { MigrationPinFailuresByStaff } from './migration-20261204-pin-failures-by-staff.js';
import { MigrationRetention } from './migration-20261206-retention.js';
import { MigrationBagProtection } from './migration-20261205-bag-protection.js';
import { MigrationDeliveryCatalog } from './migration-20261207-delivery-catalog.js';

/** Every migration, in order. Listed here rather than globbed so the same list runs from src (tests) and dist. */
export const migrationsList = [
  { name: 'Migration20261122000001Initial', class: MigrationInitial },
  { name: 'Migration20261122000002Notifications', class: MigrationNotifications },
  { name: 'Migration20261122100003Accounts', class: MigrationAccounts },
  { name: 'Migration20261123000001Booking', class: MigrationBooking },
  { name: 'Migration20261123000002Payments', class: MigrationPayments },
  { name: 'Migration20261124000001OutboxJobKey', class: MigrationOutboxJobKey },
  { name: 'Migration20261125000001EmailVerification', class: MigrationEmailVerification },
  { name: 'Migration20261125000002BookingLifecycle', class: MigrationBookingLifecycle },
  { name: 'Migration20261128000001Roles', class: MigrationRoles },
  { name: 'Migration20261128000002Staff', class: MigrationStaff },
  { name: 'Migration20261127000001Operations', class: MigrationOperations },
  { name: 'Migration20261129000001NoShow', class: MigrationNoShow },
  { name: 'Migration20261126000001Capacity', class: MigrationCapacity },
  { name: 'Migration20261130000001CheckIn', class: MigrationCheckIn },
  { name: 'Migration20261201000001Instructions', class: MigrationInstructions },
  { name: 'Migration20261201000002OpeningDays', class: MigrationOpeningDays },
  { name: 'Migration20261202000001PointDays', class: MigrationPointDays },
  { name: 'Migration20261203000001CheckoutOwner', class: MigrationCheckoutOwner },
  { name: 'Migration20261204000001PinFailuresByStaff', class: MigrationPinFailuresByStaff },
  { name: 'Migration20261206000001Retention', class: MigrationRetention },
  { name: 'Migration20261205000001BagProtection', class: MigrationBagProtection },
  { name: 'Migration20261207000001DeliveryCatalog', class: MigrationDeliveryCatalog },
];
