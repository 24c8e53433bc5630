import { describe, expect, it } from '@jest/globals';
import type { PartnerAccount } from '../auth/index.js';
import type { PartnerMonthBooking } from '../booking/index.js';
import type { LedgerSummary } from '../payments/index.js';
import { monthSpan, partnerStatement, shareOf, withoutVat } from './partner-statement.js';

const partner: PartnerAccount = {
  id: 7,
  userId: 3,
  name: 'Harbour Hotel',
  email: 'h@example.com',
  contactName: 'Hana',
  code: 'HARB0UR',
  sharePercent: 15,
  discountPercent: 0,
  onAccount: true,
  active: true,
  invitationPending: false,
  companyAddress: null,
  vatNumber: null,
};

const booking = (id: number, payment: 'card' | 'account', status: PartnerMonthBooking['status'] = 'confirmed'): PartnerMonthBooking => ({
  id,
  reference: `REF${id}`,
  guestName: 'Gus',
  partnerReference: null,
  confirmedOn: '2027-01-31',
  status,
  payment,
  totalPence: 3645,
});

const paid = (paidPence: number, refundedPence = 0): LedgerSummary => ({
  paidPence,
  paidAtPointPence: 0,
  refundedPence,
  refundPendingPence: 0,
  refundSucceededPence: refundedPence,
  refundFailed: false,
  refunds: [],
});

describe('the partner statement', () => {
  it('spans a month in London days, December into the next year', () => {
    expect(monthSpan('01-2027')).toEqual({ from: '2027-01-01', to: '2027-02-01' });
    expect(monthSpan('12-2026')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
  });

  it('takes VAT at 20 % out and the share of the net, each rounded half up to the penny', () => {
    expect(withoutVat(3645)).toBe(3038); // 3037.5
    expect(withoutVat(120)).toBe(100);
    expect(shareOf(3038, 15)).toBe(456); // 455.7
    expect(shareOf(10, 15)).toBe(2); // 1.5
  });

  it('counts a card booking by the ledger (less refunds), an on-account one by its price as owed, and a cancelled on-account one as nothing', () => {
    const ledger = new Map([[1, paid(3645, 1000)]]);
    const statement = partnerStatement(partner, '01-2027', [booking(1, 'card'), booking(2, 'account'), booking(3, 'account', 'cancelled')], ledger);
    expect(statement.lines.map(({ grossPence, refundedPence, netPence, sharePence, owedPence }) => ({ grossPence, refundedPence, netPence, sharePence, owedPence }))).toEqual([
      { grossPence: 3645, refundedPence: 1000, netPence: 2204, sharePence: 331, owedPence: 0 },
      { grossPence: 3645, refundedPence: 0, netPence: 3038, sharePence: 456, owedPence: 3645 },
      { grossPence: 0, refundedPence: 0, netPence: 0, sharePence: 0, owedPence: 0 },
    ]);
    expect(statement.totals).toEqual({ grossPence: 7290, refundedPence: 1000, netPence: 5242, sharePence: 787, owedPence: 3645 });
    expect(statement.lines[0].confirmedOn).toBe('31-01-2027');
  });
});
