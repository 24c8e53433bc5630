import {
  compareDates,
  type DeliveryWindowAvailability,
  findDeliveryZone,
  formatDashed,
  formatIso,
  type GetDataResponse,
  LEG_CHOICE_KEYS,
  type ManageBookingView,
  parseDayMonthYear,
  parseIso,
  penceToPounds,
  secondAttemptFeePence,
  todayInLondon,
} from '@luggage/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { getDeliveryWindows, redeliver } from '../api/redeliver';
import { useManageWords } from '../lib/use-manage-words';
import { ChangePayment } from './change-payment';

interface RedeliveryPanelProps {
  token: string;
  booking: ManageBookingView;
  catalog: GetDataResponse;
  onRebooked: (booking: ManageBookingView) => void;
  onClose: () => void;
}

type Windows = { status: 'loading' | 'failed' } | { status: 'ready'; windows: DeliveryWindowAvailability[] };

/** "Choose another window": a day from the return date on, one of its open windows, the second attempt's fee paid by card. */
export function RedeliveryPanel({ token, booking, catalog, onRebooked, onClose }: RedeliveryPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { t, money } = useManageWords();
  const leg = booking.legs.find((candidate) => candidate.direction === 'return')!;
  const lookup = findDeliveryZone(leg.address?.postcode ?? '', catalog.delivery.zones);
  const zone = lookup.valid && lookup.served ? lookup.zone : null;
  const returnDay = parseDayMonthYear(booking.returnDate)!;
  const firstDay = formatIso(compareDates(returnDay, todayInLondon()) > 0 ? returnDay : todayInLondon());
  const [day, setDay] = useState(firstDay);
  const [windows, setWindows] = useState<Windows>({ status: 'loading' });
  const [windowId, setWindowId] = useState<number | null>(null);
  // A key of the page's own words, or the server's refusal as it came.
  const [problem, setProblem] = useState<{ key: string } | { words: string } | null>(null);
  const [payment, setPayment] = useState<{ id: number; amount: number; clientSecret: string } | null>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (!zone) return;
    const controller = new AbortController();
    setWindows({ status: 'loading' });
    setWindowId(null);
    getDeliveryWindows(zone.cityId, day, controller.signal).then(
      (answer) => !controller.signal.aborted && setWindows({ status: 'ready', windows: answer.windows }),
      () => !controller.signal.aborted && setWindows({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [zone?.cityId, day]); // eslint-disable-line react-hooks/exhaustive-deps

  if (payment) {
    return <ChangePayment token={token} change={payment} payments={catalog.payments} returned={false} onChanged={onRebooked} onClose={onClose} />;
  }
  const fee = zone ? penceToPounds(secondAttemptFeePence(zone, catalog.delivery.secondAttemptFees)) : 0;
  const submit = async () => {
    if (windowId === null) return setProblem({ key: 'redelivery.chooseWindow' });
    setProblem(null);
    try {
      const result = await redeliver(token, { date: formatDashed(parseIso(day)!), windowId, expectedFee: fee });
      if (result.outcome === 'changed') onRebooked(result.booking);
      else setPayment({ id: result.changeId, amount: result.amount, clientSecret: result.clientSecret });
    } catch (error) {
      setProblem(error instanceof ApiError ? { words: error.message } : { key: 'redelivery.bookFailed' });
    }
  };
  return (
    <section className="manage-step" aria-labelledby="redelivery-title">
      <h2 id="redelivery-title" className="manage-step__title" tabIndex={-1} ref={heading}>
        {t(LEG_CHOICE_KEYS.chooseAnotherWindow)}
      </h2>
      <p className="manage-step__lead">{fee > 0 ? t('redelivery.fee', { amount: money(fee) }) : t('redelivery.free')}</p>
      <label className="field">
        <span className="field__label">{t('redelivery.date')}</span>
        <input className="field__input" type="date" value={day} min={firstDay} onChange={(event) => event.target.value && setDay(event.target.value)} />
      </label>
      <fieldset className="choice-group windows">
        <legend className="choice-group__legend">{t('redelivery.time')}</legend>
        {windows.status === 'loading' && <p className="form-note">{t('redelivery.loading')}</p>}
        {windows.status === 'failed' && <p className="form-note">{t('redelivery.failed')}</p>}
        {windows.status === 'ready' && windows.windows.length === 0 && <p className="form-note">{t('redelivery.none')}</p>}
        {windows.status === 'ready' &&
          windows.windows.map((window) => (
            <label key={window.id} className={window.full ? 'choice-group__choice is-disabled' : 'choice-group__choice'}>
              <input type="radio" name="redelivery-window" value={window.id} checked={windowId === window.id} disabled={window.full} onChange={() => setWindowId(window.id)} />
              <span>{window.label}</span> <span className="windows__left">{window.full ? t(LEG_CHOICE_KEYS.windowFull) : t(LEG_CHOICE_KEYS.tripsLeft, { count: window.tripsLeft })}</span>
            </label>
          ))}
      </fieldset>
      {problem && (
        <p className="problem" role="alert">
          {'key' in problem ? t(problem.key) : problem.words}
        </p>
      )}
      <div className="manage-step__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('back')}
        </Button>
        <Button onClick={() => void submit()}>{fee > 0 ? t('redelivery.pay', { amount: money(fee) }) : t('redelivery.book')}</Button>
      </div>
    </section>
  );
}
