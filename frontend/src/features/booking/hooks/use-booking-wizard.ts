import { useEffect, useMemo, useReducer, useState } from 'react';
import { todayInLondon, type BookingResponse, type CustomerField, type GetDataResponse } from '@luggage/contracts';
import { bookingView, catalogIds } from '../lib/booking-view';
import { formatIso } from '../lib/dates';
import { clearWizard, loadWizard, newBookingToken, saveWizard } from '../lib/persistence';
import { initialWizardState, wizardReducer, type WizardState } from '../lib/wizard-state';
import type { CalendarDate } from '@luggage/contracts';

function initialState(): { state: WizardState; restored: boolean } {
  const stored = loadWizard();
  return stored ? { state: stored, restored: true } : { state: initialWizardState(newBookingToken()), restored: false };
}

/** The wizard's state (reducer in lib/wizard-state), kept in session storage until the booking completes. */
export function useBookingWizard(catalog: GetDataResponse) {
  const [start] = useState(initialState);
  const [state, dispatch] = useReducer(wizardReducer, start.state);

  useEffect(() => {
    dispatch({ type: 'prune', ...catalogIds(catalog), today: todayInLondon() });
  }, [catalog]);

  useEffect(() => {
    if (state.step === 'completed') clearWizard();
    else saveWizard(state);
  }, [state]);

  const view = useMemo(() => bookingView(state, catalog), [state, catalog]);

  const actions = useMemo(
    () => ({
      setQuantity: (itemId: number, quantity: number) => dispatch({ type: 'setQuantity', itemId, quantity }),
      chooseDate: (date: CalendarDate) => dispatch({ type: 'chooseDate', date: formatIso(date) }),
      changeDate: () => dispatch({ type: 'changeDate' }),
      chooseCity: (cityId: number | null) => dispatch({ type: 'chooseCity', cityId }),
      chooseLocation: (locationId: number) => dispatch({ type: 'chooseLocation', locationId }),
      changeLocation: () => dispatch({ type: 'changeLocation' }),
      setNights: (nights: number) => dispatch({ type: 'setNights', nights }),
      editDetails: (field: CustomerField, value: string | boolean) => dispatch({ type: 'editDetails', field, value }),
      next: () => dispatch({ type: 'next', today: todayInLondon() }),
      back: () => dispatch({ type: 'back' }),
      paid: (paymentIntentId: string) => dispatch({ type: 'paid', paymentIntentId }),
      completed: (booking: BookingResponse) => dispatch({ type: 'completed', booking }),
      restart: () => dispatch({ type: 'restart', bookingToken: newBookingToken() }),
    }),
    [],
  );

  return { state, view, actions, restored: start.restored };
}

export type WizardActions = ReturnType<typeof useBookingWizard>['actions'];
