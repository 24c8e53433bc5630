import {
  MAX_ITEM_QUANTITY,
  MAX_NIGHTS,
  MIN_NIGHTS,
  TEXTS,
  compareDates,
  firstCustomerDetailsError,
  parseIso,
  type BookingResponse,
  type CalendarDate,
  type CustomerDetails,
  type CustomerField,
} from '@luggage/contracts';

/** The wizard's steps in order (spec section 4). */
export const STEPS = ['items', 'whereWhen', 'nights', 'details', 'summary', 'checkout', 'completed'] as const;
export type Step = (typeof STEPS)[number];

export interface DetailsError {
  field: CustomerField;
  message: string;
}

export interface WizardErrors {
  date?: string;
  location?: string;
  details?: DetailsError;
}

export interface WizardState {
  step: Step;
  /** Storage item id -> quantity (0..5). */
  quantities: Record<string, number>;
  /** Collection date as YYYY-MM-DD (Europe/London calendar day). */
  date: string | null;
  cityId: number | null;
  locationId: number | null;
  nights: number;
  details: CustomerDetails;
  errors: WizardErrors;
  /** Made once per wizard run; the server keys the pending booking and its payment intent on it. */
  bookingToken: string;
  /** Set once the payment succeeded, so the booking is confirmed even after a reload. */
  paidIntentId: string | null;
  booking: BookingResponse | null;
}

export type WizardAction =
  | { type: 'setQuantity'; itemId: number; quantity: number }
  | { type: 'chooseDate'; date: string }
  | { type: 'changeDate' }
  | { type: 'chooseCity'; cityId: number | null }
  | { type: 'chooseLocation'; locationId: number }
  | { type: 'changeLocation' }
  | { type: 'setNights'; nights: number }
  | { type: 'editDetails'; field: CustomerField; value: string | boolean }
  | { type: 'next'; today: CalendarDate }
  | { type: 'back' }
  | { type: 'paid'; paymentIntentId: string }
  | { type: 'completed'; booking: BookingResponse }
  | { type: 'prune'; itemIds: readonly number[]; locationIds: readonly number[]; today: CalendarDate }
  | { type: 'restart'; bookingToken: string };

export const emptyDetails = (): CustomerDetails => ({ fullName: '', contactNumber: '', email: '', agreedToTerms: false });

export function initialWizardState(bookingToken: string): WizardState {
  return {
    step: 'items',
    quantities: {},
    date: null,
    cityId: null,
    locationId: null,
    nights: MIN_NIGHTS,
    details: emptyDetails(),
    errors: {},
    bookingToken,
    paidIntentId: null,
    booking: null,
  };
}

export const itemCount = (state: Pick<WizardState, 'quantities'>): number =>
  Object.values(state.quantities).reduce((sum, n) => sum + n, 0);

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(n)));

const stepAfter = (step: Step): Step => STEPS[Math.min(STEPS.indexOf(step) + 1, STEPS.length - 1)];
const stepBefore = (step: Step): Step => STEPS[Math.max(STEPS.indexOf(step) - 1, 0)];

function isChosenDateValid(date: string | null, today: CalendarDate): boolean {
  const parsed = date ? parseIso(date) : null;
  return parsed !== null && compareDates(parsed, today) >= 0;
}

/** Forward moves carry the spec's guards; a refused move stays on the step and says why. */
function next(state: WizardState, today: CalendarDate): WizardState {
  switch (state.step) {
    case 'items':
      return itemCount(state) > 0 ? { ...state, step: 'whereWhen' } : state;
    case 'whereWhen': {
      const dateOk = isChosenDateValid(state.date, today);
      const errors: WizardErrors = {
        ...(dateOk ? {} : { date: TEXTS.dateRequired }),
        ...(state.locationId === null ? { location: TEXTS.locationRequired } : {}),
      };
      if (errors.date || errors.location) return { ...state, date: dateOk ? state.date : null, errors };
      return { ...state, step: 'nights', errors: {} };
    }
    case 'details': {
      const error = firstCustomerDetailsError(state.details);
      return error ? { ...state, errors: { details: error } } : { ...state, step: 'summary', errors: {} };
    }
    case 'nights':
    case 'summary':
      return { ...state, step: stepAfter(state.step), errors: {} };
    default:
      return state;
  }
}

function back(state: WizardState): WizardState {
  if (state.step === 'items' || state.step === 'completed' || state.paidIntentId) return state;
  if (state.step === 'checkout') {
    // Spec: Checkout Back re-runs the customer-details check before showing the summary.
    const error = firstCustomerDetailsError(state.details);
    return error ? { ...state, step: 'details', errors: { details: error } } : { ...state, step: 'summary', errors: {} };
  }
  return { ...state, step: stepBefore(state.step), errors: {} };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'setQuantity': {
      const quantities: Record<string, number> = { ...state.quantities };
      const quantity = clamp(action.quantity, 0, MAX_ITEM_QUANTITY);
      if (quantity > 0) quantities[action.itemId] = quantity;
      else delete quantities[action.itemId];
      return { ...state, quantities };
    }
    case 'chooseDate':
      return { ...state, date: action.date, errors: { ...state.errors, date: undefined } };
    case 'changeDate':
      return { ...state, date: null };
    case 'chooseCity':
      return { ...state, cityId: action.cityId, locationId: null };
    case 'chooseLocation':
      return { ...state, locationId: action.locationId, errors: { ...state.errors, location: undefined } };
    case 'changeLocation':
      return { ...state, locationId: null };
    case 'setNights':
      return { ...state, nights: clamp(action.nights, MIN_NIGHTS, MAX_NIGHTS) };
    case 'editDetails':
      // Spec: errors clear on any edit.
      return { ...state, details: { ...state.details, [action.field]: action.value }, errors: {} };
    case 'next':
      return next(state, action.today);
    case 'back':
      return back(state);
    case 'paid':
      return state.step === 'checkout' ? { ...state, paidIntentId: action.paymentIntentId } : state;
    case 'completed':
      return { ...state, step: 'completed', booking: action.booking, errors: {} };
    case 'prune':
      return prune(state, action.itemIds, action.locationIds, action.today);
    case 'restart':
      return initialWizardState(action.bookingToken);
  }
}

/**
 * Drops what can no longer be booked: items and a location the catalog no longer offers (after a reload or an admin
 * change), and a collection date that has passed (a wizard left open overnight).
 */
function prune(state: WizardState, itemIds: readonly number[], locationIds: readonly number[], today: CalendarDate): WizardState {
  const kept = Object.entries(state.quantities).filter(([id]) => itemIds.includes(Number(id)));
  const locationGone = state.locationId !== null && !locationIds.includes(state.locationId);
  const dateGone = state.date !== null && !isChosenDateValid(state.date, today);
  if (kept.length === Object.keys(state.quantities).length && !locationGone && !dateGone) return state;
  const pruned = {
    ...state,
    quantities: Object.fromEntries(kept),
    locationId: locationGone ? null : state.locationId,
    date: dateGone ? null : state.date,
  };
  // Send the visitor back to where the missing choice is made, saying what is missing.
  if (state.paidIntentId || state.step === 'completed') return pruned;
  if (kept.length === 0) return { ...pruned, step: 'items', errors: {} };
  if (STEPS.indexOf(state.step) <= STEPS.indexOf('whereWhen')) return pruned;
  const errors: WizardErrors = {
    ...(dateGone ? { date: TEXTS.dateRequired } : {}),
    ...(locationGone ? { location: TEXTS.locationRequired } : {}),
  };
  return dateGone || locationGone ? { ...pruned, step: 'whereWhen', errors } : pruned;
}
