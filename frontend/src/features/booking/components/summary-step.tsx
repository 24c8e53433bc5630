import { useTranslation } from 'react-i18next';
import {
  localised,
  type BookingQuote,
  type CalendarDate,
  type CollectionCityView,
  type CollectionLocationView,
  type CustomerDetails,
  type DeliveryCatalog,
  type PromoTerms,
  type SameDayTimes,
} from '@luggage/contracts';
import { BookingPolicyNote } from '../../../components/policy/booking-policy-note';
import { CancellationPolicyText } from '../../../components/policy/cancellation-policy-text';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useBagProtection } from '../../../lib/bag-protection';
import { activeLanguage } from '../../../lib/i18n/active-language';
import { useSay } from '../../../lib/i18n/say';
import type { IntentState } from '../hooks/use-payment-intent';
import type { ChosenItem } from '../../../lib/basket';
import type { BookingView } from '../lib/booking-view';
import { legLines } from '../lib/leg-lines';
import type { LegsDraft } from '../../../lib/legs';
import { AlertIcon, LockIcon } from './booking-icons';
import { CostLines } from './cost-lines';
import { PromoCodeField } from './promo-code-field';
import { FullAlternatives } from './full-alternatives';
import { SameDayFullAlternatives } from './same-day-alternatives';
import { StepFrame } from './step-frame';
import { BackButton } from './wizard-actions';

interface SummaryStepProps {
  details: CustomerDetails;
  chosen: ChosenItem[];
  nights: number;
  /** A same-day stay: its times and the point's closing time, said instead of the nights and the return. */
  sameDay: BookingView['sameDay'];
  date: CalendarDate | null;
  returnDate: CalendarDate | null;
  location: CollectionLocationView | null;
  returnLocation: CollectionLocationView | null;
  legs: LegsDraft;
  delivery: DeliveryCatalog;
  price: BookingQuote;
  /** The handover the policy counts from; null until known. */
  handover: Date | null;
  intent: IntentState;
  cities: CollectionCityView[];
  onChooseDate: (date: CalendarDate) => void;
  onChooseLocation: (locationId: number) => void;
  /** A stay of the day: other times with room at the point (a suggestion after the server's 409). */
  onChooseTimes: (times: SameDayTimes) => void;
  onRetry: () => void;
  onRefreshPrices: () => void;
  onBack: () => void;
  onCheckout: () => void;
  /** The applied promo code's terms, or null; "Have a code?" applies or removes one. */
  promo: PromoTerms | null;
  /** The partner link the visitor came by, which the code is judged after (null: none). */
  partnerCode: string | null;
  onApplyPromo: (terms: PromoTerms) => void;
  onRemovePromo: () => void;
}

export function SummaryStep(props: SummaryStepProps) {
  const { details, chosen, nights, date, location, price, intent } = props;
  const { t } = useTranslation(['checkout', 'terms', 'booking']);
  const say = useSay();
  // contracts' localised with the active language rather than useLocalised: importing lib/i18n/localised.ts from this
  // lazy chunk makes Rolldown split shared code out of the landing page's entry, over its budget (page-budget.test.ts).
  const language = activeLanguage();
  const lines = legLines({ ...props, dropOffTime: props.sameDay?.atPoint.dropOffTime });
  const bagProtection = useBagProtection();

  return (
    <StepFrame
      title={t('summary.heading')}
      lead={t('summary.lead')}
      actions={
        <>
          <BackButton onClick={props.onBack} />
          <CheckoutAction intent={intent} onCheckout={props.onCheckout} />
        </>
      }
    >
      <div className="summary">
        <section className="panel summary__block" aria-labelledby="summary-details">
          <h3 id="summary-details" className="panel__title">
            {t('summary.yourDetails')}
          </h3>
          <dl className="pairs">
            <dt>{t('summary.fullName')}</dt>
            <dd>{details.fullName}</dd>
            <dt>{t('summary.contactNumber')}</dt>
            <dd>{details.contactNumber}</dd>
            <dt>{t('summary.email')}</dt>
            <dd>{details.email}</dd>
          </dl>
        </section>
        <section className="panel summary__block" aria-labelledby="summary-booking">
          <h3 id="summary-booking" className="panel__title">
            {t('summary.yourBooking')}
          </h3>
          <ul className="summary__items">
            {chosen.map(({ item, amount }) => (
              <li key={item.id}>
                <span>{localised(item.storage_item, item.nameTranslations, language)}</span> <span>{t('summary.amount', { amount })}</span>
              </li>
            ))}
          </ul>
          <dl className="pairs">
            {!props.sameDay && (
              <>
                <dt>{t('summary.nights')}</dt>
                <dd>{nights}</dd>
              </>
            )}
            <dt>{t('summary.collection')}</dt>
            <dd>{say(lines.collection)}</dd>
            {props.sameDay ? (
              <>
                {props.legs.giveBack === 'address' && (
                  <>
                    <dt>{t('summary.return')}</dt>
                    <dd>{say(lines.return)}</dd>
                  </>
                )}
                <SameDayLine {...props.sameDay} />
              </>
            ) : (
              <>
                <dt>{t('summary.return')}</dt>
                <dd>{say(lines.return)}</dd>
              </>
            )}
            {props.legs.handover === 'point' && location?.instructions && (
              <>
                <dt>{t('summary.meetingInstructions')}</dt>
                <dd className="meeting-instructions">{localised(location.instructions, location.instructionsTranslations, language)}</dd>
              </>
            )}
          </dl>
        </section>
        <section className="panel summary__block summary__costs" aria-label={t('summary.costs')}>
          <CostLines price={price} />
          {location && (
            <PromoCodeField
              basket={{ locationId: location.id, items: chosen.map(({ item, amount }) => ({ code: item.code, amount })), nights, partnerCode: props.partnerCode }}
              applied={props.promo}
              appliedPence={price.promo?.pence ?? 0}
              onApply={props.onApplyPromo}
              onRemove={props.onRemovePromo}
            />
          )}
        </section>
      </div>
      <div className="summary__policy">
        <CancellationPolicyText className="form-note" />
        {props.handover && <BookingPolicyNote handover={props.handover} />}
        {bagProtection && <p className="form-note">{bagProtection}</p>}
      </div>
      <IntentProblem intent={intent} onRetry={props.onRetry} onRefreshPrices={props.onRefreshPrices} />
      {intent.status === 'full' && date && location && props.sameDay?.times && (
        <SameDayFullAlternatives
          message={intent.message}
          cities={props.cities}
          location={location}
          date={date}
          times={props.sameDay.times}
          bags={chosen.reduce((sum, line) => sum + line.amount, 0)}
          onChooseTimes={props.onChooseTimes}
          onChooseLocation={props.onChooseLocation}
        />
      )}
      {intent.status === 'full' && props.sameDay && !props.sameDay.times && (
        <div className="problem" role="alert">
          <AlertIcon className="problem__icon" />
          <p className="problem__title">{intent.message}</p>
        </div>
      )}
      {intent.status === 'full' && date && location && !props.sameDay && (
        <FullAlternatives
          message={intent.message}
          cities={props.cities}
          location={location}
          date={date}
          nights={nights}
          bags={chosen.reduce((sum, line) => sum + line.amount, 0)}
          onChooseDate={props.onChooseDate}
          onChooseLocation={props.onChooseLocation}
        />
      )}
    </StepFrame>
  );
}

/**
 * "Same day": "Drop off 11:00 · Pick up 17:00" (or the one end at the point, beside an address leg: "Pick up 16:00"),
 * "Closes at 20:00" while an end is at the point.
 */
function SameDayLine({ times, atPoint, closes }: NonNullable<BookingView['sameDay']>) {
  const { t } = useTranslation('booking');
  const oneEnd = times ? null : atPoint.pickUpTime ? t('sameDay.pickUpAt', { time: atPoint.pickUpTime }) : atPoint.dropOffTime ? t('sameDay.dropOffAt', { time: atPoint.dropOffTime }) : null;
  const atThePoint = Boolean(atPoint.dropOffTime || atPoint.pickUpTime);
  // Collected and delivered: the two windows above say the times; the stay's length is said alone.
  if (!atThePoint) {
    return (
      <>
        <dt>{t('sameDay.kind')}</dt>
        <dd>{t('sameDay.sameDay')}</dd>
      </>
    );
  }
  return (
    <>
      <dt>{t('sameDay.sameDay')}</dt>
      <dd>
        {times && <span className="summary__line">{t('sameDay.times', { dropOff: times.dropOffTime, pickUp: times.pickUpTime })}</span>}
        {oneEnd && <span className="summary__line">{oneEnd}</span>}
        {closes && <span className="summary__line">{t('sameDay.closesAt', { time: closes })}</span>}
      </dd>
    </>
  );
}

function CheckoutAction({ intent, onCheckout }: { intent: IntentState; onCheckout: () => void }) {
  const { t } = useTranslation('checkout');
  if (intent.status === 'loading') {
    return (
      <span className="wizard-actions__pending">
        <Spinner size="sm" label={t('summary.preparing')} />
        <span aria-hidden="true">{t('summary.preparing')}</span>
      </span>
    );
  }
  if (intent.status !== 'ready') return null;
  return (
    <Button className="wizard-actions__next" onClick={onCheckout}>
      <LockIcon width={18} height={18} />
      {t('summary.checkout')}
    </Button>
  );
}

function IntentProblem({ intent, onRetry, onRefreshPrices }: { intent: IntentState; onRetry: () => void; onRefreshPrices: () => void }) {
  const { t } = useTranslation('checkout');
  const say = useSay();
  if (intent.status === 'refused') {
    return (
      <div className="problem" role="alert">
        <AlertIcon className="problem__icon" />
        <div>
          <p className="problem__title">{t('summary.refusedTitle')}</p>
          <ul>
            {intent.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p>{t('summary.refusedHelp')}</p>
          <Button variant="secondary" size="sm" onClick={onRefreshPrices}>
            {t('summary.loadLatestPrices')}
          </Button>
        </div>
      </div>
    );
  }
  if (intent.status !== 'failed') return null;
  return (
    <div className="problem" role="alert">
      <AlertIcon className="problem__icon" />
      <div>
        <p className="problem__title">{say(intent.message)}</p>
        <p>{t('summary.nothingCharged')}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('summary.retry')}
        </Button>
      </div>
    </div>
  );
}
