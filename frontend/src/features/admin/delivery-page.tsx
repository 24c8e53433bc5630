import {
  type AdminDeliveryData,
  DEFAULT_DELIVERY_CUT_OFF_HOURS,
  DEFAULT_SAME_DAY_GAP_MINUTES,
  DELIVERY_LIMITS,
  type DeliveryWindow,
  type DeliveryZone,
  describeDistricts,
  findDeliveryZone,
  formatPounds,
  penceToPounds,
  returnFeePence,
} from '@luggage/contracts';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button';
import { InputField, SelectField } from '../../components/ui/form-field';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useApiData } from '../../lib/use-api-data';
import { useFormSubmit } from '../../lib/use-form-submit';
import { usePageTitle } from '../../lib/use-page-title';
import { RunSheet } from './components/run-sheet';
import { createWindow, createZone, deleteWindow, deleteZone, editWindow, editZone, getDeliveryData, saveCutOff, saveReturnFee, saveRunLead, saveSameDayGap, saveSecondAttemptFee } from './api/delivery';
import { numberField, text } from './hooks/use-admin-form';
import { TranslationFields, translationsFrom } from './components/translation-fields';

type City = AdminDeliveryData['cities'][number];

/**
 * One small form of the page (a zone, a window, a cut-off, a fee): a 422's messages under their fields, anything else
 * and "Saved." beside the buttons; after a success the page reloads the catalog. A form that edits something keeps
 * its key across that reload (its fields already hold what was saved): a key made of the saved values would remount
 * it and take "Saved." away as soon as the reload lands. An add form is keyed by the count, so it empties after an add.
 */
function InlineForm({ label, action, onDone, submitLabel, extra, children }: {
  label: string;
  action: (data: FormData) => Promise<unknown>;
  onDone: () => void;
  submitLabel: string;
  extra?: ReactNode;
  children: (errors: Record<string, string[]>) => ReactNode;
}) {
  const [saved, setSaved] = useState(false);
  const form = useFormSubmit(async (data) => {
    setSaved(false);
    await action(data);
    setSaved(true);
    onDone();
  });
  return (
    <form ref={form.formRef} className="admin-form admin-delivery__form" onSubmit={form.onSubmit} aria-label={label} noValidate>
      {children(form.errors)}
      {form.errors.body && <p className="admin-message admin-message--error">{form.errors.body.join(' ')}</p>}
      <div role="alert" className="admin-message-slot">
        {form.formError && <p className="admin-message admin-message--error">{form.formError}</p>}
      </div>
      <div role="status" className="admin-message-slot">
        {saved && <p className="admin-message admin-message--ok">Saved.</p>}
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          {form.submitting ? 'Saving…' : submitLabel}
        </Button>
        {extra}
      </div>
    </form>
  );
}

/** Runs a change of the row after a confirmation (when asked for one); a refusal is said beside the button. */
function RowButton({ label, confirm, run, onDone }: { label: string; confirm?: string; run: () => Promise<unknown>; onDone: () => void }) {
  const [failed, setFailed] = useState<string | null>(null);
  const click = async () => {
    if (confirm && !window.confirm(confirm)) return;
    setFailed(null);
    try {
      await run();
      onDone();
    } catch (error) {
      setFailed(error instanceof ApiError && error.status < 500 ? error.message : 'Something went wrong. Please try again.');
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void click()}>
        {label}
      </Button>
      {failed && <span className="admin-message admin-message--error">{failed}</span>}
    </>
  );
}

/**
 * Retire (or offer again) and delete: a retired zone or window is offered to no new booking or change but keeps its
 * booked stops; one that bookings name cannot be deleted (the server says how many).
 */
function RowActions({ what, active, setActive, remove, onDone }: { what: string; active: boolean; setActive: (active: boolean) => Promise<unknown>; remove: () => Promise<unknown>; onDone: () => void }) {
  return (
    <>
      <RowButton label={active ? 'Retire' : 'Offer again'} run={() => setActive(!active)} onDone={onDone} />
      <RowButton label="Delete" confirm={`Delete ${what}?`} run={remove} onDone={onDone} />
    </>
  );
}

const retired = (row: { active?: boolean }) => row.active === false;

const zoneFields = (data: FormData) => ({
  name: text(data, 'name'),
  districts: text(data, 'districts'),
  fee: numberField(data, 'fee'),
  locationId: numberField(data, 'locationId'),
  translations: translationsFrom(data, ['name']),
});

function ZoneForm({ city, zone, onDone }: { city: City; zone?: DeliveryZone; onDone: () => void }) {
  const prefix = zone ? `zone-${zone.id}` : `zone-new-${city.id}`;
  const action = (data: FormData) => (zone ? editZone(zone.id, zoneFields(data)) : createZone({ cityId: city.id, ...zoneFields(data) }));
  return (
    <InlineForm
      label={zone ? `Zone ${zone.name}${retired(zone) ? ' (retired)' : ''}` : `New zone in ${city.name}`}
      action={action}
      onDone={onDone}
      submitLabel={zone ? 'Save zone' : 'Add zone'}
      extra={zone && (
        <RowActions what={`the zone ${zone.name}`} active={!retired(zone)} setActive={(active) => editZone(zone.id, { active })} remove={() => deleteZone(zone.id)} onDone={onDone} />
      )}
    >
      {(errors) => (
        <>
          {zone && retired(zone) && <p className="admin-muted">Retired: offered to no new booking; its booked stops are still served.</p>}
          <div className="admin-form__pair">
            <InputField idPrefix={prefix} name="name" label="Zone name" required maxLength={DELIVERY_LIMITS.zoneNameMax} defaultValue={zone?.name} errors={errors.name} />
            <InputField idPrefix={prefix} name="fee" label="Fee per trip (£)" type="number" inputMode="decimal" step="0.01" min={0} max={DELIVERY_LIMITS.feeMaxPounds} required
              defaultValue={zone ? penceToPounds(zone.feePence) : ''} errors={errors.fee} />
          </div>
          <InputField idPrefix={prefix} name="districts" label="Postcode districts" hint="Separated by commas, like BS1, BS2, BS8." required defaultValue={zone?.districts.join(', ')} errors={errors.districts} />
          <SelectField idPrefix={prefix} name="locationId" label="Bags collected here are stored at" required defaultValue={zone ? String(zone.storageLocationId) : ''} errors={errors.locationId}>
            <option value="" disabled>
              Choose a collection point
            </option>
            {city.points.map((point) => (
              <option key={point.id} value={point.id}>
                {point.name}
                {point.active ? '' : ' (inactive)'}
              </option>
            ))}
          </SelectField>
          <TranslationFields idPrefix={prefix} errors={errors} texts={[{ field: 'name', label: 'Zone name', max: DELIVERY_LIMITS.zoneNameMax, saved: zone?.nameTranslations }]} />
        </>
      )}
    </InlineForm>
  );
}

const windowFields = (data: FormData) => ({ start: text(data, 'start'), end: text(data, 'end'), trips: numberField(data, 'trips') });

function WindowForm({ city, window: slot, onDone }: { city: City; window?: DeliveryWindow; onDone: () => void }) {
  const prefix = slot ? `window-${slot.id}` : `window-new-${city.id}`;
  const action = (data: FormData) => (slot ? editWindow(slot.id, windowFields(data)) : createWindow({ cityId: city.id, ...windowFields(data) }));
  return (
    <InlineForm
      label={slot ? `Window ${slot.start}–${slot.end}${retired(slot) ? ' (retired)' : ''}` : `New window in ${city.name}`}
      action={action}
      onDone={onDone}
      submitLabel={slot ? 'Save window' : 'Add window'}
      extra={slot && (
        <RowActions what={`the window ${slot.start}–${slot.end}`} active={!retired(slot)} setActive={(active) => editWindow(slot.id, { active })} remove={() => deleteWindow(slot.id)} onDone={onDone} />
      )}
    >
      {(errors) => (
        <>
          {slot && retired(slot) && <p className="admin-muted">Retired: offered to no new booking; its booked stops are still served.</p>}
          <div className="admin-form__pair admin-delivery__window">
            <InputField idPrefix={prefix} name="start" label="Start" type="time" required defaultValue={slot?.start} errors={errors.start} />
            <InputField idPrefix={prefix} name="end" label="End" type="time" required defaultValue={slot?.end} errors={errors.end} />
            <InputField idPrefix={prefix} name="trips" label="Trips" type="number" inputMode="numeric" step={1} min={1} max={DELIVERY_LIMITS.tripsMax} required defaultValue={slot?.trips ?? 6} errors={errors.trips} />
          </div>
        </>
      )}
    </InlineForm>
  );
}

function CityDelivery({ city, data, onDone }: { city: City; data: AdminDeliveryData; onDone: () => void }) {
  const zones = data.zones.filter((zone) => zone.cityId === city.id);
  const offered = zones.filter((zone) => !retired(zone));
  const windows = data.windows.filter((slot) => slot.cityId === city.id);
  const cutOff = data.cutOffs.find((entry) => entry.cityId === city.id)?.hours ?? DEFAULT_DELIVERY_CUT_OFF_HOURS;
  const sameDayGap = data.cutOffs.find((entry) => entry.cityId === city.id)?.sameDayGapMinutes ?? DEFAULT_SAME_DAY_GAP_MINUTES;
  const secondFee = data.secondAttemptFees.find((entry) => entry.cityId === city.id)?.feePence ?? null;
  return (
    <div className="admin-card admin-delivery__city">
      <h2 className="admin-card__title">{city.name}</h2>
      <p className="admin-muted">{offered.length > 0 ? `Covers ${describeDistricts(offered.flatMap((zone) => zone.districts))}.` : 'No zone offered: nothing new is collected or delivered here.'}</p>
      <h3>Service zones</h3>
      {zones.map((zone) => (
        <ZoneForm key={zone.id} city={city} zone={zone} onDone={onDone} />
      ))}
      <h4 className="admin-delivery__add">Add a zone</h4>
      <ZoneForm key={`new-zone-${zones.length}`} city={city} onDone={onDone} />
      <h3>Delivery windows</h3>
      {windows.map((slot) => (
        <WindowForm key={slot.id} city={city} window={slot} onDone={onDone} />
      ))}
      <h4 className="admin-delivery__add">Add a window</h4>
      <WindowForm key={`new-window-${windows.length}`} city={city} onDone={onDone} />
      <h3>Booking cut-off</h3>
      <InlineForm label={`Cut-off in ${city.name}`} action={(form) => saveCutOff(city.id, numberField(form, 'hours'))} onDone={onDone} submitLabel="Save cut-off">
        {(errors) => (
          <InputField idPrefix={`cut-off-${city.id}`} name="hours" label="A window can be booked until (hours before it starts)" type="number" inputMode="numeric" step={1} min={0}
            max={DELIVERY_LIMITS.cutOffHoursMax} required defaultValue={cutOff} errors={errors.hours} />
        )}
      </InlineForm>
      <h3>Same-day stays</h3>
      <InlineForm label={`Same-day gap in ${city.name}`} action={(form) => saveSameDayGap(city.id, numberField(form, 'minutes'))} onDone={onDone} submitLabel="Save gap">
        {(errors) => (
          <InputField idPrefix={`same-day-gap-${city.id}`} name="minutes" label="Delivery starts after the collection ends, at least (minutes)" type="number" inputMode="numeric" step={30}
            min={DELIVERY_LIMITS.sameDayGapMinutesMin} max={DELIVERY_LIMITS.sameDayGapMinutesMax} required defaultValue={sameDayGap} errors={errors.minutes} />
        )}
      </InlineForm>
      <h3>Drivers' runs</h3>
      <InlineForm label={`Run lead in ${city.name}`} action={(form) => saveRunLead(city.id, numberField(form, 'minutes'))} onDone={onDone} submitLabel="Save run lead">
        {(errors) => (
          <InputField idPrefix={`run-lead-${city.id}`} name="minutes" label="A run can start (minutes before its window)" type="number" inputMode="numeric" step={1} min={0}
            max={DELIVERY_LIMITS.runLeadMinutesMax} hint="Until the window ends." required defaultValue={city.runLeadMinutes} errors={errors.minutes} />
        )}
      </InlineForm>
      <h3>Second delivery attempt</h3>
      <InlineForm label={`Second delivery fee in ${city.name}`} onDone={onDone} submitLabel="Save fee"
        action={(form) => saveSecondAttemptFee(city.id, text(form, 'fee').trim() === '' ? null : numberField(form, 'fee'))}>
        {(errors) => (
          <InputField idPrefix={`second-attempt-${city.id}`} name="fee" label="Fee of a second delivery after a failed one (£)" type="number" inputMode="decimal" step="0.01" min={0}
            max={DELIVERY_LIMITS.feeMaxPounds} hint="Empty: the zone's fee per trip. 0: free." defaultValue={secondFee === null ? '' : penceToPounds(secondFee)} errors={errors.fee} />
        )}
      </InlineForm>
    </div>
  );
}

function ReturnFees({ data, onDone }: { data: AdminDeliveryData; onDone: () => void }) {
  return (
    <div className="admin-card">
      <h2 className="admin-card__title">Return at another point</h2>
      <p className="admin-card__intro">The fee for returning bags at a point other than where they were handed over, by the cities of the two points. Leave a fee empty to not offer it.</p>
      {data.cities.flatMap((from) =>
        data.cities.map((to) => {
          const fee = returnFeePence(from.id, to.id, data.returnFees);
          const label = from.id === to.id ? `Within ${from.name}` : `From ${from.name} to ${to.name}`;
          return (
            <InlineForm key={`${from.id}-${to.id}`} label={label} onDone={onDone} submitLabel="Save fee"
              action={(form) => saveReturnFee({ fromCityId: from.id, toCityId: to.id, fee: text(form, 'fee').trim() === '' ? null : numberField(form, 'fee') })}>
              {(errors) => (
                <InputField idPrefix={`return-${from.id}-${to.id}`} name="fee" label={`${label} (£)`} type="number" inputMode="decimal" step="0.01" min={0} max={DELIVERY_LIMITS.feeMaxPounds}
                  defaultValue={fee === null ? '' : penceToPounds(fee)} errors={errors.fee} />
              )}
            </InlineForm>
          );
        }),
      )}
    </div>
  );
}

/** Tries a postcode against the zones as they are now, with the same rule and text the wizard will use. */
function PostcodeCheck({ data }: { data: AdminDeliveryData }) {
  const [postcode, setPostcode] = useState('');
  const lookup = postcode.trim() === '' ? null : findDeliveryZone(postcode, data.zones.filter((zone) => !retired(zone)));
  const answer = (() => {
    if (!lookup) return '';
    if (!lookup.valid) return 'Not a full UK postcode yet.';
    if (!lookup.served) return `Customers read: "${lookup.message}"`;
    const city = data.cities.find((c) => c.id === lookup.zone.cityId);
    const point = city?.points.find((p) => p.id === lookup.zone.storageLocationId);
    return `${lookup.postcode} is in ${lookup.zone.name} (${city?.name ?? ''}): ${formatPounds(lookup.zone.feePence)} a trip, stored at ${point?.name ?? ''}.`;
  })();
  return (
    <div className="admin-card">
      <h2 className="admin-card__title">Check a postcode</h2>
      <InputField idPrefix="delivery-check" name="postcode" label="Postcode" autoComplete="off" value={postcode} onChange={(event) => setPostcode(event.target.value)} />
      <p role="status" className="admin-muted">
        {answer}
      </p>
    </div>
  );
}

/** /admin-dashboard/delivery: each city's zones, windows, cut-off, run lead and second attempt's fee, and the fees of returning at another point. */
export function DeliveryPage() {
  usePageTitle('Delivery');
  const { data, error, loading, reload } = useApiData(getDeliveryData, 'delivery');
  return (
    <section className="admin-form-page admin-delivery" aria-labelledby="admin-delivery-title">
      <div className="admin-card">
        <p className="eyebrow">Delivery</p>
        <h1 id="admin-delivery-title" className="admin-card__title">
          Collection and delivery
        </h1>
        <p className="admin-card__intro">
          Where drivers collect from and deliver to addresses, in which time windows, and at what fees. A change applies to bookings made after it; bookings already made keep
          the fees and times they were booked with.
        </p>
      </div>
      {data ? (
        <>
          {data.cities.map((city) => (
            <CityDelivery key={city.id} city={city} data={data} onDone={reload} />
          ))}
          <ReturnFees data={data} onDone={reload} />
          <PostcodeCheck data={data} />
          <RunSheet cities={data.cities} windows={data.windows.filter((slot) => !retired(slot))} />
        </>
      ) : loading && !error ? (
        <PageSpinner label="Loading the delivery catalog…" />
      ) : (
        <div role="alert">
          <p className="admin-message admin-message--error">{error?.message ?? 'The delivery catalog could not be loaded.'}</p>
          <Button onClick={reload}>Try again</Button>
        </div>
      )}
    </section>
  );
}
