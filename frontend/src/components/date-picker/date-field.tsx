import { useCallback, useId, useRef, useState } from 'react';
import { VALIDATION_KEYS, formatSlashed, formatterFor, todayInLondon, type CalendarDate, type Text } from '@luggage/contracts';
import { answerLanguage } from '../../lib/i18n/active-language';
import { usePageTranslation } from '../../lib/i18n/page-language';
import { FieldMessages } from '../ui/field-messages';
import { useFocusOnShow } from '../../lib/use-focus-on-show';
import { CalendarIcon } from './picker-icons';
import { Calendar } from './calendar';
import { rangeHint, readTypedDate } from './picker-dates';
import './date-picker.css';

interface DateFieldProps {
  /** The field's name (the wizard's "Collection date" by default); the calendar dialog is "Choose collection date". */
  label?: string;
  /** Hide the label when a heading above already says it (the wizard's step); screen readers still hear it. */
  hideLabel?: boolean;
  /** The date shown when the field opens (a form editing a date it already has). */
  value?: CalendarDate | null;
  /** The first and last days that can be chosen (the wizard: contracts' earliestCollectionDate and latestCollectionDate). */
  min: CalendarDate;
  max: CalendarDate;
  /** Why the first day is not today, when it is not. */
  note?: string;
  /** The form's messages for this field ('Please select a collection date!'). */
  error?: Text | readonly Text[];
  onChoose: (date: CalendarDate) => void;
  /** Called when the text stops naming a date that can be chosen (emptied, half typed, not a date). */
  onUnset?: () => void;
  /** Days the chosen point cannot take, and why ('full' or 'closed'): greyed in the calendar, refused when typed. */
  unavailable?: (date: CalendarDate) => 'full' | 'closed' | null;
  /** The chosen point's name, for the message of a typed day it cannot take. */
  pointName?: string;
  autoFocus?: boolean;
}

/**
 * dd/MM/yyyy text field with a calendar button; a complete valid date typed or picked is chosen at once. The wizard's
 * collection date, the change form, the admin's booking search and the staff's day lists all use it.
 */
export function DateField({ label: givenLabel, hideLabel = false, value, min, max, note, error, onChoose, onUnset, unavailable, pointName, autoFocus }: DateFieldProps) {
  const { t } = usePageTranslation(['booking', 'validation']);
  const label = givenLabel ?? t('datePicker.label');
  const format = formatterFor(answerLanguage(window.location.pathname));
  const [text, setText] = useState(value ? formatSlashed(value) : '');
  const [invalid, setInvalid] = useState<Text | null>(null);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const input = useFocusOnShow<HTMLInputElement>(autoFocus);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const calendarId = `${id}-calendar`;
  const given: readonly Text[] = error === undefined ? [] : Array.isArray(error) ? error : [error as Text];
  const messages = [...(invalid ? [invalid] : []), ...given.filter((m) => m !== invalid)];
  const hint = rangeHint(min, max, todayInLondon(), (date) => format.date(date));
  const dateInvalid = t(VALIDATION_KEYS.dateInvalid);

  const read = (typedText: string, finished: boolean) => {
    const typed = readTypedDate(typedText, min, max);
    const problem = typed.kind === 'valid' ? (unavailable?.(typed.date) ?? null) : null;
    if (typed.kind !== 'valid' || problem) onUnset?.();
    if (typed.kind === 'valid' && problem) {
      setInvalid(t(`datePicker.${problem}`, { point: pointName ?? t('validation:point.this'), date: format.date(typed.date) }));
    }
    else if (typed.kind === 'valid') {
      setInvalid(null);
      onChoose(typed.date);
    } else if (typed.kind === 'tooEarly') setInvalid(`${dateInvalid} ${t('datePicker.earliest', { label, date: format.date(min) })}`);
    else if (typed.kind === 'tooLate') setInvalid(`${dateInvalid} ${t('datePicker.latest', { label, date: format.date(max) })}`);
    else setInvalid(typed.kind === 'invalid' || (finished && typed.kind === 'partial') ? dateInvalid : null);
  };

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, [setOpen]);

  const pick = (date: CalendarDate) => {
    setText(formatSlashed(date));
    setInvalid(null);
    close(true);
    onChoose(date);
  };

  return (
    <div className="field date-field">
      <label className={hideLabel ? 'visually-hidden' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      <p className="field__hint" id={hintId}>
        {note && `${note} `}
        {t(hint.key, hint.params)}
      </p>
      <div className="date-field__control">
        <input
          ref={input}
          id={id}
          className="field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('datePicker.placeholder')}
          maxLength={10}
          value={text}
          aria-invalid={messages.length > 0}
          aria-describedby={messages.length > 0 ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setText(event.target.value);
            read(event.target.value, false);
          }}
          onBlur={(event) => event.relatedTarget !== toggle.current && read(text, true)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // A complete date lets Enter submit the form, as a native date input does; anything else stays to be mended.
            if (readTypedDate(text, min, max).kind !== 'valid') event.preventDefault();
            read(text, true);
          }}
        />
        <button
          ref={toggle}
          type="button"
          className="date-field__toggle"
          aria-label={t('datePicker.open')}
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
            label={t('datePicker.dialog', { label })}
            min={min}
            max={max}
            start={value ?? min}
            onPick={pick}
            unavailable={unavailable}
            onClose={close}
          />
        )}
      </div>
      <div role="alert">
        <FieldMessages id={errorId} messages={messages} />
      </div>
    </div>
  );
}
