import { BookingChange, type BookingChangeState, type ChangeDetails, type ChangedLine } from './booking-change.entity.js';
import { BookingItem } from './booking-item.entity.js';
import { BookingLeg, type LegFields, type LegProps, type PlannedLeg } from './booking-leg.entity.js';
import { BookingStatusChange } from './booking-status-change.entity.js';
import { Booking } from './booking.entity.js';

export { Booking, BookingChange, BookingItem, BookingLeg, BookingStatusChange, type LegFields, type LegProps, type PlannedLeg, type BookingChangeState, type ChangeDetails, type ChangedLine };
export type { BookingDetails, BookingProps, PaymentProviderName } from './booking.entity.js';
export const bookingEntities = [Booking, BookingItem, BookingLeg, BookingStatusChange, BookingChange];
