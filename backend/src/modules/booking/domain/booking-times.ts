import { addDays, bookingHandoverAt, londonInstant, parseIso } from '@luggage/contracts';
import type { DomainEvents } from '../../../shared/events/event-map.js';
import { type OutboxWriter, recordTimedEvent, type StatementEvents } from '../../../shared/events/outbox.js';
import type { Booking } from '../entities/index.js';

/**
 * The instant of the handover (contracts' bookingHandoverAt, the wizard's rule too): the collection day at the point's
 * time, or at the start of the window a driver collects from an address in, London. Expects `legs` loaded (the
 * policy's cut-offs count from it).
 */
export function handoverAt(booking: Pick<Booking, 'collectionDate' | 'locationTime' | 'legs'>): Date {
  const date = parseIso(booking.collectionDate);
  if (!date) throw new Error(`Not an ISO date: ${booking.collectionDate}`);
  const collection = booking.legs.getItems().find((leg) => leg.direction === 'collection' && leg.kind === 'address');
  return bookingHandoverAt(date, { pointTime: booking.locationTime, collectionWindowStart: collection?.windowStart });
}

/** The end of a collection day ('YYYY-MM-DD'): midnight after it, London. */
export function collectionDayEndsAt(collectionDate: string): Date {
  const date = parseIso(collectionDate);
  if (!date) throw new Error(`Not an ISO date: ${collectionDate}`);
  return londonInstant(addDays(date, 1), '00:00');
}

/** collectionDayEndsAt in SQL, for a statement that knows the date (a `date` expression) and the caller does not. */
export const collectionDayEndsAtSql = (date: string): string => `((${date} + 1)::timestamp at time zone 'Europe/London')`;

/**
 * Records, in the caller's transaction, the timed event due when the booking's collection day ends (its job marks a
 * booking still waiting then a no show). Recorded on confirmation and again whenever the date moves; the job of a
 * date the booking has left finds the dates differ and skips.
 */
export function recordCollectionDayEnd(tx: OutboxWriter, day: DomainEvents['CollectionDayEnded']): void {
  recordTimedEvent(tx, 'CollectionDayEnded', day, collectionDayEndsAt(day.collectionDate));
}

/** recordCollectionDayEnd for a statement's events, the booking's fields taken from `id`, `reference` and `collection_date` of its row. */
export function recordCollectionDayEndFilled(events: StatementEvents): void {
  const fill = { bookingId: 'id', reference: 'reference', collectionDate: `to_char(collection_date, 'YYYY-MM-DD')` };
  events.recordTimedFilled('CollectionDayEnded', {}, fill, collectionDayEndsAtSql('collection_date'));
}
