import { Readable } from 'node:stream';
import type { JournalAccounts } from '@luggage/contracts';
import type { JournalDocument } from '../../invoicing/index.js';
import { type CsvCell, csvHeader, csvLines, pounds } from '../csv.js';

export const JOURNAL_LAYOUTS = ['xero', 'quickbooks'] as const;
export type JournalLayout = (typeof JOURNAL_LAYOUTS)[number];

/** A layout's accounts, as the admin set them (JournalAccounts). */
interface LayoutAccounts {
  clearing: string;
  debtors: string;
  sales: string;
  vat: string;
}

/**
 * The accounts each document's entry posts to: card money owed to us (cleared by the payouts), or a partner's monthly
 * invoice owed by the partner (trade debtors, cleared when its bank transfer is matched to the invoice), sales, and the
 * VAT we owe, in the layout's chart (Xero's by code, QuickBooks Online's by name), as the admin set them.
 */
export function layoutAccounts(accounts: JournalAccounts, layout: JournalLayout): LayoutAccounts {
  if (layout === 'xero') return { clearing: accounts.xeroClearing, debtors: accounts.xeroDebtors, sales: accounts.xeroSales, vat: accounts.xeroVat };
  return { clearing: accounts.quickbooksClearing, debtors: accounts.quickbooksDebtors, sales: accounts.quickbooksSales, vat: accounts.quickbooksVat };
}

const HEADERS: Record<JournalLayout, string[]> = {
  // Xero's manual journal import: a positive amount is a debit, a negative one a credit; lines of one narration and date balance.
  xero: ['*Narration', '*Date', 'Description', '*AccountCode', '*TaxRate', '*Amount'],
  // QuickBooks Online's journal entry import: lines of one journal number balance.
  quickbooks: ['Journal No', 'Journal Date', 'Account Name', 'Debits', 'Credits', 'Description'],
};

interface EntryLine {
  account: string;
  /** Positive: a debit; negative: a credit. */
  pence: number;
  what: string;
}

/**
 * A document as a balanced entry: the gross owed by the card provider (or, on account, by the partner) against the
 * net sold and the VAT inside it, each the document's own figure (a credit note's are negative, so its entry runs the
 * other way). Lines of nothing are left out.
 */
export function entryOf(document: JournalDocument, accounts: LayoutAccounts): EntryLine[] {
  if (document.refundToPartner) return refundToPartnerEntry(document, accounts);
  const owed = document.onAccount ? { account: accounts.debtors, what: 'Owed by the partner' } : { account: accounts.clearing, what: 'Card payments' };
  const lines: EntryLine[] = [
    { account: owed.account, pence: document.grossPence, what: owed.what },
    { account: accounts.sales, pence: -document.netPence, what: 'Luggage storage and delivery' },
    { account: accounts.vat, pence: -document.vatPence, what: `VAT at ${document.vatRatePercent}%` },
  ];
  return lines.filter((line) => line.pence !== 0);
}

/**
 * Money owed to a partner (credit notes after it paid) paid back by bank transfer: what the partner was owed back
 * debited to trade debtors (its credit balance cleared), credited to the clearing account the bank line is matched to.
 */
function refundToPartnerEntry(document: JournalDocument, accounts: LayoutAccounts): EntryLine[] {
  return [
    { account: accounts.debtors, pence: document.grossPence, what: 'Paid back to the partner' },
    { account: accounts.clearing, pence: -document.grossPence, what: 'Bank transfer to the partner' },
  ];
}

/** 2026-11-29 -> 29/11/2026: the UK date both importers read. */
const slashed = (iso: string): string => iso.split('-').reverse().join('/');

function rowOf(document: JournalDocument, line: EntryLine, layout: JournalLayout): CsvCell[] {
  const description = document.bookingReference ? `${line.what} ${document.number} (booking ${document.bookingReference})` : `${line.what} ${document.number} (monthly invoice)`;
  const narration = document.bookingReference ? `${document.number} ${document.bookingReference}` : document.number;
  if (layout === 'xero') return [narration, slashed(document.issueDate), description, line.account, 'No VAT', pounds(line.pence)];
  return [document.number, slashed(document.issueDate), line.account, line.pence > 0 ? pounds(line.pence) : null, line.pence < 0 ? pounds(-line.pence) : null, description];
}

/** The journal of the documents as a streamed CSV in the layout asked for. */
export function journalCsv(documents: AsyncIterable<JournalDocument[]>, layout: JournalLayout, accounts: JournalAccounts): Readable {
  const posted = layoutAccounts(accounts, layout);
  return Readable.from(
    (async function* () {
      yield csvHeader(HEADERS[layout]);
      for await (const batch of documents) yield csvLines(batch.flatMap((document) => entryOf(document, posted).map((line) => rowOf(document, line, layout))));
    })(),
  );
}
