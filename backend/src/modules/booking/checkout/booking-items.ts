import type { EntityManager } from '@mikro-orm/postgresql';
import { unitPricePence } from '@luggage/contracts';
import type { PricedLine } from '../../pricing/index.js';
import { type Booking, BookingItem, type ChangedLine } from '../entities/index.js';

/**
 * A priced basket line as the booking stores it: the item's code, title and price as they are now, for the stay's
 * period (a night, or a day for a same-day stay of `nights` 0).
 */
export const toBookingLine =
  (nights: number) =>
  ({ item, amount }: PricedLine): ChangedLine => ({ storageItemId: item.id, code: item.code, title: item.title, unitPricePence: unitPricePence(item, nights), amount });

/** Brings the booking's lines to `lines` in place (a line per storage item; the table keeps them unique). */
export function syncItems(tx: EntityManager, booking: Booking, lines: ChangedLine[]): void {
  const wanted = new Map(lines.map((line) => [line.storageItemId, line]));
  for (const existing of booking.items.getItems()) {
    const line = wanted.get(existing.storageItemId);
    if (!line) {
      booking.items.remove(existing);
      continue;
    }
    Object.assign(existing, { code: line.code, title: line.title, unitPricePence: line.unitPricePence, amount: line.amount });
    wanted.delete(existing.storageItemId);
  }
  for (const line of wanted.values()) {
    const item = new BookingItem({ booking, ...line });
    booking.items.add(item);
    tx.persist(item);
  }
}
