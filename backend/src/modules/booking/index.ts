export { BookingModule } from './booking.module.js';
export { BookingService } from './booking.service.js';
export type { BookingSearch, BookingStatusChangeView, BookingView, ManualStatus } from './booking.views.js';
export { BookingNotFoundError, BookingTransitionError } from './booking.errors.js';
export { normaliseReference } from './domain/booking-reference.js';
