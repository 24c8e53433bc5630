import type { ReactNode } from 'react';
import { MAX_NIGHTS, MIN_NIGHTS, TEXTS, formatIso, formatPounds, formatReadableDate, type CalendarDate, type Quote } from '@luggage/contracts';
import { Counter } from './counter';
import { FieldError } from '../../../components/ui/field-error';
import { StepFrame } from './step-frame';
import { BackButton, NextButton } from './wizard-actions';

interface NightsStepProps {
  nights: number;
  date: CalendarDate | null;
  returnDate: CalendarDate | null;
  quote: Quote;
  /** Why the stay cannot end on the return day (the point is closed then), live as the nights change. */
  problem: string | null;
  /** "Deliver to my address": the window on the return date is chosen here, where that date is known. */
  deliveryWindow?: ReactNode;
  onNights: (nights: number) => void;
  onBack: () => void;
  onNext: () => void;
}

const DateValue = ({ date }: { date: CalendarDate | null }) =>
  date ? (
    <time dateTime={formatIso(date)}>{formatReadableDate(date)}</time>
  ) : (
    <>Not chosen</>
  );

export function NightsStep({ nights, date, returnDate, quote, problem, deliveryWindow, onNights, onBack, onNext }: NightsStepProps) {
  return (
    <StepFrame
      title={TEXTS.nightsHeading}
      lead={`From 1 to ${MAX_NIGHTS} nights. Two or three nights cost less per night.`}
      actions={
        <>
          <BackButton onClick={onBack} />
          <NextButton onClick={onNext} />
        </>
      }
    >
      <div className="panel nights">
        <p className="nights__label" id="nights-label">
          Number of nights
        </p>
        <div role="group" aria-labelledby="nights-label">
          <Counter
            value={nights}
            min={MIN_NIGHTS}
            max={MAX_NIGHTS}
            onChange={onNights}
            decreaseLabel="Fewer nights"
            increaseLabel="More nights"
            valueLabel="Nights"
            unit={nights === 1 ? 'night' : 'nights'}
          />
        </div>
      </div>
      <dl className="facts">
        <div>
          <dt>Collection date</dt>
          <dd>
            <DateValue date={date} />
          </dd>
        </div>
        <div>
          <dt>Return date</dt>
          <dd>
            <DateValue date={returnDate} />
          </dd>
        </div>
        <div className="facts__cost">
          <dt>Cost</dt>
          <dd aria-live="polite">
            <CostValue quote={quote} />
          </dd>
        </div>
      </dl>
      {problem && <FieldError id="nights-error" messages={[problem]} />}
      {deliveryWindow && <div className="panel">{deliveryWindow}</div>}
    </StepFrame>
  );
}

function CostValue({ quote }: { quote: Quote }) {
  if (!quote.hasDiscount) return <strong className="price">{formatPounds(quote.totalPence)}</strong>;
  return (
    <>
      <s className="price price--was">
        <span className="visually-hidden">Full price </span>
        {formatPounds(quote.noDiscountPence)}
      </s>{' '}
      <strong className="price">
        <span className="visually-hidden">now </span>
        {formatPounds(quote.totalPence)}
      </strong>
      <span className="saving">You save {formatPounds(quote.discountPence)}</span>
    </>
  );
}
