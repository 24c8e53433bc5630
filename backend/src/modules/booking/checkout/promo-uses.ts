import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { EntityManager as RootEntityManager } from '@mikro-orm/postgresql';
import { judgeUses, type PromoCodeService, type PromoUses } from '../../pricing/index.js';
import type { Booking } from '../entities/index.js';

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

/**
 * A booking paid after the hold that held its code's use ended claims the use again, under the code's row lock (the
 * last lock, after the booking's and the capacity's). With none left (another booking took the last one meanwhile)
 * the code is honoured: the price was shown and charged. The booking is marked `promo_over_use`, which the admin's
 * list of codes counts. True when it was an over-use.
 */
export async function reclaimLapsedUse(
  tx: EntityManager,
  promoCodes: PromoCodeService,
  booking: Pick<Booking, 'id' | 'email' | 'promoCodeId' | 'promoHeldUntil'>,
  now = new Date(),
): Promise<boolean> {
  if (booking.promoCodeId === null || (booking.promoHeldUntil !== null && booking.promoHeldUntil > now)) return false;
  const code = await promoCodes.lock(tx, booking.promoCodeId);
  if (!code || !judgeUses(code, await usesOf(tx, code.id, booking.email, booking.id))) return false;
  await tx.execute('update booking set promo_over_use = true where id = ?', [booking.id]);
  return true;
}

/** The uses each code has spent, and how many of them past its limit, for the admin's list. */
@Injectable()
export class PromoUsesService {
  constructor(private readonly em: RootEntityManager) {}

  async spentByCode(codeIds: readonly number[]): Promise<Map<number, { spent: number; overUses: number }>> {
    if (codeIds.length === 0) return new Map();
    const rows = await this.em.fork().execute<{ id: number; spent: number; over_uses: number }[]>(
      `select b.promo_code_id as id, count(*)::int as spent, count(*) filter (where b.promo_over_use)::int as over_uses from booking b
       where b.promo_code_id = any(?::int[]) and ${SPENDS_A_USE} group by b.promo_code_id`,
      [`{${codeIds.join(',')}}`],
    );
    return new Map(rows.map((row) => [row.id, { spent: row.spent, overUses: row.over_uses }]));
  }
}
