import { PARTNER_STATEMENT_VAT_PERCENT, type PartnerStatement, type PartnerStatementLine } from '@luggage/contracts';
import type { PartnerAccount } from '../auth/index.js';
import type { PartnerMonthBooking } from '../booking/index.js';
import type { LedgerSummary } from '../payments/index.js';

/** A month 'MM-YYYY' as the London days [from, to) it spans, 'YYYY-MM-DD'. */
export function monthSpan(month: string): { from: string; to: string } {
  const [mm, yyyy] = month.split('-').map(Number);
  const next = mm === 12 ? { y: yyyy + 1, m: 1 } : { y: yyyy, m: mm + 1 };
  const day = (y: number, m: number) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
  return { from: day(yyyy, mm), to: day(next.y, next.m) };
}

/** Without VAT, rounded half up to the penny: prices include VAT at PARTNER_STATEMENT_VAT_PERCENT. */
export const withoutVat = (pence: number): number => Math.round((pence * 100) / (100 + PARTNER_STATEMENT_VAT_PERCENT));

/** `percent` of `pence`, rounded half up to the penny. */
export const shareOf = (pence: number, percent: number): number => Math.round((pence * percent) / 100);

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('-');

/**
 * One booking's line. By card: the ledger's payments (gross) and refunds (made or under way). On account: its price,
 * owed by the partner, with no ledger rows (nothing was charged), and nothing once cancelled. The net is gross less
 * refunds without VAT; the partner's share is its percentage of that.
 */
export function statementLine(booking: PartnerMonthBooking, money: LedgerSummary | undefined, sharePercent: number): PartnerStatementLine {
  const onAccount = booking.payment === 'account';
  const grossPence = onAccount ? (booking.status === 'cancelled' ? 0 : booking.totalPence) : (money?.paidPence ?? 0);
  const refundedPence = onAccount ? 0 : (money?.refundedPence ?? 0);
  const netPence = withoutVat(grossPence - refundedPence);
  return {
    reference: booking.reference,
    guestName: booking.guestName,
    partnerReference: booking.partnerReference,
    confirmedOn: ddmmyyyy(booking.confirmedOn),
    status: booking.status,
    payment: booking.payment,
    grossPence,
    refundedPence,
    netPence,
    sharePence: shareOf(netPence, sharePercent),
    owedPence: onAccount ? grossPence : 0,
  };
}

/** The month's statement: its lines and their sums (each line rounded first, so the totals add up line by line). */
export function partnerStatement(partner: PartnerAccount, month: string, bookings: PartnerMonthBooking[], ledger: Map<number, LedgerSummary>): PartnerStatement {
  const lines = bookings.map((booking) => statementLine(booking, ledger.get(booking.id), partner.sharePercent));
  const sum = (pick: (line: PartnerStatementLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    partner: { id: partner.id, name: partner.name, code: partner.code, sharePercent: partner.sharePercent },
    month,
    vatPercent: PARTNER_STATEMENT_VAT_PERCENT,
    lines,
    totals: {
      grossPence: sum((line) => line.grossPence),
      refundedPence: sum((line) => line.refundedPence),
      netPence: sum((line) => line.netPence),
      sharePence: sum((line) => line.sharePence),
      owedPence: sum((line) => line.owedPence),
    },
  };
}
