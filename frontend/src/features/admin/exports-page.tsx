import { addDays, type CalendarDate, compareDates, formatDashed, todayInLondon } from '@luggage/contracts';
import { useState } from 'react';
import { DateField } from '../../components/date-picker/date-field';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { getJournalAccounts } from './api/settings';
import { JournalAccountsForm } from './components/journal-accounts-form';

/** As the server allows: a year's days, leap or not. */
const MAX_SPAN_DAYS = 366;
/** As far back as the day pickers go. */
const DAYS_BACK = 3 * 365;

const exportUrl = (file: string, from: CalendarDate, to: CalendarDate, extra: Record<string, string> = {}) =>
  `/api/admin/exports/${file}?${new URLSearchParams({ from: formatDashed(from), to: formatDashed(to), ...extra }).toString()}`;

/** A span the server takes, or why not. */
function rangeProblem(from: CalendarDate, to: CalendarDate): string | null {
  if (compareDates(from, to) > 0) return 'The end date must not be before the start date.';
  if (compareDates(addDays(from, MAX_SPAN_DAYS - 1), to) < 0) return `The dates must span at most ${MAX_SPAN_DAYS} days.`;
  return null;
}

/** The bookkeeper's files for a range of days (this month so far to start with), each a streamed CSV download. */
export function ExportsPage() {
  usePageTitle('Exports');
  const today = todayInLondon();
  const [from, setFrom] = useState<CalendarDate>({ ...today, day: 1 });
  const [to, setTo] = useState<CalendarDate>(today);
  const problem = rangeProblem(from, to);
  const accounts = useApiData(getJournalAccounts, 'journal-accounts');
  const posted = accounts.data;
  return (
    <>
    <div className="admin-card">
      <h1 className="admin-card__title">Exports</h1>
      <p className="admin-card__intro">Files for the bookkeeper, for a range of days.</p>
      <div className="admin-export__range">
        <DateField label="From" value={from} min={addDays(today, -DAYS_BACK)} max={today} onChoose={setFrom} />
        <DateField label="To" value={to} min={addDays(today, -DAYS_BACK)} max={today} onChoose={setTo} />
      </div>
      {problem && <p className="admin-message admin-message--error">{problem}</p>}
      {!problem && (
        <ul className="admin-exports">
          <li>
            <a className="btn btn--ghost btn--sm" href={exportUrl('journal.csv', from, to, { layout: 'xero' })} download>
              Journal for Xero (CSV)
            </a>{' '}
            <a className="btn btn--ghost btn--sm" href={exportUrl('journal.csv', from, to, { layout: 'quickbooks' })} download>
              Journal for QuickBooks (CSV)
            </a>
            <p className="admin-muted">
              The invoices, credit notes and receipts issued in the range, each a balanced entry: the gross to card payments clearing (a partner&apos;s monthly invoice:
              to trade debtors), the net to sales and the VAT to VAT
              {posted &&
                ` (Xero ${posted.xeroClearing} or ${posted.xeroDebtors}, ${posted.xeroSales}, ${posted.xeroVat}; QuickBooks ${posted.quickbooksClearing} or ${posted.quickbooksDebtors}, ${posted.quickbooksSales}, ${posted.quickbooksVat})`}
              .
            </p>
          </li>
          <li>
            <a className="btn btn--ghost btn--sm" href={exportUrl('payouts.csv', from, to)} download>
              Payouts reconciliation (CSV)
            </a>
            <p className="admin-muted">With Stripe: each payout&apos;s charges, refunds and fees matched to bookings, and what does not match. Offline: the payments and refunds of the range.</p>
          </li>
        </ul>
      )}
    </div>
    <div className="admin-card">
      <h2 className="admin-card__title">Journal accounts</h2>
      <p className="admin-card__intro">The accounts of your bookkeeping the journal files post to: Xero&apos;s by code, QuickBooks&apos; by name.</p>
      {posted ? (
        <JournalAccountsForm initial={posted} />
      ) : accounts.loading && !accounts.error ? (
        <PageSpinner label="Loading the journal accounts…" />
      ) : (
        <div role="alert" className="admin-form">
          <p className="admin-message admin-message--error">{accounts.error?.message ?? 'The journal accounts could not be loaded.'}</p>
          <Button onClick={accounts.reload}>Try again</Button>
        </div>
      )}
    </div>
    </>
  );
}
