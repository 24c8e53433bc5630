import { BookingItem } from './booking-item.entity.js';
import { BookingStatusChange } from './booking-status-change.entity.js';
import { Booking } from './booking.entity.js';

export { Booking, BookingItem, BookingStatusChange };
export type { BookingDetails, BookingProps, PaymentProviderName } from './booking.entity.js';
export const bookingEntities = [Booking, BookingItem, BookingStatusChange];
