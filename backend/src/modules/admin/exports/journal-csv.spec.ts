import { describe, expect, it } from '@jest/globals';
import type { JournalDocument } from '../../invoicing/index.js';
import { entryOf } from './journal-csv.js';

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

describe('a journal entry', () => {
  it("posts a card payment's invoice to the card clearing account and a partner's monthly invoice to trade debtors, balanced", () => {
    expect(entryOf(document(false, 3645), 'xero').map((line) => [line.account, line.pence])).toEqual([
      ['877', 3645],
      ['200', -3037],
      ['820', -608],
    ]);
    const monthly = entryOf(document(true, 7290), 'quickbooks');
    expect(monthly.map((line) => [line.account, line.pence])).toEqual([
      ['Accounts Receivable (A/R)', 7290],
      ['Sales', -6075],
      ['VAT Control', -1215],
    ]);
    expect(monthly.reduce((sum, line) => sum + line.pence, 0)).toBe(0);
  });
});
