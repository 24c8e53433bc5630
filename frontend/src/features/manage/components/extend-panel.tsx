import { addDays, type ChangeQuote, type ExtendRequest, type GetDataResponse, type ManageBookingView, parseDayMonthYear } from '@luggage/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { extendStay, quoteExtension } from '../api/extend-stay';
import { useManageWords } from '../lib/use-manage-words';
import { ChangePayment } from './change-payment';

interface ExtendPanelProps {
  token: string;
  booking: ManageBookingView;
  payments: GetDataResponse['payments'];
  onExtended: (booking: ManageBookingView, quote: ChangeQuote) => void;
  onClose: () => void;
}

type Kind = 'pickUp' | 'nights';

/**
 * "Extend your stay": a later pick-up the same day or nights, from the choices the server offers now
 * (`actions.extend.choices`), priced before anything changes, and a dearer one paid with the card form.
 */
export function ExtendPanel({ token, booking, payments, onExtended, onClose }: ExtendPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t, money, format } = useManageWords();
  const { pickUpTimes, nights } = booking.actions.extend.choices;
  const [kind, setKind] = useState<Kind>(pickUpTimes.length > 0 ? 'pickUp' : 'nights');
  const [pickUpTime, setPickUpTime] = useState(pickUpTimes[0] ?? '');
  const [nightCount, setNightCount] = useState(nights[0] ?? 1);
  const [quote, setQuote] = useState<ChangeQuote | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [payment, setPayment] = useState<{ id: number; amount: number; clientSecret: string; quote: ChangeQuote } | null>(null);
  const ids = useId();

  useEffect(() => heading.current?.focus(), []);

  const request: ExtendRequest = kind === 'pickUp' ? { nights: 0, pickUpTime } : { nights: nightCount };
  const collection = parseDayMonthYear(booking.collectionDate);
  const pickUpDay = (count: number) => (collection ? format.date(addDays(collection, count)) : '');

  const ask = async (step: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await step();
    } catch (error) {
      console.warn('The extension was refused', error);
      const fields = error instanceof ApiError ? Object.values(error.errors).flat() : [];
      setProblem(fields[0] ?? (error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : t('somethingWrong')));
      if (error instanceof ApiError && error.status === 409) setQuote(null);
    } finally {
      setBusy(false);
    }
  };
  const seePrice = () => ask(async () => setQuote(await quoteExtension(token, request)));
  const confirm = (agreed: ChangeQuote) =>
    ask(async () => {
      const result = await extendStay(token, { ...request, expectedDifference: agreed.difference });
      if (result.outcome === 'changed') onExtended(result.booking, agreed);
      else setPayment({ id: result.changeId, amount: result.amount, clientSecret: result.clientSecret, quote: agreed });
    });
  const choose = (change: () => void) => {
    change();
    setQuote(null);
    setProblem(null);
  };

  if (payment) {
    return <ChangePayment token={token} change={payment} payments={payments} returned={false} onChanged={(next) => onExtended(next, payment.quote)} onClose={onClose} />;
  }
  return (
    <section className="manage-step" aria-labelledby="extend-title">
      <h2 id="extend-title" className="manage-step__title" tabIndex={-1} ref={heading}>
        {t('extend.title')}
      </h2>
      <p className="manage-step__lead">{t('extend.lead')}</p>
      <fieldset className="extend-choices">
        <legend className="visually-hidden">{t('extend.title')}</legend>
        {pickUpTimes.length > 0 && (
          <div className="extend-choice">
            <label className="extend-choice__kind">
              <input type="radio" name={`${ids}-kind`} checked={kind === 'pickUp'} onChange={() => choose(() => setKind('pickUp'))} />
              {t('extend.laterPickUp')}
            </label>
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-time`}>
                {t('extend.pickUpAt')}
              </label>
              <select id={`${ids}-time`} className="field__input field__select" value={pickUpTime} disabled={kind !== 'pickUp'} onChange={(event) => choose(() => setPickUpTime(event.target.value))}>
                {pickUpTimes.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
              {booking.sameDay && <p className="field__hint">{t('extend.currentPickUp', { time: booking.sameDay.pickUpTime })}</p>}
            </div>
          </div>
        )}
        {nights.length > 0 && (
          <div className="extend-choice">
            <label className="extend-choice__kind">
              <input type="radio" name={`${ids}-kind`} checked={kind === 'nights'} onChange={() => choose(() => setKind('nights'))} />
              {t('extend.moreNights')}
            </label>
            <div className="field">
              <label className="field__label" htmlFor={`${ids}-nights`}>
                {t('extend.nightsLabel')}
              </label>
              <select id={`${ids}-nights`} className="field__input field__select" value={nightCount} disabled={kind !== 'nights'} onChange={(event) => choose(() => setNightCount(Number(event.target.value)))}>
                {nights.map((count) => (
                  <option key={count} value={count}>
                    {t('extend.nightOption', { count, date: pickUpDay(count) })}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
      </fieldset>
      {quote && (
        <p id={`${ids}-price`} className="manage-step__lead extend-price">
          {quote.payNow > 0
            ? t('extend.payMore', { total: money(quote.total), amount: money(quote.payNow) })
            : quote.refundNow > 0
              ? t('extend.refund', { total: money(quote.total), amount: money(quote.refundNow) })
              : t('extend.noCharge', { total: money(quote.total) })}
        </p>
      )}
      <div role="alert" className="manage-alert-slot">
        {problem && <p className="problem">{problem}</p>}
      </div>
      <div className="manage-step__actions">
        {quote ? (
          <Button onClick={() => confirm(quote)} disabled={busy} aria-describedby={`${ids}-price`}>
            {t('extend.confirm')}
          </Button>
        ) : (
          <Button onClick={seePrice} disabled={busy}>
            {t('extend.seePrice')}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {t('extend.back')}
        </Button>
      </div>
    </section>
  );
}
