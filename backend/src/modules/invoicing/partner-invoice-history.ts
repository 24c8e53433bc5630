import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDashed, parseIso, type PartnerPaymentVoidView } from '@luggage/contracts';
import { DOCUMENT_COLUMNS, DOCUMENT_FROM, type DocumentRecord, type DocumentRow, toDocumentRecord } from './booking-document.js';

/** What happened to a monthly invoice after it was issued: its bookings' credit notes and supplementary invoices, refunds, voided payments. */
export interface InvoiceSettlement {
  adjustments: DocumentRecord[];
  refunds: { paidOn: string; amountPence: number }[];
  voids: PartnerPaymentVoidView[];
}

type Settled = { adjustments: DocumentRecord[]; refunds: { document_id: number; paid_on: string; amount_pence: number }[]; voids: (VoidRow & { document_id: number })[] };

interface VoidRow {
  paid_on: string;
  amount_pence: number;
  voided_on: string;
  voided_by: string;
  reason: string;
}

const dashed = (iso: string): string => formatDashed(parseIso(iso)!);

/** Every partner invoice's later documents, refunds and voids, in three statements. */
export async function settledMoneyOf(em: Pick<EntityManager, 'execute'>, partnerId: number): Promise<Settled> {
  const [adjustments, refunds, voids] = await Promise.all([
    em.execute<DocumentRow[]>(`select ${DOCUMENT_COLUMNS} from ${DOCUMENT_FROM} where d.partner_id = ? and d.reason in ('cancellation', 'partner_change') order by d.id`, [partnerId]),
    em.execute<Settled['refunds']>(
      `select f.document_id, f.paid_on::text as paid_on, f.amount_pence from partner_invoice_refund f join booking_document d on d.id = f.document_id where d.partner_id = ? order by f.id`,
      [partnerId],
    ),
    em.execute<Settled['voids']>(
      `select v.document_id, v.paid_on::text as paid_on, v.amount_pence, to_char(v.voided_at at time zone 'Europe/London', 'YYYY-MM-DD') as voided_on, v.voided_by, v.reason
         from partner_invoice_payment_void v join booking_document d on d.id = v.document_id where d.partner_id = ? order by v.id`,
      [partnerId],
    ),
  ]);
  return { adjustments: adjustments.map(toDocumentRecord), refunds, voids };
}

/** One invoice's share of `settledMoneyOf`. */
export function settledOf(settled: Settled, invoiceId: number): InvoiceSettlement {
  return {
    adjustments: settled.adjustments.filter((document) => document.refersToId === invoiceId),
    refunds: settled.refunds.filter((refund) => refund.document_id === invoiceId).map((refund) => ({ paidOn: refund.paid_on, amountPence: refund.amount_pence })),
    voids: settled.voids
      .filter((row) => row.document_id === invoiceId)
      .map((row) => ({ paidOn: dashed(row.paid_on), amountPence: row.amount_pence, voidedOn: dashed(row.voided_on), voidedBy: row.voided_by, reason: row.reason })),
  };
}
