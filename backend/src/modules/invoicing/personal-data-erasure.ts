import type { EntityManager } from '@mikro-orm/postgresql';
import { type PartnerInvoiceLine, withoutGuestNames } from './partner-invoice-lines.js';

/**
 * What invoicing keeps about erased bookings' customers (retention), in the caller's transaction: the customer's name
 * on their documents is cleared. The documents stay for the accounts (numbers, dates, amounts, VAT); a VAT invoice
 * under £250 need not name its customer. A business's own details (company, address, VAT number) are the business's,
 * not a person's, and stay for its VAT claim. A partner's monthly invoice and its credit notes keep each erased
 * booking's line without its guest's name.
 */
export async function eraseDocumentPersonalData(tx: EntityManager, erased: { bookingIds: number[] }): Promise<void> {
  if (erased.bookingIds.length === 0) return;
  await tx.execute(`update booking_document set customer_name = '' where booking_id in (?) and customer_name <> ''`, [erased.bookingIds]);
  const monthly = await tx.execute<{ id: number; lines: PartnerInvoiceLine[] | string }[]>(
    `select d.id, d.lines from booking_document d
      where d.credited_booking_id in (?) or d.id in (select i.document_id from partner_invoice_booking i where i.booking_id in (?))`,
    [erased.bookingIds, erased.bookingIds],
  );
  const ids = new Set(erased.bookingIds);
  for (const document of monthly) {
    const lines = typeof document.lines === 'string' ? (JSON.parse(document.lines) as PartnerInvoiceLine[]) : document.lines;
    await tx.execute('update booking_document set lines = ?::jsonb where id = ?', [JSON.stringify(withoutGuestNames(lines, ids)), document.id]);
  }
}
