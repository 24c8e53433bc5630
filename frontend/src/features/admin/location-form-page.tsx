import { ADMIN_LIMITS, DEFAULT_CAPACITY, DEFAULT_LEAD_MINUTES, WEEKDAYS, type CollectionCityView, type CollectionLocationView } from '@luggage/contracts';
import { useParams } from 'react-router-dom';
import { editLocation, getCities, getLocation, storeLocation } from './api/catalog';
import { AdminFormPage, RecordGate } from './components/admin-form';
import { ClosureDates, closuresField, OpenDays, WeekdayTimes, weekdayTimesField } from './components/point-days-fields';
import { OpeningHoursFields, openingHoursField } from './components/opening-hours-fields';
import { InputField, SelectField, TextAreaField } from '../../components/ui/form-field';
import { useApiData } from '../../lib/use-api-data';
import { numberField, text, useAdminForm } from './hooks/use-admin-form';
import { TranslationFields, translationsFrom } from './components/translation-fields';

const fields = (data: FormData) => ({
  cityId: numberField(data, 'cityId'),
  location: text(data, 'location'),
  address: text(data, 'address'),
  lat: numberField(data, 'lat'),
  lng: numberField(data, 'lng'),
  time: text(data, 'time'),
  capacity: numberField(data, 'capacity'),
  instructions: text(data, 'instructions'),
  openWeekdays: data.getAll('openWeekdays').map(Number),
  weekdayTimes: weekdayTimesField(data),
  closures: closuresField(data),
  openingHours: openingHoursField(data),
  leadMinutes: numberField(data, 'leadMinutes'),
  translations: translationsFrom(data, ['location', 'instructions']),
});

function LocationForm({ cities, location }: { cities: CollectionCityView[]; location?: CollectionLocationView }) {
  const form = useAdminForm((data) => (location ? editLocation({ locationId: location.id, ...fields(data) }) : storeLocation(fields(data))));
  const { errors } = form;
  return (
    <AdminFormPage
      title={location ? 'Edit collection location' : 'Add a collection location'}
      intro="Customers meet us here to hand over and collect their luggage."
      submitLabel={location ? 'Save changes' : 'Add location'}
      {...form}
    >
      <SelectField idPrefix="admin" name="cityId" label="City" required defaultValue={location ? String(location.city.id) : ''} errors={errors.cityId}>
        <option value="" disabled>
          Select City / Town
        </option>
        {cities.map((city) => (
          <option key={city.id} value={city.id}>
            {city.city}
          </option>
        ))}
      </SelectField>
      <InputField idPrefix="admin" name="location" label="Location" required maxLength={ADMIN_LIMITS.locationMax} defaultValue={location?.Location} errors={errors.location} />
      <InputField idPrefix="admin"
        name="address"
        label="Address"
        hint="Optional: shown to customers when they choose this point."
        maxLength={ADMIN_LIMITS.addressMax}
        defaultValue={location?.address}
        errors={errors.address}
      />
      <div className="admin-form__pair">
        <InputField idPrefix="admin" name="lat" label="Latitude" type="number" inputMode="decimal" step="any" min={-90} max={90} defaultValue={location?.lat} errors={errors.lat} />
        <InputField idPrefix="admin" name="lng" label="Longitude" type="number" inputMode="decimal" step="any" min={-180} max={180} defaultValue={location?.lng} errors={errors.lng} />
      </div>
      <p className="field__hint">
        Optional: leave both empty and the point is placed among this city&apos;s points with the same postcode district (from the address), or
        else at the city&apos;s centre. The map and the drivers&apos; run order use it; type the coordinates for an exact pin.
      </p>
      <InputField idPrefix="admin" name="time" label="Collect and return time" type="time" required defaultValue={location?.collect_return_time} errors={errors.time} />
      <InputField
        idPrefix="admin"
        name="capacity"
        label="Capacity (bags at once)"
        hint="A booking takes its bags for every night it stores them; a date with no room left is refused."
        type="number"
        inputMode="numeric"
        step={1}
        min={ADMIN_LIMITS.capacityMin}
        max={ADMIN_LIMITS.capacityMax}
        required
        defaultValue={location?.capacity ?? DEFAULT_CAPACITY}
        errors={errors.capacity}
      />
      <TextAreaField
        idPrefix="admin"
        name="instructions"
        label="Meeting instructions"
        hint="Optional: where exactly to meet, what to look for, accessibility notes. Shown on the booking summary, the manage page and every booking email."
        rows={4}
        maxLength={ADMIN_LIMITS.instructionsMax}
        defaultValue={location?.instructions}
        errors={errors.instructions}
      />
      <TranslationFields
        idPrefix="admin"
        errors={errors}
        texts={[
          { field: 'location', label: 'Location', max: ADMIN_LIMITS.locationMax, saved: location?.nameTranslations },
          { field: 'instructions', label: 'Meeting instructions', max: ADMIN_LIMITS.instructionsMax, saved: location?.instructionsTranslations, multiline: true },
        ]}
      />
      <OpenDays open={location?.open_weekdays ?? [...WEEKDAYS]} errors={errors.openWeekdays} />
      <OpeningHoursFields hours={location?.opening_hours} errors={errors.openingHours} />
      <InputField
        idPrefix="admin"
        name="leadMinutes"
        label="Lead time (minutes)"
        hint="A same-day stay booked for today starts no earlier than the next half hour plus this many minutes."
        type="number"
        inputMode="numeric"
        step={1}
        min={ADMIN_LIMITS.leadMinutesMin}
        max={ADMIN_LIMITS.leadMinutesMax}
        required
        defaultValue={location?.lead_minutes ?? DEFAULT_LEAD_MINUTES}
        errors={errors.leadMinutes}
      />
      <WeekdayTimes times={location?.weekday_times ?? {}} errors={errors.weekdayTimes} />
      <ClosureDates closures={location?.closures ?? []} errors={errors.closures} />
    </AdminFormPage>
  );
}

/** /admin-dashboard/add-new-collection-location: the city from a dropdown. */
export function AddLocationPage() {
  const cities = useApiData(getCities, 'cities');
  if (!cities.data) return <RecordGate what="List of cities" loading={cities.loading} error={cities.error} onRetry={cities.reload} />;
  return <LocationForm cities={cities.data} />;
}

/** /admin-dashboard/edit-collection-location/{id}: the route the spec's dashboard links to but never shows. */
export function EditLocationPage() {
  const { id = '' } = useParams();
  const cities = useApiData(getCities, 'cities');
  const location = useApiData((signal) => getLocation(id, signal), id);
  const failed = location.error ?? cities.error;
  if (!cities.data || !location.data || location.loading) {
    return (
      <RecordGate
        what="Location"
        loading={cities.loading || location.loading}
        error={failed}
        onRetry={() => {
          location.reload();
          cities.reload();
        }}
      />
    );
  }
  return <LocationForm key={location.data.id} cities={cities.data} location={location.data} />;
}
