import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIso, sameDayMeetsFull, type GetDataResponse } from '@luggage/contracts';
import { useBookingConfirmation } from '../hooks/use-booking-confirmation';
import { useBookingWizard } from '../hooks/use-booking-wizard';
import { usePaymentIntent } from '../hooks/use-payment-intent';
import { useScrollMemory, useStepChange } from '../hooks/use-step-change';
import { useStepHistory } from '../hooks/use-step-history';
import { CheckoutStep } from './checkout-step';
import { CompletedStep } from './completed-step';
import { DetailsStep } from './details-step';
import { ItemsStep } from './items-step';
import { NightsStep } from './nights-step';
import { StepProgress } from './step-progress';
import { SummaryStep } from './summary-step';
import { WhereWhenStep } from './where-when-step';
import { legErrorsFrom } from '../../../lib/legs';
import { nightsError } from '../lib/wizard-state';
import { offeredTimes, sameDayDeliveryFrom, sameDayHeld, sameDayPossible, timeErrorsFrom } from '../lib/same-day-state';
import { NO_TIMES, chosenTimes } from '../../../lib/same-day-times';
import { SameDayAlternatives } from './same-day-alternatives';
import { useFullHours } from '../hooks/use-full-hours';
import { DeliveryWindow } from './leg-panels';

const RETURN_PARAM = 'payment_intent_client_secret';

/**
 * Stripe's redirect back puts the intent's client secret in the URL. Read without side effects: React may render
 * the wizard and throw that render away (a lazy chunk still loading on the first load), then run this again.
 */
function returnedSecretInUrl(): string | null {
  return new URL(window.location.href).searchParams.get(RETURN_PARAM);
}

/** Tidies Stripe's parameters out of the address bar, once the wizard that read them is on the page. */
function tidyReturnParams(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(RETURN_PARAM)) return;
  ['payment_intent', RETURN_PARAM, 'redirect_status'].forEach((name) => url.searchParams.delete(name));
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

export function BookingWizard({ catalog, reloadCatalog }: { catalog: GetDataResponse; reloadCatalog: () => void }) {
  const { t } = useTranslation('booking');
  const { state, view, actions, checks, restored } = useBookingWizard(catalog);
  useStepHistory(state, checks, actions);
  const [returnedSecret, setReturnedSecret] = useState(returnedSecretInUrl);
  useEffect(tidyReturnParams, []);
  const returned = returnedSecret !== null && state.step === 'checkout';
  // The redirect's intent belongs to this checkout only: once the visitor moves on, later runs ask afresh.
  useEffect(() => {
    if (returnedSecret && state.step !== 'checkout') setReturnedSecret(null);
  }, [returnedSecret, state.step]);
  const intentActive = (state.step === 'summary' || state.step === 'checkout') && !state.paidIntentId;
  const { intent, retry } = usePaymentIntent(view.draft, intentActive, returned ? returnedSecret : null);
  // The server's word on a leg's field (a 422 by path) is shown next to that field when the customer goes back to it.
  const refusedLegs = intent.status === 'refused' ? JSON.stringify(legErrorsFrom(intent.errors)) : null;
  const { legErrors } = actions;
  useEffect(() => {
    if (refusedLegs && refusedLegs !== '{}') legErrors(JSON.parse(refusedLegs));
  }, [refusedLegs, legErrors]);
  // And its word on a same-day stay's times, shown beside the selects.
  const refusedTimes = intent.status === 'refused' ? JSON.stringify(timeErrorsFrom(intent.errors)) : null;
  const { timeErrors } = actions;
  useEffect(() => {
    if (refusedTimes && refusedTimes !== '{}') timeErrors(JSON.parse(refusedTimes));
  }, [refusedTimes, timeErrors]);
  const onCompleted = actions.completed;
  const { confirmation, retry: retryConfirmation } = useBookingConfirmation(view.draft, state.paidIntentId, onCompleted);
  const refreshPrices = useCallback(() => {
    reloadCatalog();
    retry();
  }, [reloadCatalog, retry]);
  useStepChange(state.step);
  useScrollMemory(restored);
  const bags = view.chosen.reduce((sum, line) => sum + line.amount, 0);
  const sameDayTimes = state.step === 'nights' ? offeredTimes(state, checks()) : null;
  // Judged against the storage point's full hours over the span the bags are there (a window for an address end).
  const held = sameDayTimes && sameDayHeld(state, checks());
  const fullHours = useFullHours(held ? held.locationId : null, state.date, bags) ?? [];
  const shownTimes = sameDayTimes && chosenTimes(sameDayTimes.choice.chosen ?? NO_TIMES);
  const alternatives = shownTimes && view.location && view.date && sameDayMeetsFull(fullHours, shownTimes.dropOffTime, shownTimes.pickUpTime) && (
    <SameDayAlternatives
      cities={catalog.collection_cities}
      location={view.location}
      date={view.date}
      times={shownTimes}
      bags={bags}
      fullHours={fullHours}
      onChooseTimes={actions.chooseTimes}
      onChooseLocation={actions.chooseLocation}
    />
  );

  return (
    <div className="wizard">
      <header className="wizard__header">
        <h1 className="wizard__title">{t('title')}</h1>
        <StepProgress step={state.step} />
      </header>
      {state.step === 'items' && (
        <ItemsStep items={view.activeItems} quantities={state.quantities} quote={view.quote} onQuantity={actions.setQuantity} onNext={actions.next} />
      )}
      {state.step === 'whereWhen' && (
        <WhereWhenStep
          date={view.date}
          cities={catalog.collection_cities}
          gmkey={catalog.gmkey}
          cityId={state.cityId}
          location={view.location}
          returnLocation={view.returnLocation}
          legs={state.legs}
          delivery={catalog.delivery}
          bags={bags}
          sameDay={state.nights === 0 ? { times: chosenTimes(state.times) } : null}
          totalPence={view.price.totalPence}
          errors={state.errors}
          actions={actions}
        />
      )}
      {state.step === 'nights' && (
        <NightsStep
          nights={state.nights}
          date={view.date}
          returnDate={view.returnDate}
          price={view.price}
          problem={nightsError(state, checks())}
          sameDayPossible={sameDayPossible(state.legs)}
          sameDay={sameDayTimes && { ...sameDayTimes, errors: state.errors.times, onTime: actions.chooseTime, fullHours, held, alternatives }}
          onSameDay={actions.chooseSameDay}
          deliveryWindow={
            state.legs.giveBack === 'address' && (
              <DeliveryWindow
                legs={state.legs}
                delivery={catalog.delivery}
                returnDate={view.returnDate && formatIso(view.returnDate)}
                startsFrom={sameDayDeliveryFrom(state, checks())}
                errors={state.errors.legs}
                actions={actions}
              />
            )
          }
          onNights={actions.setNights}
          onBack={actions.back}
          onNext={actions.next}
        />
      )}
      {state.step === 'details' && (
        <DetailsStep details={state.details} error={state.errors.details} onEdit={actions.editDetails} onBack={actions.back} onNext={actions.next} />
      )}
      {state.step === 'summary' && (
        <SummaryStep
          details={state.details}
          chosen={view.chosen}
          nights={state.nights}
          sameDay={view.sameDay}
          date={view.date}
          returnDate={view.returnDate}
          location={view.location}
          returnLocation={view.returnLocation}
          legs={state.legs}
          delivery={catalog.delivery}
          price={view.price}
          handover={view.handover}
          intent={intent}
          cities={catalog.collection_cities}
          onChooseDate={actions.chooseDate}
          onChooseLocation={actions.chooseLocation}
          onChooseTimes={actions.chooseTimes}
          onRetry={retry}
          onRefreshPrices={refreshPrices}
          onBack={actions.back}
          onCheckout={actions.next}
          promo={state.promo}
          partnerCode={view.draft?.partnerCode ?? null}
          onApplyPromo={actions.applyPromo}
          onRemovePromo={actions.removePromo}
        />
      )}
      {state.step === 'checkout' && (
        <CheckoutStep
          payments={catalog.payments}
          totalPence={view.price.totalPence}
          handover={view.handover}
          intent={intent}
          returned={returned}
          paid={state.paidIntentId !== null}
          confirmation={confirmation}
          onRetryConfirmation={retryConfirmation}
          onBack={actions.back}
          onPaid={actions.paid}
        />
      )}
      {state.step === 'completed' && state.booking && <CompletedStep booking={state.booking} />}
    </div>
  );
}
