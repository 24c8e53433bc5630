import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { minutesOfDay, type SameDayField, sameDayMeetsFull, type Text, timeOfDay } from '@luggage/contracts';
import { FieldError } from '../ui/field-error';
import type { FullHours, TimesChoice } from '../../lib/same-day-times';

export interface SameDayTimesProps {
  /** The times offered and the ones chosen (lib/same-day-times' timesChoice). */
  choice: TimesChoice;
  /** The point's closing time on the date. */
  closes: string | null;
  /** Whether the date is today, for the words when no time is left. */
  today: boolean;
  errors?: Partial<Record<SameDayField, Text>>;
  onTime: (field: SameDayField, time: string) => void;
  /** When the point has no room for the stay's bags that day (GET /api/availability with `bags`). */
  fullHours?: FullHours;
  /** When the bags are at the point (lib/same-day-state's sameDayHeld: a window stands for an address end); null until both ends are chosen. */
  held?: { from: string; until: string } | null;
  /** Shown while the chosen times meet the full hours: the nearest times and points with room (SameDayAlternatives). */
  alternatives?: ReactNode;
}

/** The shortest stay from `time`, for judging a drop-off against the full hours. */
const anHourFrom = (time: string) => timeOfDay(minutesOfDay(time) + 60);

/** A same-day stay's drop-off and pick-up selects, in 30-minute steps inside the date's opening hours. */
export function SameDayTimes({ choice, closes, today, errors, onTime, fullHours = [], held = null, alternatives }: SameDayTimesProps) {
  const { t } = useTranslation('booking');
  if (!choice.chosen) {
    return (
      <p className="notice" role="status">
        {t(today ? 'sameDay.noTimesToday' : 'sameDay.noTimes')}
      </p>
    );
  }
  const { dropOffTime, pickUpTime } = choice.chosen;
  // The span the bags are at the point, against its full hours: the chosen times, or a window for an address end.
  const full = held && sameDayMeetsFull(fullHours, held.from, held.until);
  const atPoint = choice.asks.dropOff && choice.asks.pickUp;
  return (
    <div className="same-day">
      {held && fullHours.length > 0 && (
        <ul className="same-day__full" aria-label={t('sameDay.fullHours')}>
          {fullHours.map((run) => (
            <li key={run.from}>{t('sameDay.fullFrom', { from: run.from, to: run.to })}</li>
          ))}
        </ul>
      )}
      {(choice.asks.dropOff || choice.asks.pickUp) && (
        <div className="same-day__times">
          {choice.asks.dropOff && dropOffTime && (
            <TimeSelect field="dropOffTime" label={t('sameDay.dropOff')} times={choice.dropOffs} value={dropOffTime} error={errors?.dropOffTime} onTime={onTime}
              isFull={(time) => held !== null && sameDayMeetsFull(fullHours, time, anHourFrom(time)) !== null} fullLabel={t('sameDay.fullOption')} />
          )}
          {choice.asks.pickUp && pickUpTime && (
            <TimeSelect field="pickUpTime" label={t('sameDay.pickUp')} times={choice.pickUps} value={pickUpTime} error={errors?.pickUpTime} onTime={onTime}
              isFull={(time) => held !== null && sameDayMeetsFull(fullHours, held.from, time) !== null} fullLabel={t('sameDay.fullOption')} />
          )}
        </div>
      )}
      {!choice.asks.dropOff && <p className="form-note">{t('sameDay.collectedNote')}</p>}
      {!choice.asks.pickUp && <p className="form-note">{t('sameDay.deliveredNote')}</p>}
      {full && (
        <>
          <p className="notice same-day__clash" role="alert">
            {t(atPoint ? 'sameDay.chosenFull' : 'sameDay.windowsFull', { from: full.from, to: full.to })}
          </p>
          {atPoint && alternatives}
        </>
      )}
      {closes && (choice.asks.dropOff || choice.asks.pickUp) && <p className="same-day__closes">{t('sameDay.closesAt', { time: closes })}</p>}
    </div>
  );
}

interface TimeSelectProps {
  field: SameDayField;
  label: string;
  times: readonly string[];
  value: string;
  error?: Text;
  onTime: (field: SameDayField, time: string) => void;
  /** A time the point has no room at: offered but marked, so the visitor sees why. */
  isFull: (time: string) => boolean;
  fullLabel: string;
}

function TimeSelect({ field, label, times, value, error, onTime, isFull, fullLabel }: TimeSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input field__select"
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onTime(field, event.target.value)}
      >
        {times.map((time) => (
          <option key={time} value={time}>
            {isFull(time) ? `${time} (${fullLabel})` : time}
          </option>
        ))}
      </select>
      {error && <FieldError id={errorId} messages={[error]} />}
    </div>
  );
}
