import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The retention sweep's part for claims, in its transaction: what the customer and the team wrote (the description,
 * the messages, the decision's reason) is the customer's personal data; the kind, the status, the dates and the money
 * paid out stay for the accounts. The photos are media's to erase (PhotoLibrary.markErased).
 */
export async function eraseClaimPersonalData(tx: EntityManager, bookingIds: readonly number[]): Promise<void> {
  if (bookingIds.length === 0) return;
  await tx.execute(`update claim set description = '', reason = null, updated_at = now() where booking_id in (?)`, [bookingIds]);
  await tx.execute(`delete from claim_message where claim_id in (select id from claim where booking_id in (?))`, [bookingIds]);
}
