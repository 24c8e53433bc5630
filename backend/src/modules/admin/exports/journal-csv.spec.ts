import { describe, expect, it } from '@jest/globals';
import { DEFAULT_JOURNAL_ACCOUNTS } from '@luggage/contracts';
import { entryOf, layoutAccounts } from './journal-csv.js';

const invoice = { id: 1, number: 'INV-000001', kind: 'invoice' as const, issueDate: '2026-11-29', bookingReference: 'ABC123', vatRatePercent: 20, netPence: 3038, vatPence: 607, grossPence: 3645 };
const ours = { ...DEFAULT_JOURNAL_ACCOUNTS, xeroClearing: '610', quickbooksVat: 'VAT Payable' };

describe(layoutAccounts.name, () => {
  it('gives each layout its own three accounts, as the admin set them', () => {
    expect(layoutAccounts(ours, 'xero')).toEqual({ clearing: '610', sales: '200', vat: '820' });
    expect(layoutAccounts(ours, 'quickbooks')).toEqual({ clearing: 'Undeposited Funds', sales: 'Sales', vat: 'VAT Payable' });
  });
});

describe(entryOf.name, () => {
  it('posts the gross, net and VAT to those accounts, balanced, leaving out a line of nothing', () => {
    expect(entryOf(invoice, layoutAccounts(ours, 'xero')).map(({ account, pence }) => [account, pence])).toEqual([
      ['610', 3645],
      ['200', -3038],
      ['820', -607],
    ]);
    expect(entryOf({ ...invoice, kind: 'receipt', netPence: 3645, vatPence: 0, vatRatePercent: 0 }, layoutAccounts(ours, 'quickbooks')).map(({ account }) => account)).toEqual([
      'Undeposited Funds',
      'Sales',
    ]);
  });
});
