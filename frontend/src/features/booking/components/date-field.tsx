import { useCallback, useId, useRef, useState } from 'react';
import { TEXTS, formatSlashed, type CalendarDate } from '@luggage/contracts';
import { readTypedDate } from '../lib/dates';
import { CalendarIcon } from './booking-icons';
import { Calendar } from './calendar';
import { FieldError } from './field-error';

interface DateFieldProps {
  min: CalendarDate;
  /** The wizard's message for this field ('Please select a collection date!'). */
  error?: string;
  onChoose: (date: CalendarDate) => void;
  autoFocus?: boolean;
}

/** dd/MM/yyyy text field with a calendar button; a complete valid date typed or picked is chosen at once. */
export function DateField({ min, error, onChoose, autoFocus }: DateFieldProps) {
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const calendarId = `${id}-calendar`;
  const messages = [invalid ? TEXTS.dateInvalid : null, error ?? null].filter((m): m is string => m !== null);

  const read = (value: string, finished: boolean) => {
    const typed = readTypedDate(value, min);
    if (typed.kind === 'valid') onChoose(typed.date);
    else setInvalid(typed.kind === 'invalid' || (finished && typed.kind === 'partial'));
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
        Format dd/mm/yyyy, from today ({formatSlashed(min)}) onwards
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
            start={min}
            onPick={onChoose}
            onClose={close}
          />
        )}
      </div>
      <FieldError id={errorId} messages={messages} />
    </div>
  );
}
