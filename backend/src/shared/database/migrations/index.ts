import { MigrationInitial } from './migration-20261122-initial.js';
import { MigrationNotifications } from './migration-20261122-notifications.js';
import { MigrationAccounts } from './migration-20261122-accounts.js';
import { MigrationBooking } from './migration-20261123-booking.js';
import { MigrationPayments } from './migration-20261123-payments.js';
import { MigrationOutboxJobKey } from './migration-20261124-outbox-job-key.js';
import { MigrationEmailVerification } from './migration-20261125-email-verification.js';
import { MigrationBookingLifecycle } from './migration-20261125-booking-lifecycle.js';

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
];
