import type { AdminBookingRow } from '@luggage/contracts';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { bookingsCsvUrl, listBookings } from './api/bookings';
import { getCities } from './api/catalog';
import { BookingFiltersForm } from './components/booking-filters-form';
import { type Column, DataTable } from './components/data-table';
import { BookingFlags, StatusBadge } from './components/status-badge';
import { useApiData } from './hooks/use-api-data';
import { toQuery, useBookingFilters } from './hooks/use-booking-filters';
import { pounds, readableDate } from './lib/format';

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

/** /admin-dashboard/bookings: a day's bookings (today by default), by point, status, attention needed or search. */
export function BookingsPage() {
  usePageTitle('Bookings');
  const { filters, apply, key } = useBookingFilters();
  const cities = useApiData(getCities, 'cities');
  const list = useApiData((signal) => listBookings(toQuery(filters), signal), key);
  const rows = list.data?.bookings ?? [];

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
          <a className="btn btn--ghost btn--sm" href={bookingsCsvUrl(toQuery(filters))} download>
            Download CSV
          </a>
        </div>
      </div>
      <BookingFiltersForm filters={filters} cities={cities.data ?? []} onApply={apply} />
      <div role="status" className="admin-summary">
        {list.data && `${rows.length} booking${rows.length === 1 ? '' : 's'}, ${bagCount(rows)} bag${bagCount(rows) === 1 ? '' : 's'}`}
        {list.data?.truncated && ' (only the first ones are shown: narrow the filters)'}
      </div>
      {list.error && <p className="admin-message admin-message--error">{list.error.message}</p>}
      {!list.data && list.loading ? (
        <PageSpinner label="Loading the bookings…" />
      ) : (
        <DataTable caption={`Bookings for ${readableDate(filters.date)}`} columns={columns} rows={rows} rowKey={(b) => b.reference} empty="No bookings match." />
      )}
    </div>
  );
}
