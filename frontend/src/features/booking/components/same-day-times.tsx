import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SameDayField, Text } from '@luggage/contracts';
import { FieldError } from '../../../components/ui/field-error';
import type { TimesChoice } from '../lib/same-day-times';

export interface SameDayTimesProps {
  /** The times offered and the ones chosen (lib/same-day-times' timesChoice). */
  choice: TimesChoice;
  /** The point's closing time on the date. */
  closes: string | null;
  /** Whether the date is today, for the words when no time is left. */
  today: boolean;
  errors?: Partial<Record<SameDayField, Text>>;
  onTime: (field: SameDayField, time: string) => void;
}

/** A same-day stay's drop-off and pick-up selects, in 30-minute steps inside the date's opening hours. */
export function SameDayTimes({ choice, closes, today, errors, onTime }: SameDayTimesProps) {
  const { t } = useTranslation('booking');
  if (!choice.chosen) {
    return (
      <p className="notice" role="status">
        {t(today ? 'sameDay.noTimesToday' : 'sameDay.noTimes')}
      </p>
    );
  }
  return (
    <div className="same-day">
      <div className="same-day__times">
        <TimeSelect field="dropOffTime" label={t('sameDay.dropOff')} times={choice.dropOffs} value={choice.chosen.dropOffTime} error={errors?.dropOffTime} onTime={onTime} />
        <TimeSelect field="pickUpTime" label={t('sameDay.pickUp')} times={choice.pickUps} value={choice.chosen.pickUpTime} error={errors?.pickUpTime} onTime={onTime} />
      </div>
      {closes && <p className="same-day__closes">{t('sameDay.closesAt', { time: closes })}</p>}
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
}

function TimeSelect({ field, label, times, value, error, onTime }: TimeSelectProps) {
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
            {time}
          </option>
        ))}
      </select>
      {error && <FieldError id={errorId} messages={[error]} />}
    </div>
  );
}
