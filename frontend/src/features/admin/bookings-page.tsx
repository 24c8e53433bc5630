import type { AdminBookingRow } from '@luggage/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type DayListCursors, DayListsPager, PointDay } from '../../components/day-lists/day-lists';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { listBookings } from './api/bookings';
import { getCities } from './api/catalog';
import { getDayLists } from './api/operations';
import { BookingFiltersForm } from './components/booking-filters-form';
import { BookingsExport } from './components/bookings-export';
import { type Column, DataTable } from './components/data-table';
import { BookingFlags, StatusBadge } from './components/status-badge';
import { type BookingFilters, toQuery, useBookingFilters } from './hooks/use-booking-filters';
import { pounds, readableDate } from './lib/format';

/** 'Same day 11:00–17:00' for a same-day stay, '2 nights' for a stay of nights. */
const stayText = (b: AdminBookingRow): string => (b.pickUpTime !== undefined ? `Same day ${b.location.time}–${b.pickUpTime}` : `${b.nights} night${b.nights === 1 ? '' : 's'}`);

const columns: Column<AdminBookingRow>[] = [
  { header: 'Time', cell: (b) => b.location.time },
  {
    header: 'Reference',
    cell: (b) => (
      <Link to={`/admin-dashboard/bookings/${b.reference}`} className="admin-link admin-reference">
        {b.reference}
      </Link>
    ),
  },
  { header: 'Name', cell: (b) => b.fullName },
  { header: 'Collection point', cell: (b) => b.location.name },
  { header: 'Stay', cell: stayText },
  { header: 'Bags', kind: 'num', cell: (b) => b.bags },
  { header: 'Paid', kind: 'num', cell: (b) => pounds(b.paid) },
  { header: 'Refunded', kind: 'num', cell: (b) => pounds(b.refunded) },
  {
    header: 'Status',
    cell: (b) => (
      <>
        <StatusBadge status={b.status} />
        <BookingFlags row={b} />
      </>
    ),
  },
];

const bagCount = (rows: AdminBookingRow[]) => rows.reduce((sum, row) => sum + row.bags, 0);

/** A plain day (no search, status, attention or stay filter, not every date) shows the day's lists per point. */
const isPlainDay = (filters: BookingFilters) => filters.date !== 'all' && !filters.status && !filters.q && !filters.attention && !filters.stay;

/** The day at each point: collections and returns with their bags and check-in states, each side a page of 50 at a time. */
function DayListsView({ filters, dataKey }: { filters: BookingFilters; dataKey: string }) {
  const [cursors, setCursors] = useState<DayListCursors>({});
  const day = useApiData(
    (signal) => getDayLists({ date: filters.date, locationId: filters.locationId ? Number(filters.locationId) : undefined, collectionsCursor: cursors.collections, returnsCursor: cursors.returns }, signal),
    `${dataKey}|${cursors.collections ?? ''}|${cursors.returns ?? ''}`,
  );
  if (day.error) return <p className="admin-message admin-message--error">{day.error.message}</p>;
  if (!day.data) return <PageSpinner label="Loading the day…" />;
  if (day.data.points.length === 0) return <p className="admin-empty">Nobody is booked to hand over or collect luggage on this day.</p>;
  return (
    <div className="day-lists">
      {day.data.points.map((point) => (
        <PointDay
          key={point.location.id}
          point={point}
          date={filters.date}
          reference={(entry) => (
            <Link to={`/admin-dashboard/bookings/${entry.reference}`} className="admin-link">
              {entry.reference}
            </Link>
          )}
        />
      ))}
      <DayListsPager lists={day.data} busy={day.loading} onPage={(side, cursor) => setCursors({ ...cursors, [side]: cursor })} />
    </div>
  );
}

/** /admin-dashboard/bookings: a day's collections and returns per point (today by default), or a search by status, attention needed or text. */
export function BookingsPage() {
  usePageTitle('Bookings');
  const { filters, apply, key } = useBookingFilters();
  const cities = useApiData(getCities, 'cities');
  const plainDay = isPlainDay(filters);
  return (
    <div className="admin-bookings">
      <div className="admin-page-header">
        <div>
          <p className="eyebrow">Bookings</p>
          <h1>{readableDate(filters.date)}</h1>
        </div>
        <div className="admin-page-header__actions">
          <ButtonLink to={`/admin-dashboard/manifest?date=${filters.date}${filters.locationId ? `&locationId=${filters.locationId}` : ''}`} size="sm" variant="secondary">
            Daily manifest
          </ButtonLink>
        </div>
      </div>
      <BookingFiltersForm filters={filters} cities={cities.data ?? []} onApply={apply} />
      {plainDay ? <DayListsView key={key} filters={filters} dataKey={key} /> : <BookingSearch key={key} filters={filters} dataKey={key} />}
      <BookingsExport filters={filters} />
    </div>
  );
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-GB')} ${word}${count === 1 ? '' : 's'}`;

/** What the page shows: its bookings and bags, and how many match in all when the server counted them. */
function pageSummary(rows: AdminBookingRow[], total: number | null, paged: boolean): string {
  const shown = `${plural(rows.length, 'booking')}, ${plural(bagCount(rows), 'bag')}`;
  if (!paged) return shown;
  return total === null ? `${shown} on this page` : `${shown} on this page, ${plural(total, 'booking')} in all`;
}

/**
 * The bookings collected on the date (or every date) that match the status, attention or text filters, a page of 50 at
 * a time (the server's cursor: Next and Previous). A new filter starts at the first page (the parent keys this by it).
 */
function BookingSearch({ filters, dataKey }: { filters: BookingFilters; dataKey: string }) {
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const list = useApiData((signal) => listBookings({ ...toQuery(filters), cursor }, signal), `${dataKey}|${cursor ?? ''}`);
  const rows = list.data?.bookings ?? [];
  const paged = list.data !== null && (list.data.next !== null || list.data.previous !== null);

  return (
    <>
      <div role="status" className="admin-summary">
        {list.data && pageSummary(rows, list.data.total, paged)}
      </div>
      {list.error && <p className="admin-message admin-message--error">{list.error.message}</p>}
      {!list.data && list.loading ? (
        <PageSpinner label="Loading the bookings…" />
      ) : (
        <DataTable caption={`Bookings for ${readableDate(filters.date)}`} columns={columns} rows={rows} rowKey={(b) => b.reference} empty="No bookings match." />
      )}
      {paged && (
        <nav className="admin-pager" aria-label="Pages of bookings">
          <Button size="sm" variant="secondary" disabled={!list.data?.previous || list.loading} onClick={() => setCursor(list.data?.previous ?? undefined)}>
            Previous
          </Button>
          <Button size="sm" variant="secondary" disabled={!list.data?.next || list.loading} onClick={() => setCursor(list.data?.next ?? undefined)}>
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
