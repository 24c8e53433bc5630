import { useCallback, useId, useRef, useState } from 'react';
import { TEXTS, formatReadableDate, todayInLondon, type CalendarDate } from '@luggage/contracts';
import { readTypedDate, sameDay } from '../lib/dates';
import { CalendarIcon } from './booking-icons';
import { Calendar } from './calendar';
import { FieldError } from './field-error';

interface DateFieldProps {
  /** The first and last days that can be chosen (contracts' earliestCollectionDate and latestCollectionDate). */
  min: CalendarDate;
  max: CalendarDate;
  /** Why the first day is not today, when it is not. */
  note?: string;
  /** The wizard's message for this field ('Please select a collection date!'). */
  error?: string;
  onChoose: (date: CalendarDate) => void;
  /** Days the chosen point cannot take, and why ('full' or 'closed'): greyed in the calendar, refused when typed. */
  unavailable?: (date: CalendarDate) => 'full' | 'closed' | null;
  /** The chosen point's name, for the message of a typed day it cannot take. */
  pointName?: string;
  autoFocus?: boolean;
}

/** dd/MM/yyyy text field with a calendar button; a complete valid date typed or picked is chosen at once. */
export function DateField({ min, max, note, error, onChoose, unavailable, pointName, autoFocus }: DateFieldProps) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const calendarId = `${id}-calendar`;
  const messages = [invalid, error ?? null].filter((m): m is string => m !== null);
  const first = sameDay(min, todayInLondon()) ? `today (${formatReadableDate(min)})` : formatReadableDate(min);

  const read = (value: string, finished: boolean) => {
    const typed = readTypedDate(value, min, max);
    const problem = typed.kind === 'valid' ? (unavailable?.(typed.date) ?? null) : null;
    if (typed.kind === 'valid' && problem) setInvalid(`${pointName ?? 'This point'} is ${problem} on ${formatReadableDate(typed.date)}. Please choose another date.`);
    else if (typed.kind === 'valid') onChoose(typed.date);
    else if (typed.kind === 'tooEarly') setInvalid(`${TEXTS.dateInvalid} The earliest collection date is ${formatReadableDate(min)}.`);
    else if (typed.kind === 'tooLate') setInvalid(`${TEXTS.dateInvalid} The latest collection date is ${formatReadableDate(max)}.`);
    else setInvalid(typed.kind === 'invalid' || (finished && typed.kind === 'partial') ? TEXTS.dateInvalid : null);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  return (
    <div className="field date-field">
      {/* The step's 'Collection date' heading shows above; the field keeps the full name for screen readers. */}
      <label className="visually-hidden" htmlFor={id}>
        Collection date
      </label>
      <p className="field__hint" id={hintId}>
        {note && `${note} `}Format dd/mm/yyyy, from {first} to {formatReadableDate(max)}
      </p>
      <div className="date-field__control">
        <input
          id={id}
          className="field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          maxLength={10}
          value={text}
          autoFocus={autoFocus}
          aria-invalid={messages.length > 0}
          aria-describedby={messages.length > 0 ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setText(event.target.value);
            read(event.target.value, false);
          }}
          onBlur={(event) => event.relatedTarget !== toggle.current && read(text, true)}
          onKeyDown={(event) => event.key === 'Enter' && (event.preventDefault(), read(text, true))}
        />
        <button
          ref={toggle}
          type="button"
          className="date-field__toggle"
          aria-label="Choose date from calendar"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={calendarId}
          onClick={() => setOpen((o) => !o)}
        >
          <CalendarIcon />
        </button>
        {open && (
          <Calendar
            id={calendarId}
            min={min}
            max={max}
            start={min}
            onPick={onChoose}
            unavailable={unavailable}
            onClose={close}
          />
        )}
      </div>
      <FieldError id={errorId} messages={messages} />
    </div>
  );
}
