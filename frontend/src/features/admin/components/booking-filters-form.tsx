import { addDays, ATTENTION_FILTERS, type AttentionFilter, BOOKING_STATUS_LABELS, type CalendarDate, type CollectionCityView, formatDashed, latestCollectionDate, LIFECYCLE_TEXTS, OPERATOR_STATUSES, parseDayMonthYear, STAY_KIND_LABELS, STAY_KINDS, todayInLondon } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/date-picker/date-field';
import { Button } from '../../../components/ui/button';
import type { BookingFilters } from '../hooks/use-booking-filters';
import { todayDashed } from '../lib/format';
import { InputField, SelectField } from '../../../components/ui/form-field';

interface BookingFiltersFormProps {
  filters: BookingFilters;
  cities: CollectionCityView[];
  onApply: (filters: BookingFilters) => void;
  /** The manifest asks only for a day and a point. */
  dayAndPointOnly?: boolean;
}

export const ATTENTION_LABELS: Record<AttentionFilter, string> = { refund_failed: LIFECYCLE_TEXTS.refundFailed, changed: LIFECYCLE_TEXTS.changed };

const read = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** How far back the day can be picked: bookings of the last two years stay searchable. */
const SEARCH_DAYS_BACK = 730;

/** Day, collection point, status, bookings needing attention, the stay (same day or nights) and a search box; submitting puts them in the address. */
export function BookingFiltersForm(props: BookingFiltersFormProps) {
  // A new filter (from the address) starts the form afresh.
  return <FiltersForm key={JSON.stringify(props.filters)} {...props} />;
}

function FiltersForm({ filters, cities, onApply, dayAndPointOnly = false }: BookingFiltersFormProps) {
  const [day, setDay] = useState<CalendarDate | null>(() => parseDayMonthYear(filters.date));
  const today = todayInLondon();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const status = OPERATOR_STATUSES.find((candidate) => candidate === read(data, 'status')) ?? '';
    const attention = ATTENTION_FILTERS.find((candidate) => candidate === read(data, 'attention')) ?? '';
    const stay = STAY_KINDS.find((candidate) => candidate === read(data, 'stay')) ?? '';
    onApply({ date: day ? formatDashed(day) : todayDashed(), locationId: read(data, 'locationId'), status, q: read(data, 'q'), attention, stay });
  };
  return (
    <form className="admin-filters" onSubmit={onSubmit} role="search" aria-label="Filter bookings">
      <DateField value={day} min={addDays(today, -SEARCH_DAYS_BACK)} max={latestCollectionDate()} onChoose={setDay} onUnset={() => setDay(null)} />
      <SelectField idPrefix="admin" name="locationId" label="Collection point" defaultValue={filters.locationId}>
        <option value="">All points</option>
        {cities.map((city) => (
          <optgroup key={city.id} label={city.city}>
            {city.get_locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.Location}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      {!dayAndPointOnly && (
        <>
          <SelectField idPrefix="admin" name="status" label="Status" defaultValue={filters.status}>
            <option value="">Any status</option>
            {OPERATOR_STATUSES.map((status) => (
              <option key={status} value={status}>
                {BOOKING_STATUS_LABELS[status]}
              </option>
            ))}
          </SelectField>
          <SelectField idPrefix="admin" name="attention" label="Needs attention" defaultValue={filters.attention}>
            <option value="">All bookings</option>
            {ATTENTION_FILTERS.map((attention) => (
              <option key={attention} value={attention}>
                {ATTENTION_LABELS[attention]}
              </option>
            ))}
          </SelectField>
          <SelectField idPrefix="admin" name="stay" label="Stay" defaultValue={filters.stay}>
            <option value="">Any stay</option>
            {STAY_KINDS.map((stay) => (
              <option key={stay} value={stay}>
                {STAY_KIND_LABELS[stay]}
              </option>
            ))}
          </SelectField>
          <InputField idPrefix="admin" name="q" label="Search" type="search" placeholder="Reference, name or email" maxLength={100} defaultValue={filters.q} />
        </>
      )}
      <div className="admin-filters__actions">
        <Button type="submit" size="sm">
          Show
        </Button>
      </div>
    </form>
  );
}
