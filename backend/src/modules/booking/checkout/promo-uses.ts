import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EntityManager as RootEntityManager } from '@mikro-orm/postgresql';
import type { PromoUses } from '../../pricing/index.js';

/**
 * A promo code's uses are the bookings priced with it (booking.promo_code_id): a paid booking spends one whatever
 * becomes of it but a cancellation, an unpaid one (pending or its card refused) holds one until `promo_held_until`
 * (its checkout's hold), a cancelled one gives it back. So cancelling, and a hold running out, give a use back in
 * the very transaction that moves the booking, with nothing to write (docs/decisions.md, "Promo codes").
 */
const SPENDS_A_USE = `b.status <> 'cancelled' and (b.status not in ('pending_payment', 'payment_failed') or b.promo_held_until > now())`;

/** The uses of one code spent by other bookings than `bookingId`: in all, and with `email` (null: not asked). */
export async function usesOf(em: EntityManager, codeId: number, email: string | null, bookingId: number | null): Promise<PromoUses> {
  const [row] = await em.execute<{ spent: number; by_email: number }[]>(
    `select count(*)::int as spent, count(*) filter (where b.email = ?)::int as by_email
     from booking b where b.promo_code_id = ? and b.id <> ? and ${SPENDS_A_USE}`,
    [email ?? '', codeId, bookingId ?? 0],
  );
  return { spent: row.spent, spentByEmail: email === null ? null : row.by_email };
}

/** The uses each code has spent, for the admin's list. */
@Injectable()
export class PromoUsesService {
  constructor(private readonly em: RootEntityManager) {}

  async spentByCode(codeIds: readonly number[]): Promise<Map<number, number>> {
    if (codeIds.length === 0) return new Map();
    const rows = await this.em.fork().execute<{ id: number; spent: number }[]>(
      `select b.promo_code_id as id, count(*)::int as spent from booking b
       where b.promo_code_id = any(?::int[]) and ${SPENDS_A_USE} group by b.promo_code_id`,
      [`{${codeIds.join(',')}}`],
    );
    return new Map(rows.map((row) => [row.id, row.spent]));
  }
}
