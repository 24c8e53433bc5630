import { type DocumentLine, documentLine, type Message, type PriceAmounts, priceLines, priceLineTerm, vatOfGross } from '@luggage/contracts';

/** Words of a line in the document's language. */
export type Say = (message: Message) => string;

/** What a payment was for: the booking's first payment, or the difference of a dearer change. */
export interface PaymentForLines {
  purpose: 'booking' | 'change';
  amountPence: number;
}

/**
 * An invoice's lines for one payment, gross (prices include VAT), each split at `ratePercent`.
 * The booking's first payment: the booking's stored price lines (storage at full price, its discount as a negative
 * line, each leg's fee; a discount of another kind that the price lines carry comes with them). When they no longer
 * add up to what was paid (the booking was changed before its invoice was issued), or for a change's difference, one
 * line of the amount paid.
 */
export function invoiceLines(say: Say, amounts: PriceAmounts, payment: PaymentForLines, ratePercent: number): DocumentLine[] {
  if (payment.purpose === 'booking') {
    const lines = bookingLines(say, amounts, ratePercent);
    if (lines.reduce((sum, line) => sum + line.grossPence, 0) === payment.amountPence) return withPaymentVat(lines, payment.amountPence, ratePercent);
  }
  const description = say({ key: payment.purpose === 'booking' ? 'documents:line.storage' : 'documents:line.change' });
  return [documentLine(description, payment.amountPence, ratePercent)];
}

/**
 * The lines with the VAT of the whole payment: each line's own rounding could add up to a penny or two more or less
 * than the VAT inside the amount paid, which the reports and the refunds' credit notes reckon with. The difference
 * goes to the largest line, so the document's VAT is exactly the payment's.
 */
function withPaymentVat(lines: DocumentLine[], grossPence: number, ratePercent: number): DocumentLine[] {
  const difference = vatOfGross(grossPence, ratePercent) - lines.reduce((sum, line) => sum + line.vatPence, 0);
  if (difference === 0) return lines;
  const largest = lines.reduce((best, line, i) => (Math.abs(line.grossPence) > Math.abs(lines[best].grossPence) ? i : best), 0);
  return lines.map((line, i) => (i === largest ? { ...line, vatPence: line.vatPence + difference, netPence: line.netPence - difference } : line));
}

function bookingLines(say: Say, amounts: PriceAmounts, ratePercent: number): DocumentLine[] {
  const priced = priceLines(amounts).filter((line) => line.kind !== 'total');
  if (priced.length === 0) return [documentLine(say({ key: 'documents:line.storage' }), amounts.totalPence, ratePercent)];
  return priced.map((line) => documentLine(say(priceLineTerm(line)), line.kind === 'discount' ? -line.pence : line.pence, ratePercent));
}

/** An invoice's lines split again at a rate (a reissue), the VAT of their whole again carried by the largest. */
export function linesAtRate(lines: readonly DocumentLine[], ratePercent: number): DocumentLine[] {
  const split = lines.map((line) => documentLine(line.description, line.grossPence, ratePercent));
  return withPaymentVat(split, split.reduce((sum, line) => sum + line.grossPence, 0), ratePercent);
}

/** A refund's credit note: one negative line of the amount given back, at the invoice's rate. */
export function refundLines(say: Say, amountPence: number, ratePercent: number): DocumentLine[] {
  return [documentLine(say({ key: 'documents:line.refund' }), -amountPence, ratePercent)];
}

/** The credit note that cancels an invoice: its lines negated, to the penny. */
export function cancellingLines(lines: readonly DocumentLine[]): DocumentLine[] {
  return lines.map((line) => ({ ...line, netPence: -line.netPence + 0, vatPence: -line.vatPence + 0, grossPence: -line.grossPence + 0 }));
}
