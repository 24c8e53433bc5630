import {
  CHECK_IN_TEXTS,
  type ChangeQuote,
  type CheckInBookingView,
  type ExtendChoices,
  type ExtendRequest,
  extendDifference,
  formatPounds,
  pickUpNow,
  poundsToPence,
  stayExtended,
} from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { useFocusOnShow } from '../../../lib/use-focus-on-show';
import { extendStay, quoteExtension } from '../api/check-in';
import { NightsField, PaidAtPointField } from './extend-fields';

interface ExtendFormProps {
  booking: CheckInBookingView;
  choices: ExtendChoices;
  disabled: boolean;
  onExtended: (booking: CheckInBookingView, notice: string) => void;
  onCancel: () => void;
}

type Kind = 'pickUp' | 'nights';

/**
 * "Extend" at the counter: a later pick-up the same day or more nights, from the choices the server lists; "Quote" asks
 * the price, and a dearer extension is made only once staff tick that they took the difference at the point.
 */
export function ExtendForm({ booking, choices, disabled, onExtended, onCancel }: ExtendFormProps) {
  const [kind, setKind] = useState<Kind>(choices.pickUpTimes.length > 0 ? 'pickUp' : 'nights');
  const [pickUpTime, setPickUpTime] = useState(choices.pickUpTimes[0] ?? '');
  const [nights, setNights] = useState(choices.nights[0] ?? 1);
  const [quote, setQuote] = useState<ChangeQuote | null>(null);
  const [paid, setPaid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const title = useFocusOnShow<HTMLHeadingElement>(true);
  const field: keyof ExtendRequest = kind === 'pickUp' ? 'pickUpTime' : 'nights';
  const request: ExtendRequest = kind === 'pickUp' ? { nights: 0, pickUpTime } : { nights };
  const mustTick = quote !== null && quote.payNow > 0;

  /** Another choice needs another quote. */
  const choose = (change: () => void) => {
    change();
    setQuote(null);
    setPaid(false);
    setErrors({});
    setProblem(null);
  };

  const call = async (work: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    setProblem(null);
    try {
      await work();
    } catch (error) {
      console.warn('Extend failed', error);
      const byField = error instanceof ApiError && error.isValidation ? error.errors : {};
      const shown = Object.fromEntries(Object.entries(byField).filter(([name]) => name === field || name === 'paidAtPoint'));
      const others = Object.entries(byField).filter(([name]) => !(name in shown)).flatMap(([, messages]) => messages);
      setErrors(shown);
      if (Object.keys(byField).length === 0) {
        // A 409 (the point is full, the price moved, the stay moved on): the quote no longer holds.
        setQuote(null);
        setPaid(false);
        setProblem(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.');
      } else if (others.length > 0) setProblem(others.join(' '));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || disabled) return;
    if (!quote) return void call(async () => setQuote(await quoteExtension(booking.reference, request)));
    if (mustTick && !paid) return;
    void call(async () => {
      const extended = await extendStay(booking.reference, { ...request, expectedDifference: quote.difference, ...(mustTick ? { paidAtPoint: paid } : {}) });
      onExtended(extended, stayExtended(extended, quote.payNow));
    });
  };

  return (
    <form className="staff-extend" noValidate aria-labelledby="staff-extend-title" onSubmit={submit}>
      <h3 id="staff-extend-title" ref={title} tabIndex={-1}>
        {CHECK_IN_TEXTS.extendTitle}
      </h3>
      {choices.pickUpTimes.length > 0 && choices.nights.length > 0 && (
        <fieldset className="staff-extend__group staff-extend__group--row">
          <legend>{CHECK_IN_TEXTS.extendBy}</legend>
          {(['pickUp', 'nights'] as const).map((value) => (
            <label key={value} className="staff-extend__choice">
              <input type="radio" name="staff-extend-kind" value={value} checked={kind === value} onChange={() => choose(() => setKind(value))} />
              {value === 'pickUp' ? CHECK_IN_TEXTS.laterPickUp : CHECK_IN_TEXTS.nights}
            </label>
          ))}
        </fieldset>
      )}
      {kind === 'pickUp' ? (
        <SelectField name="pickUpTime" idPrefix="staff-extend" label={CHECK_IN_TEXTS.newPickUp} hint={booking.pickUpTime ? pickUpNow(booking.pickUpTime) : undefined}
          value={pickUpTime} onChange={(e) => choose(() => setPickUpTime(e.target.value))} errors={errors.pickUpTime}>
          {choices.pickUpTimes.map((time) => (
            <option key={time} value={time}>
              {time}
            </option>
          ))}
        </SelectField>
      ) : (
        <NightsField collectionDate={booking.collectionDate} nights={choices.nights} value={nights} onChange={(count) => choose(() => setNights(count))} errors={errors.nights} />
      )}
      <div role="status" className="staff-extend__quote">
        {quote && (
          <>
            <p className="staff-extend__difference">{extendDifference(quote)}</p>
            <p>New total: {formatPounds(poundsToPence(quote.total))}</p>
          </>
        )}
      </div>
      {mustTick && <PaidAtPointField payNow={quote.payNow} checked={paid} onChange={setPaid} errors={errors.paidAtPoint} />}
      <div className="staff-extend__buttons">
        <Button type="submit" size="lg" disabled={busy || disabled || (mustTick && !paid)}>
          {quote ? CHECK_IN_TEXTS.extend : CHECK_IN_TEXTS.quote}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          {CHECK_IN_TEXTS.cancel}
        </Button>
      </div>
      <div role="alert" className="staff-page__alert">
        {problem && <p className="problem">{problem}</p>}
      </div>
    </form>
  );
}
