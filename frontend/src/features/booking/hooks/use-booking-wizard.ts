import { useEffect, useLayoutEffect, useMemo, useReducer, useState } from 'react';
import type { BookingResponse, CalendarDate, CustomerField, GetDataResponse, GiveBackKind, HandoverKind, PromoTerms, SameDayField, SameDayTimes } from '@luggage/contracts';
import type { TimeErrors } from '../lib/same-day-state';
import { bookingView, catalogIds, collectionPoints, pointCities } from '../lib/booking-view';
import type { AddressField, AddressLegSide, LegErrors, PlaceFill } from '../../../lib/legs';
import { formatIso } from '../lib/dates';
import { clearWizard, loadWizard, newBookingToken, saveWizard } from '../lib/persistence';
import { usePartnerLink } from '../../../lib/partner-link';
import { initialWizardState, wizardReducer, type Checks, type Step, type WizardState } from '../lib/wizard-state';

/**
 * The stored wizard, already pruned against the catalog: a wizard left open past its collection date starts at the
 * date step rather than rendering the step it was left on and leaving it from an effect (which also asked for a
 * payment for the stale date).
 */
function initialState(catalog: GetDataResponse, checks: Checks): { state: WizardState; restored: boolean } {
  const stored = loadWizard();
  if (!stored) return { state: initialWizardState(newBookingToken()), restored: false };
  return { state: wizardReducer(stored, { type: 'prune', itemIds: catalogIds(catalog).itemIds, checks }), restored: true };
}

/** The wizard's state (reducer in lib/wizard-state), kept in session storage until the booking completes. */
export function useBookingWizard(catalog: GetDataResponse) {
  const points = useMemo(() => collectionPoints(catalog), [catalog]);
  const cities = useMemo(() => pointCities(catalog), [catalog]);
  // Judged now, each time: a handover time can pass while the wizard is open.
  const checks = useMemo(() => (): Checks => ({ now: new Date(), points, pointCities: cities, delivery: catalog.delivery }), [points, cities, catalog.delivery]);
  const [start] = useState(() => initialState(catalog, checks()));
  const [state, dispatch] = useReducer(wizardReducer, start.state);

  useEffect(() => {
    dispatch({ type: 'prune', itemIds: catalogIds(catalog).itemIds, checks: checks() });
  }, [catalog, checks]);

  // A layout effect runs in the same task as the change, where a plain effect may wait for the next frame: a reload or
  // a closed tab right after typing would lose the last keystrokes.
  useLayoutEffect(() => {
    if (state.step === 'completed') clearWizard();
    else saveWizard(state);
  }, [state]);

  const partner = usePartnerLink();
  const view = useMemo(() => bookingView(state, catalog, partner), [state, catalog, partner]);

  const actions = useMemo(
    () => ({
      setQuantity: (itemId: number, quantity: number) => dispatch({ type: 'setQuantity', itemId, quantity }),
      chooseDate: (date: CalendarDate) => dispatch({ type: 'chooseDate', date: formatIso(date) }),
      changeDate: () => dispatch({ type: 'changeDate' }),
      chooseCity: (cityId: number | null) => dispatch({ type: 'chooseCity', cityId }),
      chooseLocation: (locationId: number) => dispatch({ type: 'chooseLocation', locationId, checks: checks() }),
      changeLocation: () => dispatch({ type: 'changeLocation' }),
      setNights: (nights: number) => dispatch({ type: 'setNights', nights }),
      chooseSameDay: () => dispatch({ type: 'chooseSameDay', checks: checks() }),
      storeTodayForTheDay: () => dispatch({ type: 'storeTodayForTheDay', checks: checks() }),
      chooseTime: (field: SameDayField, time: string) => dispatch({ type: 'chooseTime', field, time, checks: checks() }),
      chooseTimes: (times: SameDayTimes) => dispatch({ type: 'chooseTimes', times, checks: checks() }),
      timeErrors: (errors: TimeErrors) => dispatch({ type: 'timeErrors', errors }),
      editDetails: (field: CustomerField, value: string | boolean) => dispatch({ type: 'editDetails', field, value }),
      next: () => dispatch({ type: 'next', checks: checks() }),
      back: () => dispatch({ type: 'back' }),
      goTo: (step: Step) => dispatch({ type: 'goTo', step, checks: checks() }),
      paid: (paymentIntentId: string) => dispatch({ type: 'paid', paymentIntentId }),
      completed: (booking: BookingResponse) => dispatch({ type: 'completed', booking }),
      restart: () => dispatch({ type: 'restart', bookingToken: newBookingToken() }),
      setHandover: (kind: HandoverKind) => dispatch({ type: 'setHandover', kind }),
      setGiveBack: (kind: GiveBackKind) => dispatch({ type: 'setGiveBack', kind }),
      editAddress: (side: AddressLegSide, field: AddressField, value: string) => dispatch({ type: 'editAddress', side, field, value }),
      chooseWindow: (side: AddressLegSide, windowId: number) => dispatch({ type: 'chooseWindow', side, windowId }),
      choosePlace: (side: AddressLegSide, place: PlaceFill) => dispatch({ type: 'choosePlace', side, place }),
      chooseReturnCity: (cityId: number | null) => dispatch({ type: 'chooseReturnCity', cityId }),
      chooseReturnLocation: (locationId: number) => dispatch({ type: 'chooseReturnLocation', locationId }),
      changeReturnLocation: () => dispatch({ type: 'changeReturnLocation' }),
      legErrors: (errors: LegErrors) => dispatch({ type: 'legErrors', errors }),
      applyPromo: (terms: PromoTerms) => dispatch({ type: 'applyPromo', terms }),
      removePromo: () => dispatch({ type: 'removePromo' }),
    }),
    [checks],
  );

  return { state, view, actions, checks, restored: start.restored };
}

export type WizardActions = ReturnType<typeof useBookingWizard>['actions'];
