import { PointDay } from '../../components/day-lists/day-lists';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { getCities } from './api/catalog';
import { getWholeDay } from './api/operations';
import { BookingFiltersForm } from './components/booking-filters-form';
import { useBookingFilters } from './hooks/use-booking-filters';
import { readableDate, todayDashed } from './lib/format';
import { OverduePanel } from './components/overdue-panel';

/** /admin-dashboard/manifest: a printable list, per point, of who hands luggage over and who takes it back on a day (every page of it). */
export function ManifestPage() {
  usePageTitle('Daily manifest');
  const { filters, apply, key } = useBookingFilters();
  const cities = useApiData(getCities, 'cities');
  const day = useApiData((signal) => getWholeDay({ date: filters.date, locationId: filters.locationId ? Number(filters.locationId) : undefined }, signal), key);
  const points = day.data?.points ?? [];

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
      {filters.date === todayDashed() && <OverduePanel />}
      {day.error && <p className="admin-message admin-message--error">{day.error.message}</p>}
      {!day.data && day.loading && <PageSpinner label="Loading the manifest…" />}
      {day.data && points.length === 0 && <p className="admin-empty">Nobody is booked to hand over or collect luggage on this day.</p>}
      {points.length > 0 && (
        <div className="day-lists">
          {points.map((point) => (
            <PointDay key={point.location.id} point={point} date={day.data?.date ?? filters.date} printable />
          ))}
        </div>
      )}
    </div>
  );
}
