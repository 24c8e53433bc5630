import type { ReactNode } from 'react';
import { MAX_NIGHTS, MIN_NIGHTS, formatIso, type BookingQuote, type CalendarDate, type Quote, type Text } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/i18n/use-language';
import { CostLines } from './cost-lines';
import { Counter } from './counter';
import { FieldError } from '../../../components/ui/field-error';
import { ChoiceGroup } from '../../../components/legs/choice-group';
import { SameDayTimes, type SameDayTimesProps } from '../../../components/same-day/same-day-times';
import { StepFrame } from './step-frame';
import { BackButton, NextButton } from './wizard-actions';

interface NightsStepProps {
  nights: number;
  date: CalendarDate | null;
  returnDate: CalendarDate | null;
  /** Storage and the legs' fees: with a fee, the cost is the summary's lines and total, not storage alone. */
  price: BookingQuote;
  /** Why the stay cannot end on the return day (the point is closed then), live as the nights change. */
  problem: Text | null;
  /** "Deliver to my address": the window on the return date is chosen here, where that date is known. */
  deliveryWindow?: ReactNode;
  /** Whether Same day can be chosen: given back at the storage point or delivered to an address (not at another point). */
  sameDayPossible: boolean;
  /** Same day chosen: its times, or null before the point and date are known. */
  sameDay: SameDayTimesProps | null;
  onSameDay: () => void;
  onNights: (nights: number) => void;
  onBack: () => void;
  onNext: () => void;
}

function DateValue({ date }: { date: CalendarDate | null }) {
  const { t } = useTranslation('booking');
  const format = useFormatter();
  return date ? <time dateTime={formatIso(date)}>{format.date(date)}</time> : <>{t('nights.notChosen')}</>;
}

export function NightsStep(props: NightsStepProps) {
  const { nights, date, returnDate, price, problem, deliveryWindow, onNights, onBack, onNext } = props;
  const { t } = useTranslation('booking');
  const sameDay = nights === 0;
  return (
    <StepFrame
      title={t('nights.heading')}
      lead={t('nights.lead', { max: MAX_NIGHTS })}
      actions={
        <>
          <BackButton onClick={onBack} />
          <NextButton onClick={onNext} />
        </>
      }
    >
      <div className="panel">
        <StayChoice sameDay={sameDay} possible={props.sameDayPossible} onSameDay={props.onSameDay} onNights={() => onNights(MIN_NIGHTS)} />
      </div>
      {sameDay ? (
        props.sameDay && (
          <div className="panel">
            <SameDayTimes {...props.sameDay} />
          </div>
        )
      ) : (
        <div className="panel nights">
          <p className="nights__label" id="nights-label">
            {t('nights.label')}
          </p>
          <div role="group" aria-labelledby="nights-label">
            <Counter
              value={nights}
              min={MIN_NIGHTS}
              max={MAX_NIGHTS}
              onChange={onNights}
              decreaseLabel={t('nights.fewer')}
              increaseLabel={t('nights.more')}
              valueLabel={t('nights.value')}
              unit={t('nights.unit', { count: nights })}
            />
          </div>
        </div>
      )}
      <dl className="facts">
        <div>
          <dt>{t('nights.collectionDate')}</dt>
          <dd>
            <DateValue date={date} />
          </dd>
        </div>
        {!sameDay && (
          <div>
            <dt>{t('nights.returnDate')}</dt>
            <dd>
              <DateValue date={returnDate} />
            </dd>
          </div>
        )}
        <div className="facts__cost">
          <dt>{t('nights.cost')}</dt>
          <dd aria-live="polite">
            {price.fees.length > 0 ? <CostLines price={price} /> : <CostValue quote={price.storage} />}
          </dd>
        </div>
      </dl>
      {problem && <FieldError id="nights-error" messages={[problem]} />}
      {deliveryWindow && <div className="panel">{deliveryWindow}</div>}
    </StepFrame>
  );
}

type Stay = 'sameDay' | 'nights';

/** "Same day" or nights; Same day not with a return at another point. */
function StayChoice({ sameDay, possible, onSameDay, onNights }: { sameDay: boolean; possible: boolean; onSameDay: () => void; onNights: () => void }) {
  const { t } = useTranslation('booking');
  const choices = [
    { value: 'sameDay' as const, label: 'booking:sameDay.sameDay', said: t('sameDay.sameDay'), disabled: !possible, hint: possible ? undefined : t('sameDay.atPointOnly') },
    { value: 'nights' as const, label: 'booking:sameDay.nights', said: t('sameDay.nights') },
  ];
  const choose = (stay: Stay) => (stay === 'sameDay' ? onSameDay() : onNights());
  return <ChoiceGroup legend="booking:sameDay.kind" value={sameDay ? 'sameDay' : 'nights'} choices={choices} onChange={choose} />;
}

function CostValue({ quote }: { quote: Quote }) {
  const { t } = useTranslation('booking');
  const format = useFormatter();
  if (!quote.hasDiscount) return <strong className="price">{format.money(quote.totalPence)}</strong>;
  return (
    <>
      <s className="price price--was">
        <span className="visually-hidden">{t('nights.fullPrice')}</span>
        {format.money(quote.noDiscountPence)}
      </s>{' '}
      <strong className="price">
        <span className="visually-hidden">{t('nights.now')}</span>
        {format.money(quote.totalPence)}
      </strong>
      <span className="saving">{t('nights.youSave', { amount: format.money(quote.discountPence) })}</span>
    </>
  );
}
