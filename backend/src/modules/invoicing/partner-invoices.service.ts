import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type DocumentKind, documentTotals, type PartnerCreditView, formatDashed, formatIso, PARTNER_TEXTS, parseIso, type PartnerInvoiceView, todayInLondon } from '@luggage/contracts';
import { holdTransactionLock } from '../../shared/database/transaction-lock.js';
import { NotFoundError, ValidationFailedError } from '../../shared/errors/domain-error.js';
import { creditKindFor, DOCUMENT_COLUMNS, DOCUMENT_FROM, type DocumentRecord, type DocumentRow, toDocumentRecord } from './booking-document.js';
import { cancellingLines } from './document-lines.js';
import { NUMBERED, seriesOf } from './document-numbers.js';
import { type BilledBooking, monthEnd, monthName, monthStart, type PartnerInvoiceLine, partnerInvoiceLines } from './partner-invoice-lines.js';
import { readVatSettings } from './vat-settings.js';
import { type InvoiceSettlement, settledMoneyOf, settledOf } from './partner-invoice-history.js';

/** A partner as its invoices name it. */
export interface PartnerParty {
  id: number;
  name: string;
  contactName: string;
  companyAddress: string | null;
  vatNumber: string | null;
}

/** A monthly document to insert: the invoice of a month, or the credit note of one of its bookings. */
export interface NewPartnerDocument {
  kind: DocumentKind;
  reason: 'partner_month' | 'cancellation' | 'partner_change';
  partner: PartnerParty;
  /** 'YYYY-MM-01' */
  month: string;
  refersToId: number | null;
  credited: { id: number; reference: string } | null;
  supplier: DocumentRecord['supplier'];
  supplyDate: string;
  vatRatePercent: number;
  lines: PartnerInvoiceLine[];
  /** A change's supplementary invoice or credit note: the booking changed. */
  adjusted?: { id: number; reference: string };
}

/** The answer to the admin's record of a payment: recorded now, or the same one recorded before. */
export interface RecordedPayment {
  paidOn: string;
  amountPence: number;
}

export const notFound = () => new NotFoundError('PARTNER.INVOICE_NOT_FOUND', PARTNER_TEXTS.invoiceNotFound);
export const today = (): string => formatIso(todayInLondon());
export const dashed = (iso: string): string => formatDashed(parseIso(iso)!);

/**
 * A partner's monthly invoices (issue 41): one document per partner and London month billing its bookings on
 * account, numbered in the bookings' own series (INV; a receipt while the business has no VAT number); a credit note
 * referring to it for each of them cancelled afterwards; the admin's record that the partner paid it. Each is issued
 * under an advisory lock of its own key, and a unique index makes a double impossible even so.
 */
@Injectable()
export class PartnerInvoices {
  constructor(private readonly em: EntityManager) {}

  /**
   * The month's invoice ('YYYY-MM-01') of the partner: issued now, or the one issued before. Null when the partner
   * has no booking on account confirmed in the month and still live.
   */
  async issue(partnerId: number, month: string): Promise<number | null> {
    return this.em.fork().transactional(async (tx) => {
      await holdTransactionLock(tx, `partner-invoice:${partnerId}:${month}`);
      const [issued] = await tx.execute<{ id: number }[]>(`select id from booking_document where partner_id = ? and period_month = ?::date and reason = 'partner_month'`, [partnerId, month]);
      if (issued) return issued.id;
      const bookings = await billable(tx, partnerId, month);
      if (bookings.length === 0) return null;
      const [partner, settings] = await Promise.all([partnerParty(tx, partnerId), readVatSettings(tx)]);
      const rate = settings.vatNumber ? settings.ratePercent : 0;
      const supplier = { legalName: settings.legalName, address: settings.address, vatNumber: settings.vatNumber };
      const lines = partnerInvoiceLines(bookings, rate);
      const id = await insertPartnerDocument(tx, { kind: settings.vatNumber ? 'invoice' : 'receipt', reason: 'partner_month', partner, month, refersToId: null, credited: null, supplier, supplyDate: monthEnd(month), vatRatePercent: rate, lines });
      await tx.execute(
        `insert into partner_invoice_booking (booking_id, document_id, gross_pence) select * from unnest(?::int[], ?::int[], ?::int[])`,
        [`{${bookings.map((b) => b.id).join(',')}}`, `{${bookings.map(() => id).join(',')}}`, `{${lines.map((l) => l.grossPence).join(',')}}`],
      );
      return id;
    });
  }

  /**
   * The admin's button: the invoice of a month that has ended ('MM-YYYY'), issued now or found issued. A month not
   * over, or one with nothing on account, is a 422 under `month`.
   */
  async issueEnded(partnerId: number, month: string): Promise<PartnerInvoiceView> {
    const start = monthStart(month);
    if (start >= today().slice(0, 8) + '01') throw ValidationFailedError.forField('month', 'Only a month that has ended can be invoiced.');
    await partnerParty(this.em.fork(), partnerId);
    const id = await this.issue(partnerId, start);
    if (id === null) throw ValidationFailedError.forField('month', 'This partner has no booking on account to invoice in this month.');
    return (await this.list(partnerId)).find((invoice) => invoice.id === id)!;
  }

  /** The partners with bookings on account confirmed in the month ('YYYY-MM-01') and not yet invoiced. */
  async partnersToInvoice(month: string): Promise<number[]> {
    const rows = await this.em.fork().execute<{ partner_id: number }[]>(
      `select distinct b.partner_id from booking b
        where b.billed_to_partner and b.status <> 'cancelled' and ${IN_MONTH}
          and not exists (select 1 from partner_invoice_booking i where i.booking_id = b.id)
        order by 1`,
      [month, month],
    );
    return rows.map((row) => row.partner_id);
  }

  /**
   * An on-account booking cancelled after its month was invoiced: a credit note of its line, referring to that
   * invoice, once. 1 when issued now, else 0 (not on an invoice, not cancelled, or credited already).
   */
  async creditCancelled(bookingId: number): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      await holdTransactionLock(tx, `partner-credit:${bookingId}`);
      const [billed] = await tx.execute<{ document_id: number; status: string; reference: string; credited: boolean }[]>(
        `select i.document_id, b.status, b.reference, exists (select 1 from booking_document c where c.credited_booking_id = b.id) as credited
           from partner_invoice_booking i join booking b on b.id = i.booking_id where i.booking_id = ?`,
        [bookingId],
      );
      if (!billed || billed.status !== 'cancelled' || billed.credited) return 0;
      const invoice = (await documentById(tx, billed.document_id))!;
      const line = await billedLine(tx, invoice, bookingId);
      const partner = await partnerParty(tx, invoice.partnerId!);
      await insertPartnerDocument(tx, {
        kind: creditKindFor(invoice.kind),
        reason: 'cancellation',
        partner: { ...partner, name: invoice.customer.companyName ?? partner.name, companyAddress: invoice.customer.companyAddress, vatNumber: invoice.customer.vatNumber },
        month: invoice.periodMonth!,
        refersToId: invoice.id,
        credited: { id: bookingId, reference: billed.reference },
        supplier: invoice.supplier,
        supplyDate: today(),
        vatRatePercent: invoice.vatRatePercent,
        lines: cancellingLines([line]) as PartnerInvoiceLine[],
      });
      return 1;
    });
  }

  /** The partner's monthly invoices, newest month first, each with its credit notes, supplementary invoices, payment, further payments, refunds and voids. */
  async list(partnerId: number): Promise<PartnerInvoiceView[]> {
    const em = this.em.fork();
    const rows = await em.execute<(DocumentRow & { bookings: number; paid_on: string | null; amount_pence: number | null })[]>(
      `select ${DOCUMENT_COLUMNS}, (select count(*)::int from partner_invoice_booking i where i.document_id = d.id) as bookings,
              p.paid_on::text as paid_on, p.amount_pence
         from ${DOCUMENT_FROM} left join partner_invoice_payment p on p.document_id = d.id
        where d.partner_id = ? and d.reason = 'partner_month' order by d.period_month desc, d.id desc`,
      [partnerId],
    );
    const settled = await settledMoneyOf(em, partnerId);
    return rows.map((row) => {
      const payment = row.paid_on === null ? null : { paidOn: row.paid_on, amountPence: row.amount_pence! };
      return toInvoiceView(toDocumentRecord(row), row.bookings, payment, settledOf(settled, row.id));
    });
  }

  /** A partner's monthly invoice or one of its credit notes; null for another partner's or a booking's document. */
  async documentOf(partnerId: number | null, id: number): Promise<DocumentRecord | null> {
    const document = await documentById(this.em.fork(), id);
    if (!document || document.partnerId === null || (partnerId !== null && document.partnerId !== partnerId)) return null;
    return document;
  }

  /**
   * The admin's record that the partner paid an invoice on `paidOn` ('YYYY-MM-DD'): the amount must be what is due
   * (its gross less its credit notes). Each booking the payment covers counts in the reports on that day. The same
   * record again changes nothing; another one is refused: an invoice is paid once.
   */
  async recordPayment(invoiceId: number, paidOn: string, amountPence: number, actor: string): Promise<RecordedPayment> {
    return this.em.fork().transactional(async (tx) => {
      await holdTransactionLock(tx, `partner-invoice-payment:${invoiceId}`);
      const invoice = await documentById(tx, invoiceId);
      if (!invoice || invoice.reason !== 'partner_month') throw notFound();
      const [recorded] = await tx.execute<{ paid_on: string; amount_pence: number }[]>('select paid_on::text as paid_on, amount_pence from partner_invoice_payment where document_id = ?', [invoiceId]);
      if (recorded) {
        if (recorded.paid_on === paidOn && recorded.amount_pence === amountPence) return { paidOn, amountPence };
        throw ValidationFailedError.forField('paidOn', `This invoice's payment is recorded already: ${formatPounds(recorded.amount_pence)} on ${dashed(recorded.paid_on)}.`);
      }
      if (paidOn < invoice.issueDate) throw ValidationFailedError.forField('paidOn', `The date paid cannot be before the invoice's date, ${dashed(invoice.issueDate)}.`);
      const due = await dueOf(tx, invoice);
      if (amountPence !== due) throw ValidationFailedError.forField('amount', `The amount must be what is due on this invoice: ${formatPounds(due)}.`);
      await tx.execute('insert into partner_invoice_payment (document_id, paid_on, amount_pence, recorded_by) values (?, ?::date, ?, ?)', [invoiceId, paidOn, amountPence, actor.slice(0, 120)]);
      await tx.execute(
        `update partner_invoice_booking i set paid_on = ?::date, gross_pence = ${BILLED_NOW}
          where i.document_id = ? and not exists (select 1 from booking_document c where c.credited_booking_id = i.booking_id)`,
        [paidOn, invoiceId],
      );
      return { paidOn, amountPence };
    });
  }
}

/** The month's bookings ('YYYY-MM-01' twice as parameters), by the London day they were confirmed. */
const IN_MONTH = `b.confirmed_at >= (?::date)::timestamp at time zone 'Europe/London'
  and b.confirmed_at < ((?::date + interval '1 month')::date)::timestamp at time zone 'Europe/London'`;

/**
 * What the partner is billed for the booking `i.booking_id` now: its line on the invoice `i.document_id` and the
 * supplementary invoices and credit notes of its changes since.
 */
export const BILLED_NOW = `((select (l->>'grossPence')::int from booking_document m, jsonb_array_elements(m.lines) l
     where m.id = i.document_id and (l->>'bookingId')::int = i.booking_id)
   + coalesce((select sum(a.gross_pence) from booking_document a where a.adjusted_booking_id = i.booking_id), 0))`;

/** The booking's line on the invoice with its changes' documents added: what it is billed now (gross and VAT). */
export async function billedLine(tx: Pick<EntityManager, 'execute'>, invoice: DocumentRecord, bookingId: number): Promise<PartnerInvoiceLine> {
  const line = (invoice.lines as PartnerInvoiceLine[]).find((candidate) => candidate.bookingId === bookingId)!;
  const [changes] = await tx.execute<{ gross: number; vat: number }[]>(
    'select coalesce(sum(gross_pence), 0)::int as gross, coalesce(sum(vat_pence), 0)::int as vat from booking_document where adjusted_booking_id = ?',
    [bookingId],
  );
  const [grossPence, vatPence] = [line.grossPence + changes.gross, line.vatPence + changes.vat];
  return { ...line, grossPence, vatPence, netPence: grossPence - vatPence };
}

export const formatPounds = (pence: number): string => `£${(pence / 100).toFixed(2)}`;

async function billable(tx: EntityManager, partnerId: number, month: string): Promise<BilledBooking[]> {
  const rows = await tx.execute<{ id: number; reference: string; full_name: string; confirmed_on: string; total_pence: number }[]>(
    `select b.id, b.reference, b.full_name, to_char(b.confirmed_at at time zone 'Europe/London', 'YYYY-MM-DD') as confirmed_on, b.total_pence
       from booking b
      where b.partner_id = ? and b.billed_to_partner and b.status <> 'cancelled' and ${IN_MONTH}
        and not exists (select 1 from partner_invoice_booking i where i.booking_id = b.id)
      order by b.confirmed_at, b.id`,
    [partnerId, month, month],
  );
  return rows.map((row) => ({ id: row.id, reference: row.reference, guestName: row.full_name, confirmedOn: row.confirmed_on, totalPence: Number(row.total_pence) }));
}

export async function partnerParty(tx: Pick<EntityManager, 'execute'>, partnerId: number): Promise<PartnerParty> {
  const [row] = await tx.execute<{ id: number; name: string; contact_name: string; company_address: string | null; vat_number: string | null }[]>(
    'select id, name, contact_name, company_address, vat_number from partner where id = ?',
    [partnerId],
  );
  if (!row) throw new NotFoundError('PARTNER.NOT_FOUND', PARTNER_TEXTS.notPartner);
  return { id: row.id, name: row.name, contactName: row.contact_name, companyAddress: row.company_address, vatNumber: row.vat_number };
}

export async function documentById(em: Pick<EntityManager, 'execute'>, id: number): Promise<DocumentRecord | null> {
  const [row] = await em.execute<DocumentRow[]>(`select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.id = ?`, [id]);
  return row ? toDocumentRecord(row) : null;
}

/** What the partner owes on the invoice: its gross and its credit notes' (negative). */
export async function dueOf(tx: EntityManager, invoice: DocumentRecord): Promise<number> {
  const [row] = await tx.execute<{ credited: number }[]>(`select coalesce(sum(gross_pence), 0)::int as credited from booking_document where refers_to_id = ? and reason in ('cancellation', 'partner_change')`, [invoice.id]);
  return invoice.grossPence + row.credited;
}

function toInvoiceView(invoice: DocumentRecord, bookings: number, payment: RecordedPayment | null, settled: InvoiceSettlement): PartnerInvoiceView {
  const adjusted = settled.adjustments.reduce((sum, document) => sum + document.grossPence, 0);
  const refunded = settled.refunds.reduce((sum, refund) => sum + refund.amountPence, 0);
  const paidFurther = settled.furtherPayments.reduce((sum, further) => sum + further.amountPence, 0);
  const duePence = invoice.grossPence + adjusted;
  const balance = payment ? payment.amountPence + paidFurther - duePence - refunded : 0;
  return {
    id: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    month: monthName(invoice.periodMonth!),
    issueDate: dashed(invoice.issueDate),
    netPence: invoice.netPence,
    vatPence: invoice.vatPence,
    grossPence: invoice.grossPence,
    bookings,
    credits: settled.adjustments.filter((document) => document.grossPence < 0).map(toAdjustmentView),
    supplements: settled.adjustments.filter((document) => document.grossPence >= 0).map(toAdjustmentView),
    duePence,
    payment: payment ? { paidOn: dashed(payment.paidOn), amountPence: payment.amountPence } : null,
    owedToPartnerPence: Math.max(0, balance),
    stillDuePence: Math.max(0, -balance),
    furtherPayments: settled.furtherPayments.map((further) => ({ paidOn: dashed(further.paidOn), amountPence: further.amountPence })),
    refunds: settled.refunds.map((refund) => ({ paidOn: dashed(refund.paidOn), amountPence: refund.amountPence })),
    voids: settled.voids,
  };
}

const toAdjustmentView = (document: DocumentRecord): PartnerCreditView => ({
  id: document.id,
  kind: document.kind,
  number: document.number,
  issueDate: dashed(document.issueDate),
  bookingReference: document.bookingReference ?? '',
  cause: document.reason === 'cancellation' ? 'cancelled' : 'changed',
  grossPence: document.grossPence,
});

/** Inserts the document with the next number of its series (one statement), in `tx`; its id. Partners' documents are in English. */
export async function insertPartnerDocument(tx: EntityManager, doc: NewPartnerDocument): Promise<number> {
  const totals = documentTotals(doc.lines);
  const [row] = await tx.execute<{ id: number }[]>(
    `with ${NUMBERED}
     insert into booking_document (kind, reason, series, number, document_number, booking_id, booking_reference, partner_id, period_month, refers_to_id,
       credited_booking_id, adjusted_booking_id, supplier_legal_name, supplier_address, supplier_vat_number, customer_name, company_name, company_address, customer_vat_number,
       language, supply_date, issue_date, vat_rate_percent, net_pence, vat_pence, gross_pence, lines)
     select ?, ?, numbered.series, numbered.number, numbered.document_number, null, ?, ?, ?::date, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'en-GB', ?::date, ?::date, ?, ?, ?, ?, ?::jsonb
       from numbered returning id`,
    [
      seriesOf(doc.kind),
      doc.kind,
      doc.reason,
      doc.credited?.reference ?? doc.adjusted?.reference ?? null,
      doc.partner.id,
      doc.month,
      doc.refersToId,
      doc.credited?.id ?? null,
      doc.adjusted?.id ?? null,
      doc.supplier.legalName,
      doc.supplier.address,
      doc.supplier.vatNumber,
      doc.partner.contactName.slice(0, 100),
      doc.partner.name,
      doc.partner.companyAddress,
      doc.partner.vatNumber,
      doc.supplyDate,
      today(),
      doc.vatRatePercent,
      totals.netPence,
      totals.vatPence,
      totals.grossPence,
      JSON.stringify(doc.lines),
    ],
  );
  return row.id;
}

