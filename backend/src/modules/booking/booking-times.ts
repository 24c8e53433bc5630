import { londonInstant, parseIso } from '@luggage/contracts';
import type { Booking } from './entities/index.js';

/** The instant of the handover: the collection day at the point's time, London. */
export function handoverAt(booking: Pick<Booking, 'collectionDate' | 'locationTime'>): Date {
  const date = parseIso(booking.collectionDate);
  if (!date) throw new Error(`Not an ISO date: ${booking.collectionDate}`);
  return londonInstant(date, booking.locationTime);
}
