import type { BookingStatus } from '@luggage/contracts';
import type { PaymentProviderName } from './entities/index.js';

/** A booking as other modules see it (the confirmation email, an admin API): plain values, money in pence. */
export interface BookingView {
  id: number;
  reference: string;
  status: BookingStatus;
  fullName: string;
  email: string;
  contactNumber: string;
  location: { id: number; name: string; address: string; time: string };
  /** DD-MM-YYYY */
  collectionDate: string;
  /** DD-MM-YYYY */
  returnDate: string;
  nights: number;
  items: { code: string; title: string; unitPricePence: number; amount: number }[];
  noDiscountPence: number;
  discountPence: number;
  totalPence: number;
  itemDiscountPct: number;
  nightDiscountPct: number;
  paymentProvider: PaymentProviderName;
  paymentIntentId: string | null;
  /** ISO 8601 */
  confirmedAt: string | null;
  createdAt: string;
}

export interface BookingStatusChangeView {
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  actor: string;
  note: string | null;
  /** ISO 8601 */
  at: string;
}

/** Filters for finding bookings (an admin list): every field optional, combined with AND. */
export interface BookingSearch {
  /** DD-MM-YYYY: bookings collected that day. */
  collectionDate?: string;
  locationId?: number;
  status?: BookingStatus;
  /** Part of a reference, a name, an email or a phone number. */
  text?: string;
  limit?: number;
  offset?: number;
}

/** The moves an operator makes by hand; payment moves belong to the payment flow. */
export type ManualStatus = 'collected' | 'returned' | 'cancelled';
