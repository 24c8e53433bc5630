import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDashed, parseIso, type PartnerPaymentVoidView } from '@luggage/contracts';
import { DOCUMENT_COLUMNS, DOCUMENT_FROM, type DocumentRecord, type DocumentRow, toDocumentRecord } from './booking-document.js';

/** What happened to a monthly invoice after it was issued: its bookings' credit notes and supplementary invoices, further payments, refunds, voided payments. */
export interface InvoiceSettlement {
  adjustments: DocumentRecord[];
  furtherPayments: { paidOn: string; amountPence: number }[];
  refunds: { paidOn: string; amountPence: number }[];
  voids: PartnerPaymentVoidView[];
}

type MoneyRow = { document_id: number; paid_on: string; amount_pence: number };
type Settled = { adjustments: DocumentRecord[]; furtherPayments: MoneyRow[]; refunds: MoneyRow[]; voids: (VoidRow & { document_id: number })[] };

interface VoidRow {
  paid_on: string;
  amount_pence: number;
  voided_on: string;
  voided_by: string;
  reason: string;
  further: boolean;
}

const dashed = (iso: string): string => formatDashed(parseIso(iso)!);

/** Every partner invoice's later documents, further payments, refunds and voids, in four statements. */
export async function settledMoneyOf(em: Pick<EntityManager, 'execute'>, partnerId: number): Promise<Settled> {
  const [adjustments, furtherPayments, refunds, voids] = await Promise.all([
    em.execute<DocumentRow[]>(`select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.partner_id = ? and d.reason in ('cancellation', 'partner_change') order by d.id`, [partnerId]),
    moneyRows(em, 'partner_invoice_further_payment', partnerId),
    moneyRows(em, 'partner_invoice_refund', partnerId),
    em.execute<Settled['voids']>(
      `select v.document_id, v.paid_on::text as paid_on, v.amount_pence, to_char(v.voided_at at time zone 'Europe/London', 'YYYY-MM-DD') as voided_on, v.voided_by, v.reason, v.further
         from partner_invoice_payment_void v join booking_document d on d.id = v.document_id where d.partner_id = ? order by v.id`,
      [partnerId],
    ),
  ]);
  return { adjustments: adjustments.map(toDocumentRecord), furtherPayments, refunds, voids };
}

/** The partner's further payments or refunds, oldest first. */
function moneyRows(em: Pick<EntityManager, 'execute'>, table: 'partner_invoice_further_payment' | 'partner_invoice_refund', partnerId: number): Promise<MoneyRow[]> {
  return em.execute<MoneyRow[]>(
    `select f.document_id, f.paid_on::text as paid_on, f.amount_pence from ${table} f join booking_document d on d.id = f.document_id where d.partner_id = ? order by f.id`,
    [partnerId],
  );
}

/** One invoice's share of `settledMoneyOf`. */
export function settledOf(settled: Settled, invoiceId: number): InvoiceSettlement {
  return {
    adjustments: settled.adjustments.filter((document) => document.refersToId === invoiceId),
    furtherPayments: moneyOf(settled.furtherPayments, invoiceId),
    refunds: moneyOf(settled.refunds, invoiceId),
    voids: settled.voids
      .filter((row) => row.document_id === invoiceId)
      .map((row) => ({ paidOn: dashed(row.paid_on), amountPence: row.amount_pence, voidedOn: dashed(row.voided_on), voidedBy: row.voided_by, reason: row.reason, further: row.further })),
  };
}

const moneyOf = (rows: MoneyRow[], invoiceId: number) =>
  rows.filter((row) => row.document_id === invoiceId).map((row) => ({ paidOn: row.paid_on, amountPence: row.amount_pence }));
