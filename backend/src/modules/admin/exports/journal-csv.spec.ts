import { describe, expect, it } from '@jest/globals';
import { DEFAULT_JOURNAL_ACCOUNTS } from '@luggage/contracts';
import type { JournalDocument } from '../../invoicing/index.js';
import { entryOf, layoutAccounts } from './journal-csv.js';

const document = (onAccount: boolean, grossPence: number): JournalDocument => ({
  id: 1,
  number: 'INV-000001',
  kind: 'invoice',
  issueDate: '2027-02-01',
  bookingReference: onAccount ? null : 'AB12CD34',
  onAccount,
  vatRatePercent: 20,
  netPence: grossPence - Math.round(grossPence / 6),
  vatPence: Math.round(grossPence / 6),
  grossPence,
});
const ours = { ...DEFAULT_JOURNAL_ACCOUNTS, xeroClearing: '611', quickbooksDebtors: 'Debtors', quickbooksVat: 'VAT Payable' };

describe(layoutAccounts.name, () => {
  it('gives each layout the accounts the admin set', () => {
    expect(layoutAccounts(ours, 'xero')).toEqual({ clearing: '611', debtors: '610', sales: '200', vat: '820' });
    expect(layoutAccounts(ours, 'quickbooks')).toEqual({ clearing: 'Undeposited Funds', debtors: 'Debtors', sales: 'Sales', vat: 'VAT Payable' });
  });
});

describe(entryOf.name, () => {
  it('posts money paid back to a partner from trade debtors against the clearing account, with no sales or VAT', () => {
    const refund: JournalDocument = { ...document(true, 3645), number: 'INV-000001-R1', refundToPartner: true, netPence: 0, vatPence: 0 };
    expect(entryOf(refund, layoutAccounts(ours, 'xero')).map((line) => [line.account, line.pence])).toEqual([
      ['610', 3645],
      ['611', -3645],
    ]);
  });

  it("posts a card payment's invoice to the card clearing account and a partner's monthly invoice to trade debtors, balanced", () => {
    expect(entryOf(document(false, 3645), layoutAccounts(ours, 'xero')).map((line) => [line.account, line.pence])).toEqual([
      ['611', 3645],
      ['200', -3037],
      ['820', -608],
    ]);
    const monthly = entryOf(document(true, 7290), layoutAccounts(ours, 'quickbooks'));
    expect(monthly.map((line) => [line.account, line.pence])).toEqual([
      ['Debtors', 7290],
      ['Sales', -6075],
      ['VAT Payable', -1215],
    ]);
    expect(monthly.reduce((sum, line) => sum + line.pence, 0)).toBe(0);
  });

  it('leaves out a line of nothing: a receipt has no VAT line', () => {
    const receipt = { ...document(false, 3645), kind: 'receipt' as const, netPence: 3645, vatPence: 0, vatRatePercent: 0 };
    expect(entryOf(receipt, layoutAccounts(ours, 'quickbooks')).map(({ account }) => account)).toEqual(['Undeposited Funds', 'Sales']);
  });
});
