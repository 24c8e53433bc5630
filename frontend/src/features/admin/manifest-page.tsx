import type { AdminBookingRow } from '@luggage/contracts';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { listBookings } from './api/bookings';
import { getCities } from './api/catalog';
import { BookingFiltersForm } from './components/booking-filters-form';
import { StatusBadge } from './components/status-badge';
import { useApiData } from './hooks/use-api-data';
import { toQuery, useBookingFilters } from './hooks/use-booking-filters';
import { readableDate } from './lib/format';

interface Point {
  id: number;
  name: string;
  time: string;
  bookings: AdminBookingRow[];
}

/** The day's expected customers per point, in time order; a cancelled booking is nobody to expect. */
function byPoint(rows: AdminBookingRow[]): Point[] {
  const points = new Map<number, Point>();
  for (const row of rows.filter((r) => r.status !== 'cancelled')) {
    const point = points.get(row.location.id) ?? { id: row.location.id, name: row.location.name, time: row.location.time, bookings: [] };
    point.bookings.push(row);
    points.set(row.location.id, point);
  }
  return [...points.values()].sort((a, b) => a.time.localeCompare(b.time) || a.name.localeCompare(b.name));
}

const bagsText = (row: AdminBookingRow) => row.items.map((item) => `${item.amount} x ${item.title}`).join(', ');

function PointManifest({ point }: { point: Point }) {
  const bags = point.bookings.reduce((sum, row) => sum + row.bags, 0);
  return (
    <section className="manifest-point" aria-labelledby={`manifest-point-${point.id}`}>
      <h2 id={`manifest-point-${point.id}`}>
        {point.name} <span className="manifest-point__time">at {point.time}</span>
      </h2>
      <p className="admin-muted">
        {point.bookings.length} booking{point.bookings.length === 1 ? '' : 's'}, {bags} bag{bags === 1 ? '' : 's'}
      </p>
      <table className="manifest-table">
        <caption className="visually-hidden">Customers expected at {point.name}</caption>
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Name</th>
            <th scope="col">Phone</th>
            <th scope="col">Bags</th>
            <th scope="col">Return</th>
            <th scope="col">Status</th>
            <th scope="col" className="manifest-table__check">
              Checked
            </th>
          </tr>
        </thead>
        <tbody>
          {point.bookings.map((row) => (
            <tr key={row.reference}>
              <td className="admin-reference">{row.reference}</td>
              <td>{row.fullName}</td>
              <td>{row.contactNumber}</td>
              <td>{bagsText(row)}</td>
              <td>{readableDate(row.returnDate)}</td>
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td className="manifest-table__check" aria-hidden="true">
                <span className="manifest-box" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** /admin-dashboard/manifest: a printable list, per collection point, of who is coming on a day with what bags. */
export function ManifestPage() {
  usePageTitle('Daily manifest');
  const { filters, apply, key } = useBookingFilters();
  const cities = useApiData(getCities, 'cities');
  const list = useApiData((signal) => listBookings({ ...toQuery(filters), status: undefined, q: undefined }, signal), key);
  const points = byPoint(list.data?.bookings ?? []);

  return (
    <div className="manifest">
      <div className="admin-page-header">
        <div>
          <p className="eyebrow">Daily manifest</p>
          <h1>{readableDate(filters.date)}</h1>
        </div>
        <Button size="sm" onClick={() => window.print()} className="no-print">
          Print
        </Button>
      </div>
      <div className="no-print">
        <BookingFiltersForm filters={filters} cities={cities.data ?? []} onApply={apply} dayAndPointOnly />
      </div>
      {list.error && <p className="admin-message admin-message--error">{list.error.message}</p>}
      {!list.data && list.loading && <PageSpinner label="Loading the manifest…" />}
      {list.data && points.length === 0 && <p className="admin-empty">Nobody is booked to hand over luggage on this day.</p>}
      {points.map((point) => (
        <PointManifest key={point.id} point={point} />
      ))}
      {list.data?.truncated && <p className="admin-message admin-message--error">This day has more bookings than one page holds: print one point at a time.</p>}
    </div>
  );
}
