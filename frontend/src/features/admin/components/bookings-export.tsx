import { addDays, type AdminBookingQuery, type CalendarDate, formatDashed, latestCollectionDate, parseDayMonthYear, todayInLondon } from '@luggage/contracts';
import { useState } from 'react';
import { DateField } from '../../../components/date-picker/date-field';
import { useApiData } from '../../../lib/use-api-data';
import { bookingsCsvUrl, bookingsExportSummary } from '../api/bookings';
import { type BookingFilters, toQuery } from '../hooks/use-booking-filters';

/** As far back as the filters' day picker goes. */
const EXPORT_DAYS_BACK = 730;

const bookingsWord = (count: number) => `${count.toLocaleString('en-GB')} booking${count === 1 ? '' : 's'}`;

/**
 * The CSV of the page's filters over a range of collection days (the filtered day by default, or every date), with
 * how many bookings the file holds counted before it is downloaded: the file is never cut short.
 */
export function BookingsExport({ filters }: { filters: BookingFilters }) {
  // A new filter (from the address) starts the range afresh.
  return <ExportForm key={filters.date} filters={filters} />;
}

function ExportForm({ filters }: { filters: BookingFilters }) {
  const day = filters.date === 'all' ? null : parseDayMonthYear(filters.date);
  const [from, setFrom] = useState<CalendarDate | null>(day);
  const [to, setTo] = useState<CalendarDate | null>(day);
  const today = todayInLondon();
  const ranged = from !== null || to !== null;
  const query: AdminBookingQuery = {
    ...toQuery(filters),
    date: ranged ? undefined : 'all',
    from: from ? formatDashed(from) : undefined,
    to: to ? formatDashed(to) : undefined,
  };
  const key = JSON.stringify(query);
  const summary = useApiData((signal) => bookingsExportSummary(query, signal), key);
  const problems = summary.error ? Object.values(summary.error.errors).flat() : [];
  return (
    <section className="admin-export" aria-labelledby="admin-export-heading">
      <h2 id="admin-export-heading">Export</h2>
      <div className="admin-export__range">
        <DateField label="From" value={from} min={addDays(today, -EXPORT_DAYS_BACK)} max={latestCollectionDate()} onChoose={setFrom} onUnset={() => setFrom(null)} />
        <DateField label="To" value={to} min={addDays(today, -EXPORT_DAYS_BACK)} max={latestCollectionDate()} onChoose={setTo} onUnset={() => setTo(null)} />
      </div>
      <p role="status" className="admin-export__count">
        {summary.data && !summary.loading && `The file holds ${bookingsWord(summary.data.rows)}${ranged ? '' : ' (every date)'}.`}
      </p>
      {summary.error && <p className="admin-message admin-message--error">{problems.length > 0 ? problems.join(' ') : summary.error.message}</p>}
      {summary.data && !summary.error && (
        <a className="btn btn--ghost btn--sm" href={bookingsCsvUrl(query)} download={summary.data.filename}>
          Download CSV ({bookingsWord(summary.data.rows)})
        </a>
      )}
    </section>
  );
}
