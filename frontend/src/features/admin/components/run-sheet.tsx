import { DRIVER_TEXTS, londonClockTime, type RunSheetStopView, type RunSheetView } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useApiData } from '../../../lib/use-api-data';
import { getRunSheet, giveStopTo } from '../api/run-sheet';
import { MoveWindowForm, type SheetWindow } from './run-sheet-window-form';

/** A city's day for its drivers, printable: the stops in run order, who has each, giving one to another driver or another window. */
export function RunSheet({ cities, windows }: { cities: { id: number; name: string }[]; windows: SheetWindow[] }) {
  const [cityId, setCityId] = useState(cities[0]?.id ?? 0);
  // Today in London as YYYY-MM-DD ('en-CA' writes it so), without loading the dates module into the page's chunks.
  const [date, setDate] = useState(() => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' }));
  const sheet = useApiData((signal) => getRunSheet(cityId, date, signal), `run-sheet-${cityId}-${date}`);
  return (
    <section className="admin-card admin-run-sheet" aria-labelledby="admin-run-sheet-title">
      <h2 id="admin-run-sheet-title" className="admin-card__title">
        Run sheet
      </h2>
      <div className="admin-form__pair no-print">
        <label className="field">
          <span className="field__label">City</span>
          <select className="field__input" value={cityId} onChange={(event) => setCityId(Number(event.target.value))}>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Day</span>
          <input className="field__input" type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </label>
        <Button size="sm" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      {sheet.error && <p className="admin-message admin-message--error">{sheet.error.message}</p>}
      {sheet.data && sheet.data.stops.length === 0 && <p>No stops that day.</p>}
      {sheet.data && sheet.data.stops.length > 0 && (
        <ol className="admin-run-sheet__stops">
          {sheet.data.stops.map((stop) => (
            <SheetStop key={`${stop.legId}:${stop.driver?.id ?? 0}:${stop.window.start}`} stop={stop} drivers={sheet.data!.drivers} windows={windows.filter((w) => w.cityId === cityId)} date={date} onMoved={sheet.reload} />
          ))}
        </ol>
      )}
    </section>
  );
}

function SheetStop({ stop, drivers, windows, date, onMoved }: { stop: RunSheetStopView; drivers: RunSheetView['drivers']; windows: SheetWindow[]; date: string; onMoved: () => void }) {
  const open = stop.state === 'booked' || stop.state === 'on_the_way';
  return (
    <li className="admin-run-sheet__stop">
      <strong>
        {stop.window.label} · {stop.direction === 'collection' ? 'Collect' : 'Deliver'}: {stop.address.line1}, {stop.address.postcode}
        {stop.sameDay && ` · ${DRIVER_TEXTS.sameDay}`}
      </strong>
      <span>
        {stop.reference} · {stop.contactName}
        {stop.phone && ` · ${stop.phone.label}`} · {stop.bags.map((bag) => `${bag.amount} × ${bag.title}`).join(', ')}
      </span>
      {stop.note && <span>Note: {stop.note}</span>}
      <span>
        {stop.stateLabel}
        {stop.failureReason && `: ${stop.failureReason}`} · Driver: {stop.driver?.name ?? 'not yet'}
        {stop.start && ` · Run can start ${londonClockTime(new Date(stop.start.from))}–${stop.window.end}`}
      </span>
      {open && drivers.length > 0 && <GiveToForm stop={stop} drivers={drivers} onMoved={onMoved} />}
      {stop.state === 'booked' && <MoveWindowForm stop={stop} windows={windows} date={date} onMoved={onMoved} />}
    </li>
  );
}

function GiveToForm({ stop, drivers, onMoved }: { stop: RunSheetStopView; drivers: RunSheetView['drivers']; onMoved: () => void }) {
  const [driverUserId, setDriverUserId] = useState(drivers.find((driver) => driver.id !== stop.driver?.id)?.id ?? drivers[0].id);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const id = `give-${stop.legId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await giveStopTo(stop.legId, { driverUserId, reason: reason.trim() });
      onMoved();
    } catch (error) {
      setErrors(error instanceof ApiError && error.isValidation ? error.errors : { reason: [error instanceof ApiError ? error.message : 'Something went wrong.'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form__pair no-print" onSubmit={(event) => void submit(event)} aria-label={`Give ${stop.reference} to another driver`} noValidate>
      <label className="field">
        <span className="field__label">Give to</span>
        <select className="field__input" value={driverUserId} onChange={(event) => setDriverUserId(Number(event.target.value))}>
          {drivers.map((driver) => (
            <option key={driver.id} value={driver.id}>
              {driver.name}
            </option>
          ))}
        </select>
      </label>
      <InputField idPrefix={id} name="reason" label="Reason" maxLength={250} value={reason} onChange={(event) => setReason(event.target.value)}
        errors={errors.reason ?? errors.driverUserId} />
      <Button type="submit" size="sm" disabled={busy}>
        Give
      </Button>
    </form>
  );
}
