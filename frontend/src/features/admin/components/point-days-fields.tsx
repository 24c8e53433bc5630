import { useId, useState } from 'react';
import { ADMIN_LIMITS, WEEKDAY_NAMES, WEEKDAYS, formatDashed, formatIso, parseDayMonthYear, parseIso, type PointClosure } from '@luggage/contracts';
import { FieldMessages } from '../../../components/ui/field-messages';

/** The weekdays the point is open, one checkbox each (every day for a new point). */
export function OpenDays({ open, errors = [] }: { open: readonly number[]; errors?: string[] }) {
  return (
    <fieldset className="field admin-open-days" aria-describedby={errors.length > 0 ? 'admin-openWeekdays-error' : undefined}>
      <legend className="field__label">Open on</legend>
      <p className="field__hint">Customers can hand over and collect luggage only on these days.</p>
      {WEEKDAYS.map((day) => (
        <label key={day} className="admin-open-days__day">
          <input type="checkbox" name="openWeekdays" value={day} defaultChecked={open.includes(day)} /> {WEEKDAY_NAMES[day - 1]}
        </label>
      ))}
      <FieldMessages id="admin-openWeekdays-error" messages={errors} />
    </fieldset>
  );
}

/** A time per weekday where the handover is not at the usual time; an empty day takes the usual time. */
export function WeekdayTimes({ times, errors = [] }: { times: Readonly<Record<string, string>>; errors?: string[] }) {
  return (
    <fieldset className="field admin-weekday-times" aria-describedby={errors.length > 0 ? 'admin-weekdayTimes-error' : undefined}>
      <legend className="field__label">Handover time by weekday</legend>
      <p className="field__hint">Optional: leave a day empty to use the collect and return time above.</p>
      <div className="admin-weekday-times__grid">
        {WEEKDAYS.map((day) => (
          <label key={day} className="admin-weekday-times__day">
            <span>{WEEKDAY_NAMES[day - 1]}</span>
            <input className="field__input" type="time" name={`weekdayTime${day}`} defaultValue={times[String(day)] ?? ''} />
          </label>
        ))}
      </div>
      <FieldMessages id="admin-weekdayTimes-error" messages={errors} />
    </fieldset>
  );
}

interface ClosureRow {
  key: number;
  /** YYYY-MM-DD, as the date input holds it. */
  date: string;
  note: string;
}

/** Single dates the point is closed (bank holidays, engineering works), each with the note customers read. */
export function ClosureDates({ closures, errors = [] }: { closures: readonly PointClosure[]; errors?: string[] }) {
  const id = useId();
  const [rows, setRows] = useState<ClosureRow[]>(() =>
    closures.map((closure, index) => ({ key: index, date: formatIsoOrEmpty(closure.date), note: closure.note })),
  );
  const add = () => setRows((current) => [...current, { key: Math.max(-1, ...current.map((row) => row.key)) + 1, date: '', note: '' }]);
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));
  return (
    <fieldset className="field admin-closures" aria-describedby={errors.length > 0 ? 'admin-closures-error' : undefined}>
      <legend className="field__label">Closure dates</legend>
      <p className="field__hint">Days the point is closed although its weekday is open. Customers see the note, and cannot hand over or collect luggage that day.</p>
      {rows.length > 0 && (
        <ol className="admin-closures__list">
          {rows.map((row, index) => (
            <li key={row.key} className="admin-closures__row">
              <label>
                <span>Date {index + 1}</span>
                <input className="field__input" type="date" name="closureDate" defaultValue={row.date} id={`${id}-date-${row.key}`} />
              </label>
              <label>
                <span>Note {index + 1}</span>
                <input className="field__input" type="text" name="closureNote" defaultValue={row.note} maxLength={ADMIN_LIMITS.closureNoteMax} placeholder="e.g. Bank holiday" />
              </label>
              <button type="button" className="btn btn--secondary btn--sm" onClick={() => remove(row.key)} aria-label={`Remove closure date ${index + 1}`}>
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      {rows.length < ADMIN_LIMITS.closuresMax && (
        <button type="button" className="btn btn--secondary btn--sm" onClick={add}>
          Add a closure date
        </button>
      )}
      <FieldMessages id="admin-closures-error" messages={errors} />
    </fieldset>
  );
}

const formatIsoOrEmpty = (dashed: string) => {
  const date = parseDayMonthYear(dashed);
  return date ? formatIso(date) : '';
};

/** The form's weekday times: only the days given a time. */
export function weekdayTimesField(data: FormData): Record<string, string> {
  return Object.fromEntries(WEEKDAYS.map((day) => [String(day), String(data.get(`weekdayTime${day}`) ?? '')]).filter(([, time]) => time !== ''));
}

/** The form's closures, DD-MM-YYYY; a row left wholly empty is no closure, a half-filled one goes to the server to be named. */
export function closuresField(data: FormData): PointClosure[] {
  const notes = data.getAll('closureNote').map(String);
  return data
    .getAll('closureDate')
    .map((date, index) => ({ date: String(date), note: notes[index] ?? '' }))
    .filter((row) => row.date !== '' || row.note.trim() !== '')
    .map((row) => {
      const day = parseIso(row.date);
      return { date: day ? formatDashed(day) : row.date, note: row.note };
    });
}
