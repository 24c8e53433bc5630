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

/** The credit note a refund settles: the invoice's latest, and the booking it credits. */
interface LatestCredit {
  id: number;
  booking_id: number;
}

const conflict = (code: string, text: string) => new DomainError(`PARTNER.${code}`, 'conflict', text);

/** Work on one invoice's money (its payment, its void, its refunds) takes turns: the key PartnerInvoices.recordPayment takes. */
const lockInvoiceMoney = (tx: EntityManager, invoiceId: number) => holdTransactionLock(tx, `partner-invoice-payment:${invoiceId}`);

/**
 * What the admin records after a partner's payment: the payment voided (recorded by mistake; the invoice is unpaid
 * again and the reports of its day lose it), and money owed to the partner given back by bank transfer (credit notes
 * issued after it paid). Each once: under the invoice's lock, a second finds it done (409).
 */
@Injectable()
export class PartnerInvoiceSettlements {
  constructor(private readonly em: EntityManager) {}

  /** Voids the invoice's payment, keeping its record and why in partner_invoice_payment_void. 409 when it has none. */
  async voidPayment(invoiceId: number, reason: string, actor: string): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      await lockInvoiceMoney(tx, invoiceId);
      const invoice = await monthlyInvoice(tx, invoiceId);
      const payment = await paymentOf(tx, invoiceId);
      if (!payment) throw conflict('NO_PAYMENT', 'This invoice has no payment to void.');
      const [refund] = await tx.execute('select 1 from partner_invoice_refund where document_id = ? limit 1', [invoiceId]);
      if (refund) throw conflict('REFUNDED', 'Money was given back to the partner after this payment: its payment cannot be voided.');
      await tx.execute(
        `insert into partner_invoice_payment_void (document_id, paid_on, amount_pence, recorded_by, recorded_at, voided_by, reason) values (?, ?::date, ?, ?, ?, ?, ?)`,
        [invoiceId, payment.paid_on, payment.amount_pence, payment.recorded_by, payment.recorded_at, actor.slice(0, 120), reason],
      );
      await tx.execute('delete from partner_invoice_payment where document_id = ?', [invoiceId]);
      // The bookings count again when it is paid, for what each is billed then; the rollup marks the day paid stale.
      await tx.execute(`update partner_invoice_booking i set paid_on = null, gross_pence = ${BILLED_NOW} where i.document_id = ?`, [invoiceId]);
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
      const credit = await latestCredit(tx, invoiceId);
      const owed = payment ? payment.amount_pence - (await dueOf(tx, invoice)) - (await refundedOf(tx, invoiceId)) : 0;
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

async function latestCredit(tx: EntityManager, invoiceId: number): Promise<LatestCredit | null> {
  const [row] = await tx.execute<LatestCredit[]>(
    `select id, coalesce(credited_booking_id, adjusted_booking_id) as booking_id from booking_document
      where refers_to_id = ? and reason in ('cancellation', 'partner_change') and gross_pence < 0 order by id desc limit 1`,
    [invoiceId],
  );
  return row ?? null;
}

async function refundedOf(tx: EntityManager, invoiceId: number): Promise<number> {
  const [row] = await tx.execute<{ refunded: number }[]>('select coalesce(sum(amount_pence), 0)::int as refunded from partner_invoice_refund where document_id = ?', [invoiceId]);
  return row.refunded;
}
