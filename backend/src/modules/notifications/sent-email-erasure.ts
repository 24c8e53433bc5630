import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Forgets to whom emails went (the `sent_email` log keeps its keys, so an email is still never sent twice): every
 * email of the given bookings (their keys carry the booking id: `booking-confirmation-<id>`, `manage-link-<id>-…`), and
 * every email sent before `sentBefore`, which also covers the account emails (verification, password reset, staff
 * invitation) and manage-link emails keyed before they carried the booking id.
 */
export async function eraseEmailRecipients(tx: EntityManager, bookingIds: number[], sentBefore: Date): Promise<void> {
  if (bookingIds.length > 0) {
    await tx.execute(
      `update sent_email set recipient = '' from unnest(?::int[]) as erased(id)
       where recipient <> '' and sent_email.key ~ ('^(booking-[a-z]+|manage-link)-' || erased.id || '(-|$)')`,
      [`{${bookingIds.join(',')}}`],
    );
  }
  await tx.execute(`update sent_email set recipient = '' where recipient <> '' and created_at < ?`, [sentBefore]);
}
