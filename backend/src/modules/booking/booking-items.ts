import type { EntityManager } from '@mikro-orm/postgresql';
import type { PricedLine } from '../pricing/index.js';
import { type Booking, BookingItem } from './entities/index.js';

/** Brings the booking's lines to the priced basket in place (a line per storage item; the table keeps them unique). */
export function syncItems(tx: EntityManager, booking: Booking, lines: PricedLine[]): void {
  const wanted = new Map(lines.map((line) => [line.item.id, line]));
  for (const existing of booking.items.getItems()) {
    const line = wanted.get(existing.storageItemId);
    if (!line) {
      booking.items.remove(existing);
      continue;
    }
    Object.assign(existing, { code: line.item.code, title: line.item.title, unitPricePence: line.item.pricePence, amount: line.amount });
    wanted.delete(existing.storageItemId);
  }
  for (const line of wanted.values()) {
    const item = new BookingItem({ booking, storageItemId: line.item.id, code: line.item.code, title: line.item.title, unitPricePence: line.item.pricePence, amount: line.amount });
    booking.items.add(item);
    tx.persist(item);
  }
}
