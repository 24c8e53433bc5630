import { BookingChange, type BookingChangeState, type ChangeDetails, type ChangedLine } from './booking-change.entity.js';
import { BookingItem } from './booking-item.entity.js';
import { BookingStatusChange } from './booking-status-change.entity.js';
import { Booking } from './booking.entity.js';

export { Booking, BookingChange, BookingItem, BookingStatusChange, type BookingChangeState, type ChangeDetails, type ChangedLine };
export type { BookingDetails, BookingProps, PaymentProviderName } from './booking.entity.js';
export const bookingEntities = [Booking, BookingItem, BookingStatusChange, BookingChange];
