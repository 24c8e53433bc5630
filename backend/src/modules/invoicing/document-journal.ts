import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DocumentKind } from '@luggage/contracts';

/** A document as the bookkeeper's journal needs it: amounts in pence, a credit note's negative. */
export interface JournalDocument {
  id: number;
  number: string;
  kind: DocumentKind;
  /** YYYY-MM-DD, London */
  issueDate: string;
  /** Null on a partner's monthly invoice (many bookings). */
  bookingReference: string | null;
  /** A partner's monthly invoice or its credit note: owed by the partner (trade debtors), not paid by card. */
  onAccount: boolean;
  /** Not a document: money owed to a partner paid back by bank transfer (its gross; no VAT, no sales). */
  refundToPartner?: boolean;
  vatRatePercent: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

/** Documents read per round trip: the journal streams, never holding more than a batch. */
const BATCH = 500;

const PAGE = `
  select id, document_number, kind, to_char(issue_date, 'YYYY-MM-DD') as issue_date, booking_reference, vat_rate_percent,
         net_pence, vat_pence, gross_pence, partner_id is not null as on_account
    from booking_document
   where issue_date between ?::date and ?::date and (issue_date, id) > (?::date, ?)
   order by issue_date, id
   limit ?`;

interface JournalRow {
  id: number;
  document_number: string;
  kind: DocumentKind;
  issue_date: string;
  booking_reference: string | null;
  vat_rate_percent: number;
  net_pence: number;
  vat_pence: number;
  gross_pence: number;
  on_account: boolean;
}

/** Every invoice, credit note and receipt issued on the days [first, last] (YYYY-MM-DD), in their order, by keyset pages. */
@Injectable()
export class DocumentJournal {
  constructor(private readonly em: EntityManager) {}

  async *documents(first: string, last: string): AsyncGenerator<JournalDocument[]> {
    let after = { day: '0001-01-01', id: 0 };
    for (;;) {
      const rows = await this.em.fork().getConnection().execute<JournalRow[]>(PAGE, [first, last, after.day, after.id, BATCH]);
      if (rows.length === 0) return;
      yield rows.map(toJournalDocument);
      const lastRow = rows[rows.length - 1];
      after = { day: lastRow.issue_date, id: lastRow.id };
      if (rows.length < BATCH) return;
    }
  }

  /**
   * The documents of the days, then the money paid back to partners on them (few: one batch). A partner's payments,
   * the first and any further one, have no entry: the bank feed matches each to the invoice it pays.
   */
  async *entries(first: string, last: string): AsyncGenerator<JournalDocument[]> {
    yield* this.documents(first, last);
    const refunds = await this.em.fork().getConnection().execute<RefundRow[]>(PARTNER_REFUNDS, [first, last]);
    if (refunds.length > 0) yield refunds.map(toRefundEntry);
  }
}

/** Refunds to partners ('INV-000042-R7') by the day paid, numbered after their invoice. */
const PARTNER_REFUNDS = `
  select f.id, d.document_number, to_char(f.paid_on, 'YYYY-MM-DD') as paid_on, f.amount_pence
    from partner_invoice_refund f join booking_document d on d.id = f.document_id
   where f.paid_on between ?::date and ?::date
   order by f.paid_on, f.id`;

interface RefundRow {
  id: number;
  document_number: string;
  paid_on: string;
  amount_pence: number;
}

function toRefundEntry(row: RefundRow): JournalDocument {
  return {
    id: row.id,
    number: `${row.document_number}-R${row.id}`,
    kind: 'refund_receipt',
    issueDate: row.paid_on,
    bookingReference: null,
    onAccount: true,
    refundToPartner: true,
    vatRatePercent: 0,
    netPence: 0,
    vatPence: 0,
    grossPence: row.amount_pence,
  };
}

function toJournalDocument(row: JournalRow): JournalDocument {
  return {
    id: row.id,
    number: row.document_number,
    kind: row.kind,
    issueDate: row.issue_date,
    bookingReference: row.booking_reference,
    onAccount: row.on_account,
    vatRatePercent: row.vat_rate_percent,
    netPence: row.net_pence,
    vatPence: row.vat_pence,
    grossPence: row.gross_pence,
  };
}
