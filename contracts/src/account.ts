import type { BookingStatus } from './booking.js';

/** One line of a booking as the account page shows it. */
export interface AccountBookingItem {
  typeName: string;
  amount: number;
}

/** GET /api/my-bookings: the signed-in customer's bookings (those made with their email), newest first. */
export interface AccountBooking {
  bookingReference: string;
  status: BookingStatus;
  /** DD-MM-YYYY */
  collectionDate: string;
  /** DD-MM-YYYY */
  returnDate: string;
  /** The collection point as the booking carries it: name, ' @ ', collect/return time. */
  location: string;
  items: AccountBookingItem[];
  /** In pounds, as the spec's JSON carries money. */
  totalCost: number;
  /** ISO 8601 */
  createdAt: string;
  /** The secret of the booking's manage page (/manage/{token}); null while the link has expired. */
  manageToken: string | null;
}
