import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What invoicing keeps about erased bookings' customers (retention), in the caller's transaction: the customer's name
 * on their documents is cleared. The documents stay for the accounts (numbers, dates, amounts, VAT); a VAT invoice
 * under £250 need not name its customer. A business's own details (company, address, VAT number) are the business's,
 * not a person's, and stay for its VAT claim.
 */
export async function eraseDocumentPersonalData(tx: EntityManager, erased: { bookingIds: number[] }): Promise<void> {
  if (erased.bookingIds.length === 0) return;
  await tx.execute(`update booking_document set customer_name = '' where booking_id in (?) and customer_name <> ''`, [erased.bookingIds]);
}
