import type { EntityManager } from '@mikro-orm/postgresql';

/** Keys that name a booking (`booking-confirmation-<id>`, `booking-closure-<id>-<offer id>`, `manage-link-<id>-…`) and keys that name a leg (`leg-failed-<leg id>`). */
const BOOKING_KEYS = `'^(booking-[a-z]+|manage-link)-'`;
const LEG_KEYS = `'^(driver-on-the-way|leg-[a-z-]+)-'`;

/**
 * Forgets to whom emails went (the `sent_email` log keeps its keys, so an email is still never sent twice): every
 * email of the given bookings and of their legs (the driver's steps, a moved window), and every email sent before
 * `sentBefore`, which also covers the account emails (verification, password reset, staff invitation) and manage-link
 * emails keyed before they carried the booking id.
 */
export async function eraseEmailRecipients(tx: EntityManager, erased: { bookingIds: number[]; legIds: number[] }, sentBefore: Date): Promise<void> {
  await forgetKeyed(tx, BOOKING_KEYS, erased.bookingIds);
  await forgetKeyed(tx, LEG_KEYS, erased.legIds);
  await tx.execute(`update sent_email set recipient = '' where recipient <> '' and created_at < ?`, [sentBefore]);
}

/**
 * Forgets the recipients of the emails of a deleted account, in the deletion's transaction: those keyed by its
 * tokens (verification, password reset, staff invitation) that went to `email`. Its bookings' emails stay with the
 * bookings, which keep the address until their own erasure.
 */
export async function eraseAccountEmailRecipients(tx: EntityManager, email: string): Promise<void> {
  await tx.execute(
    `update sent_email set recipient = '' where lower(recipient) = lower(?) and key ~ '^(email-verification|password-reset|staff-invitation)-'`,
    [email],
  );
}

async function forgetKeyed(tx: EntityManager, prefix: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(
    `update sent_email set recipient = '' from unnest(?::int[]) as erased(id)
     where recipient <> '' and sent_email.key ~ (${prefix} || erased.id || '(-|$)')`,
    [`{${ids.join(',')}}`],
  );
}
