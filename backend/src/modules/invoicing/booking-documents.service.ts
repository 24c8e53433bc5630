import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { type DocumentKind, type DocumentLine, type DocumentReason, documentTotals, formatIso, type InvoiceDetailsRequest, type Language, todayInLondon, type VatSettings } from '@luggage/contracts';
import { holdTransactionLock } from '../../shared/database/transaction-lock.js';
import { translate } from '../../shared/i18n/translate.js';
import { BookingService, type BookingView } from '../booking/index.js';
import { PaymentLedger } from '../payments/index.js';
import { creditKindFor, DOCUMENT_COLUMNS, DOCUMENT_FROM, type DocumentRecord, type DocumentRow, toDocumentRecord } from './booking-document.js';
import { cancellingLines, invoiceLines, linesAtRate, refundLines, type Say } from './document-lines.js';
import { NUMBERED, seriesOf } from './document-numbers.js';
import { readVatSettings } from './vat-settings.js';
import { supplierOrTrading } from './booking-document.js';

/** What a new document says beyond its lines: who issues it, to whom, for what. */
interface NewDocument {
  kind: DocumentKind;
  reason: DocumentReason;
  booking: Pick<BookingView, 'id' | 'reference' | 'fullName' | 'language'>;
  paymentId: number | null;
  refundId: number | null;
  refersToId: number | null;
  supplier: { legalName: string; address: string; vatNumber: string | null };
  details: InvoiceDetailsRequest | null;
  /** YYYY-MM-DD */
  supplyDate: string;
  vatRatePercent: number;
  lines: DocumentLine[];
}

const londonDay = (instant: Date): string => formatIso(todayInLondon(instant));

/** A booking's documents are issued one transaction at a time: the job after a payment or a refund, a customer's new details. */
const lockKey = (bookingId: number) => `invoicing:booking:${bookingId}`;

/**
 * A booking's invoices and credit notes (receipts and refund receipts while no VAT number is set). Issued after the
 * money moved, from the ledger: each payment gets one live invoice, each refund the provider made one credit note
 * referring to the invoice of the payment it came from. Issuing again finds them all issued (the job is at least
 * once); the live-invoice and refund indexes make a double issue impossible even so.
 */
@Injectable()
export class BookingDocuments {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingService,
    private readonly ledger: PaymentLedger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Issues whatever the booking's ledger lacks a document for: the number issued, and whether the booking is a
   * cancelled one on a partner's account (whose credit note, if its month was invoiced, is PartnerInvoices').
   */
  async issueMissing(bookingId: number): Promise<{ issued: number; cancelledOnAccount: boolean; onAccount: boolean }> {
    const booking = await this.bookings.get(bookingId);
    if (!booking) return { issued: 0, cancelledOnAccount: false, onAccount: false };
    const cancelledOnAccount = booking.billedToPartner && booking.status === 'cancelled';
    const issued = await this.em.fork().transactional(async (tx) => {
      await holdTransactionLock(tx, lockKey(bookingId));
      return this.issueMissingIn(tx, booking);
    });
    return { issued, cancelledOnAccount, onAccount: booking.billedToPartner };
  }

  /**
   * The business the booking's invoices are made out to. Changed details cancel each live invoice with a credit note
   * and issue it again with them; the same details again change nothing. Answers whether anything changed.
   */
  async setDetails(booking: BookingView, details: InvoiceDetailsRequest): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      await holdTransactionLock(tx, lockKey(booking.id));
      const before = await detailsOf(tx, booking.id);
      if (before && sameDetails(before, details)) return false;
      await tx.execute(
        `insert into booking_invoice_details (booking_id, company_name, company_address, vat_number, updated_at) values (?, ?, ?, ?, now())
         on conflict (booking_id) do update set company_name = excluded.company_name, company_address = excluded.company_address,
           vat_number = excluded.vat_number, updated_at = now()`,
        [booking.id, details.companyName, details.companyAddress, details.vatNumber],
      );
      await this.reissueLive(tx, booking, details);
      await this.issueMissingIn(tx, booking);
      return true;
    });
  }

  async details(bookingId: number): Promise<InvoiceDetailsRequest | null> {
    return detailsOf(this.em.fork(), bookingId);
  }

  /** Every document of the booking, oldest first. */
  async documentsOf(bookingId: number): Promise<DocumentRecord[]> {
    const rows = await this.em.fork().execute<DocumentRow[]>(`select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.booking_id = ? order by d.id`, [bookingId]);
    return rows.map(toDocumentRecord);
  }

  /** The booking's latest document (what its customer downloads), or null before any. */
  async latestOf(bookingId: number): Promise<DocumentRecord | null> {
    const [row] = await this.em.fork().execute<DocumentRow[]>(`select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.booking_id = ? order by d.id desc limit 1`, [bookingId]);
    return row ? toDocumentRecord(row) : null;
  }

  /**
   * The latest document, issuing first what the ledger lacks when the booking has none yet: a link opened before the
   * job after the payment ran, or a booking paid before invoices existed. Null for a booking never paid.
   */
  async latestIssuing(bookingId: number): Promise<DocumentRecord | null> {
    const latest = await this.latestOf(bookingId);
    if (latest) return latest;
    // Read again whatever this issued: the job may have issued it meanwhile (this waited for its lock, then found nothing to do).
    await this.issueMissing(bookingId);
    return this.latestOf(bookingId);
  }

  async byId(id: number): Promise<DocumentRecord | null> {
    const [row] = await this.em.fork().execute<DocumentRow[]>(`select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.id = ?`, [id]);
    return row ? toDocumentRecord(row) : null;
  }

  private async issueMissingIn(tx: EntityManager, booking: BookingView): Promise<number> {
    const movements = await this.ledger.movements(tx, booking.id);
    if (movements.payments.length === 0) return 0;
    const { settings, details, billed, credited } = await issuingState(tx, booking.id);
    let issued = 0;
    for (const payment of movements.payments.filter((p) => !billed.has(p.id))) {
      const rate = settings.vatNumber ? settings.ratePercent : 0;
      const lines = invoiceLines(sayIn(booking.language), booking, payment, rate);
      await insertDocument(tx, { ...supplied(settings, this.config.company), kind: settings.vatNumber ? 'invoice' : 'receipt', reason: 'payment', booking, paymentId: payment.id, refundId: null, refersToId: null, details, supplyDate: londonDay(payment.at), vatRatePercent: rate, lines });
      issued += 1;
    }
    for (const refund of movements.refundsMade.filter((r) => !credited.has(r.id))) {
      const invoice = await liveInvoiceOf(tx, refund.paymentId);
      if (!invoice) continue;
      const lines = refundLines(sayIn(booking.language), refund.amountPence, invoice.vatRatePercent);
      await insertDocument(tx, { kind: creditKindFor(invoice.kind), reason: 'refund', booking, paymentId: refund.paymentId, refundId: refund.id, refersToId: invoice.id, supplier: supplierOrTrading(invoice.supplier, this.config.company), details, supplyDate: londonDay(refund.at), vatRatePercent: invoice.vatRatePercent, lines });
      issued += 1;
    }
    return issued;
  }

  /** Each live invoice cancelled by a credit note of its whole amount, then issued again to `details`. */
  private async reissueLive(tx: EntityManager, booking: BookingView, details: InvoiceDetailsRequest): Promise<void> {
    const rows = await tx.execute<DocumentRow[]>(
      `select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.booking_id = ? and d.kind in ('invoice', 'receipt') and d.cancelled_by_id is null order by d.id`,
      [booking.id],
    );
    const settings = await readVatSettings(tx);
    for (const invoice of rows.map(toDocumentRecord)) {
      const base = { booking, paymentId: invoice.paymentId, refundId: null, supplyDate: invoice.supplyDate };
      const credit = await insertDocument(tx, { ...base, kind: creditKindFor(invoice.kind), reason: 'reissue', refersToId: invoice.id, supplier: supplierOrTrading(invoice.supplier, this.config.company), details: detailsOfRecord(invoice), vatRatePercent: invoice.vatRatePercent, lines: cancellingLines(invoice.lines) });
      await tx.execute('update booking_document set cancelled_by_id = ? where id = ?', [credit, invoice.id]);
      // The rate of the supply stays; a receipt reissued once a VAT number is set becomes a VAT invoice at the rate.
      const rate = !settings.vatNumber ? 0 : invoice.kind === 'invoice' ? invoice.vatRatePercent : settings.ratePercent;
      const lines = linesAtRate(invoice.lines, rate);
      await insertDocument(tx, { ...base, ...supplied(settings, this.config.company), kind: settings.vatNumber ? 'invoice' : 'receipt', reason: 'reissue', refersToId: null, details, vatRatePercent: rate, lines });
    }
  }
}

/** Who issues: the VAT settings' legal name and address, the trading name and address the site shows until an admin sets them. */
const supplied = (settings: VatSettings, trading: AppConfig['company']) => ({ supplier: supplierOrTrading({ legalName: settings.legalName, address: settings.address, vatNumber: settings.vatNumber }, trading) });

const sayIn = (language: Language): Say => (message) => translate(language, message.key, message.params as Record<string, unknown> | undefined);

function sameDetails(a: InvoiceDetailsRequest, b: InvoiceDetailsRequest): boolean {
  return a.companyName === b.companyName && a.companyAddress === b.companyAddress && a.vatNumber === b.vatNumber;
}

function detailsOfRecord(record: DocumentRecord): InvoiceDetailsRequest | null {
  const { companyName, companyAddress, vatNumber } = record.customer;
  return companyName && companyAddress ? { companyName, companyAddress, vatNumber } : null;
}

async function detailsOf(em: Pick<EntityManager, 'execute'>, bookingId: number): Promise<InvoiceDetailsRequest | null> {
  const [row] = await em.execute<{ company_name: string; company_address: string; vat_number: string | null }[]>(
    'select company_name, company_address, vat_number from booking_invoice_details where booking_id = ?',
    [bookingId],
  );
  return row ? { companyName: row.company_name, companyAddress: row.company_address, vatNumber: row.vat_number } : null;
}

/** In one statement: the VAT settings, the company details given, and the payments and refunds documented already. */
async function issuingState(tx: EntityManager, bookingId: number): Promise<{ settings: VatSettings; details: InvoiceDetailsRequest | null; billed: Set<number>; credited: Set<number> }> {
  const [row] = await tx.execute<{
    vat_number: string | null;
    rate_percent: number;
    legal_name: string;
    address: string;
    company_name: string | null;
    company_address: string | null;
    customer_vat_number: string | null;
    billed: number[] | null;
    credited: number[] | null;
  }[]>(
    `select s.vat_number, s.rate_percent, s.legal_name, s.address, d.company_name, d.company_address, d.vat_number as customer_vat_number,
            (select array_agg(payment_id) from booking_document where booking_id = ? and kind in ('invoice', 'receipt')) as billed,
            (select array_agg(refund_id) from booking_document where booking_id = ? and refund_id is not null) as credited
       from vat_settings s left join booking_invoice_details d on d.booking_id = ? where s.id = 1`,
    [bookingId, bookingId, bookingId],
  );
  return {
    settings: { vatNumber: row.vat_number, ratePercent: row.rate_percent, legalName: row.legal_name, address: row.address },
    details: row.company_name && row.company_address ? { companyName: row.company_name, companyAddress: row.company_address, vatNumber: row.customer_vat_number } : null,
    billed: new Set(row.billed ?? []),
    credited: new Set(row.credited ?? []),
  };
}

async function liveInvoiceOf(tx: EntityManager, paymentId: number): Promise<DocumentRecord | null> {
  const [row] = await tx.execute<DocumentRow[]>(
    `select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.payment_id = ? and d.kind in ('invoice', 'receipt') and d.cancelled_by_id is null`,
    [paymentId],
  );
  return row ? toDocumentRecord(row) : null;
}

/** Inserts a document with the next number of its series (one statement), in `tx`; its id. */
async function insertDocument(tx: EntityManager, doc: NewDocument): Promise<number> {
  const totals = documentTotals(doc.lines);
  const [row] = await tx.execute<{ id: number }[]>(
    `with ${NUMBERED}
     insert into booking_document (kind, reason, series, number, document_number, booking_id, booking_reference, payment_id, refund_id, refers_to_id,
       supplier_legal_name, supplier_address, supplier_vat_number, customer_name, company_name, company_address, customer_vat_number, language,
       supply_date, issue_date, vat_rate_percent, net_pence, vat_pence, gross_pence, lines)
     select ?, ?, numbered.series, numbered.number, numbered.document_number, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::date, ?::date, ?, ?, ?, ?, ?::jsonb
       from numbered returning id`,
    [
      seriesOf(doc.kind),
      doc.kind,
      doc.reason,
      doc.booking.id,
      doc.booking.reference,
      doc.paymentId,
      doc.refundId,
      doc.refersToId,
      doc.supplier.legalName,
      doc.supplier.address,
      doc.supplier.vatNumber,
      doc.booking.fullName,
      doc.details?.companyName ?? null,
      doc.details?.companyAddress ?? null,
      doc.details?.vatNumber ?? null,
      doc.booking.language,
      doc.supplyDate,
      formatIso(todayInLondon()),
      doc.vatRatePercent,
      totals.netPence,
      totals.vatPence,
      totals.grossPence,
      JSON.stringify(doc.lines),
    ],
  );
  return row.id;
}
