import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DomainError, ValidationFailedError } from '../../shared/errors/domain-error.js';
import { holdTransactionLock } from '../../shared/database/transaction-lock.js';
import type { DocumentRecord } from './booking-document.js';
import { BILLED_NOW, dashed, documentById, dueOf, formatPounds, notFound } from './partner-invoices.service.js';

interface Payment {
  paid_on: string;
  amount_pence: number;
  recorded_by: string;
  recorded_at: Date;
}

/** The credit note a refund settles, or the supplementary invoice a further payment settles: the invoice's latest, and its booking. */
interface LatestAdjustment {
  id: number;
  booking_id: number;
  issue_date: string;
}

const conflict = (code: string, text: string) => new DomainError(`PARTNER.${code}`, 'conflict', text);

/** Work on one invoice's money (its payment, its further payments, its void, its refunds) takes turns: the key PartnerInvoices.recordPayment takes. */
const lockInvoiceMoney = (tx: EntityManager, invoiceId: number) => holdTransactionLock(tx, `partner-invoice-payment:${invoiceId}`);

/**
 * What the admin records after a partner's payment: the payment or a further payment voided (recorded by mistake; the
 * latest first; the reports of its day lose it), a further payment of what a supplementary invoice made still due, and money owed to the partner given back by bank transfer (credit notes
 * issued after it paid). Each once: under the invoice's lock, a second finds it done (409).
 */
@Injectable()
export class PartnerInvoiceSettlements {
  constructor(private readonly em: EntityManager) {}

  /**
   * Voids the invoice's payment, keeping its record and why in partner_invoice_payment_void. 409 when it has none, a
   * further payment after it (voided first, by voidFurtherPayment), or money given back after it.
   */
  async voidPayment(invoiceId: number, reason: string, actor: string): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      await lockInvoiceMoney(tx, invoiceId);
      const invoice = await monthlyInvoice(tx, invoiceId);
      const payment = await paymentOf(tx, invoiceId);
      if (!payment) throw conflict('NO_PAYMENT', 'This invoice has no payment to void.');
      if (await latestFurtherPayment(tx, invoiceId)) throw conflict('FURTHER_PAID', 'A further payment was recorded after this payment: void the further payment first.');
      await keepVoided(tx, invoiceId, payment, reason, actor);
      await unpay(tx, invoiceId);
      return invoice.partnerId!;
    });
  }

  /** Voids the invoice's latest further payment (what it paid is still due again), kept as voidPayment keeps a payment. 409 when it has none. */
  async voidFurtherPayment(invoiceId: number, reason: string, actor: string): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      await lockInvoiceMoney(tx, invoiceId);
      const invoice = await monthlyInvoice(tx, invoiceId);
      const further = await latestFurtherPayment(tx, invoiceId);
      if (!further) throw conflict('NO_FURTHER_PAYMENT', 'This invoice has no further payment to void.');
      await keepVoided(tx, invoiceId, further, reason, actor);
      await tx.execute('delete from partner_invoice_further_payment where id = ?', [further.id]);
      return invoice.partnerId!;
    });
  }

  /**
   * Records the partner's further payment on `paidOn` of what is still due after its payment (supplementary invoices
   * issued since, less credit notes): exactly that amount, once per supplementary invoice that made it due (the
   * latest), so ten at once make one. 409 while the invoice is unpaid or nothing is still due.
   */
  async recordFurtherPayment(invoiceId: number, paidOn: string, amountPence: number, actor: string): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      await lockInvoiceMoney(tx, invoiceId);
      const invoice = await monthlyInvoice(tx, invoiceId);
      const payment = await paymentOf(tx, invoiceId);
      if (!payment) throw conflict('NOT_PAID', "This invoice's payment is not recorded: record the payment of what is due.");
      const supplement = await latestAdjustment(tx, invoiceId, '>');
      const stillDue = -(await balanceOf(tx, invoice, payment));
      if (!supplement || stillDue <= 0) throw conflict('NOTHING_DUE', 'Nothing is still due from the partner on this invoice.');
      const [settled] = await tx.execute('select 1 from partner_invoice_further_payment where settles_supplement_id = ?', [supplement.id]);
      if (settled) throw conflict('FURTHER_RECORDED', 'The further payment of what is still due on this invoice is recorded already.');
      if (amountPence !== stillDue) throw ValidationFailedError.forField('amount', `The amount must be what is still due from the partner: ${formatPounds(stillDue)}.`);
      if (paidOn < supplement.issue_date) throw ValidationFailedError.forField('paidOn', `The date paid cannot be before the supplementary invoice's date, ${dashed(supplement.issue_date)}.`);
      await tx.execute(
        'insert into partner_invoice_further_payment (document_id, settles_supplement_id, booking_id, paid_on, amount_pence, recorded_by) values (?, ?, ?, ?::date, ?, ?)',
        [invoiceId, supplement.id, supplement.booking_id, paidOn, amountPence, actor.slice(0, 120)],
      );
      return invoice.partnerId!;
    });
  }

  /**
   * Records money owed to the partner (paid beyond what is due, less refunds made) given back on `paidOn`, at most
   * what is owed: once per credit note that made it owed (the latest), so ten at once make one refund.
   */
  async recordRefund(invoiceId: number, paidOn: string, amountPence: number, actor: string): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      await lockInvoiceMoney(tx, invoiceId);
      const invoice = await monthlyInvoice(tx, invoiceId);
      const payment = await paymentOf(tx, invoiceId);
      const credit = await latestAdjustment(tx, invoiceId, '<');
      const owed = payment ? await balanceOf(tx, invoice, payment) : 0;
      if (!payment || !credit || owed <= 0) throw conflict('NOTHING_OWED', 'Nothing is owed to the partner on this invoice.');
      const [settled] = await tx.execute('select 1 from partner_invoice_refund where settles_credit_id = ?', [credit.id]);
      if (settled) throw conflict('REFUND_RECORDED', 'The refund of what is owed on this invoice is recorded already.');
      if (amountPence > owed) throw ValidationFailedError.forField('amount', `The amount can be at most what is owed to the partner: ${formatPounds(owed)}.`);
      if (paidOn < payment.paid_on) throw ValidationFailedError.forField('paidOn', `The date paid cannot be before the partner's payment, ${dashed(payment.paid_on)}.`);
      await tx.execute(
        'insert into partner_invoice_refund (document_id, settles_credit_id, booking_id, paid_on, amount_pence, recorded_by) values (?, ?, ?, ?::date, ?, ?)',
        [invoiceId, credit.id, credit.booking_id, paidOn, amountPence, actor.slice(0, 120)],
      );
      return invoice.partnerId!;
    });
  }
}

async function monthlyInvoice(tx: EntityManager, invoiceId: number): Promise<DocumentRecord> {
  const invoice = await documentById(tx, invoiceId);
  if (!invoice || invoice.reason !== 'partner_month') throw notFound();
  return invoice;
}

async function paymentOf(tx: EntityManager, invoiceId: number): Promise<Payment | null> {
  const [row] = await tx.execute<Payment[]>('select paid_on::text as paid_on, amount_pence, recorded_by, recorded_at from partner_invoice_payment where document_id = ?', [invoiceId]);
  return row ?? null;
}

/** The invoice's latest credit note ('<') or supplementary invoice ('>'), and the booking it is of. */
async function latestAdjustment(tx: EntityManager, invoiceId: number, sign: '<' | '>'): Promise<LatestAdjustment | null> {
  const [row] = await tx.execute<LatestAdjustment[]>(
    `select id, coalesce(credited_booking_id, adjusted_booking_id) as booking_id, issue_date::text as issue_date from booking_document
      where refers_to_id = ? and reason in ('cancellation', 'partner_change') and gross_pence ${sign} 0 order by id desc limit 1`,
    [invoiceId],
  );
  return row ?? null;
}

async function latestFurtherPayment(tx: EntityManager, invoiceId: number): Promise<(Payment & { id: number }) | null> {
  const [row] = await tx.execute<(Payment & { id: number })[]>(
    'select id, paid_on::text as paid_on, amount_pence, recorded_by, recorded_at from partner_invoice_further_payment where document_id = ? order by id desc limit 1',
    [invoiceId],
  );
  return row ?? null;
}

/** Paid (the payment and further payments) less due less refunded: owed to the partner when positive, still due from it when negative. */
async function balanceOf(tx: EntityManager, invoice: DocumentRecord, payment: Payment): Promise<number> {
  const [row] = await tx.execute<{ further: number; refunded: number }[]>(
    `select (select coalesce(sum(amount_pence), 0)::int from partner_invoice_further_payment where document_id = ?) as further,
            (select coalesce(sum(amount_pence), 0)::int from partner_invoice_refund where document_id = ?) as refunded`,
    [invoice.id, invoice.id],
  );
  return payment.amount_pence + row.further - (await dueOf(tx, invoice)) - row.refunded;
}

/**
 * The payment's (or further payment's, with its id) record, who voids it and why, into partner_invoice_payment_void;
 * 409 when money was given back to the partner after it (the refund would be left without the payment it returned).
 */
async function keepVoided(tx: EntityManager, invoiceId: number, payment: Payment | (Payment & { id: number }), reason: string, actor: string): Promise<void> {
  const [refund] = await tx.execute('select 1 from partner_invoice_refund where document_id = ? and recorded_at >= ? limit 1', [invoiceId, payment.recorded_at]);
  if (refund) throw conflict('REFUNDED', 'Money was given back to the partner after this payment: its payment cannot be voided.');
  await tx.execute(
    `insert into partner_invoice_payment_void (document_id, paid_on, amount_pence, recorded_by, recorded_at, voided_by, reason, further) values (?, ?::date, ?, ?, ?, ?, ?, ?)`,
    [invoiceId, payment.paid_on, payment.amount_pence, payment.recorded_by, payment.recorded_at, actor.slice(0, 120), reason, 'id' in payment],
  );
}

/** The invoice unpaid again: its bookings count again when it is paid, for what each is billed then; the rollup marks the day paid stale. */
async function unpay(tx: EntityManager, invoiceId: number): Promise<void> {
  await tx.execute('delete from partner_invoice_payment where document_id = ?', [invoiceId]);
  await tx.execute(`update partner_invoice_booking i set paid_on = null, gross_pence = ${BILLED_NOW} where i.document_id = ?`, [invoiceId]);
}
