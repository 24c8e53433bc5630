import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { holdTransactionLock } from '../../shared/database/transaction-lock.js';
import { vatOfGross } from '@luggage/contracts';
import { creditKindFor, type DocumentRecord } from './booking-document.js';
import type { PartnerInvoiceLine } from './partner-invoice-lines.js';
import { billedLine, documentById, insertPartnerDocument, partnerParty, today } from './partner-invoices.service.js';

interface ChangedBooking {
  document_id: number;
  status: string;
  reference: string;
  total_pence: number;
  credited: boolean;
  paid: boolean;
}

const slashed = (iso: string): string => iso.split('-').reverse().join('/');

/**
 * An on-account booking changed after its month was invoiced (docs/decisions.md, "Partners' monthly invoices"): a
 * document of the difference between its price now and what the partner is billed for it, referring to the month's
 * invoice: a credit note when cheaper, a supplementary invoice when dearer. Run under the booking's partner lock, in
 * `tx`. 1 when issued, else 0 (not on an invoice, cancelled, or billed at its price already).
 */
export async function adjustChangedIn(tx: EntityManager, bookingId: number): Promise<number> {
  const [booking] = await tx.execute<ChangedBooking[]>(
    `select i.document_id, b.status, b.reference, b.total_pence,
            exists (select 1 from booking_document c where c.credited_booking_id = b.id) as credited,
            exists (select 1 from partner_invoice_payment p where p.document_id = i.document_id) as paid
       from partner_invoice_booking i join booking b on b.id = i.booking_id where i.booking_id = ?`,
    [bookingId],
  );
  if (!booking || booking.status === 'cancelled' || booking.credited) return 0;
  const invoice = (await documentById(tx, booking.document_id))!;
  const billed = await billedLine(tx, invoice, bookingId);
  const line = differenceLine(booking, billed, invoice.vatRatePercent);
  if (line.grossPence === 0) return 0;
  await insertAdjustment(tx, invoice, booking.reference, line);
  // Unpaid, the partner's payment will count the booking at its price now; paid, it counted what was paid then.
  if (!booking.paid) await tx.execute('update partner_invoice_booking set gross_pence = ? where booking_id = ?', [Number(booking.total_pence), bookingId]);
  return 1;
}

/**
 * The line of the difference. Before the partner pays, its VAT brings the booking's VAT to that of its price now (as
 * the reports will count it when paid); once paid, it is the VAT inside the difference (as the refund or the payment
 * of the difference will count it).
 */
export function differenceLine(booking: Pick<ChangedBooking, 'reference' | 'total_pence' | 'paid'>, billed: PartnerInvoiceLine, ratePercent: number): PartnerInvoiceLine {
  const grossPence = Number(booking.total_pence) - billed.grossPence;
  const vatPence = booking.paid ? vatOfGross(grossPence, ratePercent) : vatOfGross(Number(booking.total_pence), ratePercent) - billed.vatPence;
  const description = `${booking.reference} · changed ${slashed(today())}`;
  return { description, netPence: grossPence - vatPence, vatRatePercent: ratePercent, vatPence: vatPence + 0, grossPence, bookingId: billed.bookingId };
}

async function insertAdjustment(tx: EntityManager, invoice: DocumentRecord, reference: string, line: PartnerInvoiceLine): Promise<void> {
  const partner = await partnerParty(tx, invoice.partnerId!);
  await insertPartnerDocument(tx, {
    kind: line.grossPence < 0 ? creditKindFor(invoice.kind) : invoice.kind,
    reason: 'partner_change',
    partner: { ...partner, name: invoice.customer.companyName ?? partner.name, companyAddress: invoice.customer.companyAddress, vatNumber: invoice.customer.vatNumber },
    month: invoice.periodMonth!,
    refersToId: invoice.id,
    credited: null,
    supplier: invoice.supplier,
    supplyDate: today(),
    vatRatePercent: invoice.vatRatePercent,
    lines: [line],
    adjusted: { id: line.bookingId, reference },
  });
}

/** The job's door to `adjustChangedIn`: its own transaction, under the lock a cancellation's credit note takes too. */
@Injectable()
export class PartnerInvoiceAdjustments {
  constructor(private readonly em: EntityManager) {}

  async adjustChanged(bookingId: number): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      await holdTransactionLock(tx, `partner-credit:${bookingId}`);
      return adjustChangedIn(tx, bookingId);
    });
  }
}
