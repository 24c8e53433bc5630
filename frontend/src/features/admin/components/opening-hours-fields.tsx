import { DEFAULT_DAY_HOURS, WEEKDAY_NAMES, WEEKDAYS, type OpeningHours } from '@luggage/contracts';
import { FieldMessages } from '../../../components/ui/field-messages';

/** Time inputs step by half an hour, as same-day drop-offs and pick-ups do. */
const HALF_HOUR_SECONDS = 1800;

/** "Opening hours": an opening and a closing time for each weekday (08:00-20:00 for a new point). */
export function OpeningHoursFields({ hours, errors = [] }: { hours?: Readonly<OpeningHours>; errors?: string[] }) {
  return (
    <fieldset className="field admin-opening-hours" aria-describedby={errors.length > 0 ? 'admin-openingHours-error' : undefined}>
      <legend className="field__label">Opening hours</legend>
      <p className="field__hint">When the point is staffed on each day it is open. The collect and return time of every day must lie within that day&apos;s hours.</p>
      <div className="admin-opening-hours__grid">
        {WEEKDAYS.map((day) => {
          const name = WEEKDAY_NAMES[day - 1];
          const { opens, closes } = hours?.[String(day)] ?? DEFAULT_DAY_HOURS;
          return (
            <div key={day} className="admin-opening-hours__day" role="group" aria-label={name}>
              <span className="admin-opening-hours__name">{name}</span>
              <label>
                <span>Opens</span>
                <input className="field__input" type="time" step={HALF_HOUR_SECONDS} name={`opens${day}`} aria-label={`${name} opens`} defaultValue={opens} required />
              </label>
              <label>
                <span>Closes</span>
                <input className="field__input" type="time" step={HALF_HOUR_SECONDS} name={`closes${day}`} aria-label={`${name} closes`} defaultValue={closes} required />
              </label>
            </div>
          );
        })}
      </div>
      <FieldMessages id="admin-openingHours-error" messages={errors} />
    </fieldset>
  );
}

/** The form's opening hours, every weekday, as typed (the server judges them). */
export function openingHoursField(data: FormData): OpeningHours {
  const time = (name: string) => String(data.get(name) ?? '');
  return Object.fromEntries(WEEKDAYS.map((day) => [String(day), { opens: time(`opens${day}`), closes: time(`closes${day}`) }]));
}
