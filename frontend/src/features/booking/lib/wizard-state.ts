import {
  MAX_ITEM_QUANTITY,
  MAX_NIGHTS,
  MIN_NIGHTS,
  VALIDATION_KEYS,
  collectionDateRangeRefusal,
  collectionDateRefusal,
  compareDates,
  dropOffTimes,
  firstCustomerDetailsError,
  formatIso,
  parseIso,
  sameDayDateRefusal,
  todayInLondon,
  type CalendarDate,
  returnDateRefusal,
  type Message,
  type BookingResponse,
  type PointSchedule,
  type CustomerDetails,
  type CustomerField,
  type DeliveryCatalog,
  type GiveBackKind,
  type HandoverKind,
  type PromoTerms,
} from '@luggage/contracts';
import { returnDateOf } from './dates';
import {
  initialLegs,
  nightsLegErrors,
  storageLocationId,
  whereWhenLegErrors,
  withAddressField,
  withPlace,
  withWindow,
  type AddressField,
  type AddressLegSide,
  type LegErrors,
  type LegsDraft,
  type PlaceFill,
} from '../../../lib/legs';
import { sameDayPossible, sameDayReducer, timeErrors, withFreshTimes, withPossibleStay, type SameDayAction, type TimeErrors } from './same-day-state';
import { NO_TIMES, type SameDayDraft } from '../../../lib/same-day-times';

/** The wizard's steps in order (spec section 4). */
export const STEPS = ['items', 'whereWhen', 'nights', 'details', 'summary', 'checkout', 'completed'] as const;
export type Step = (typeof STEPS)[number];

/** Said with useSay(): each check gives a key of validation.json, the server's words for the same rule. */
export interface DetailsError {
  field: CustomerField;
  message: Message;
}

export interface WizardErrors {
  date?: Message;
  location?: Message;
  /** The return day falls on a day the point is closed. */
  nights?: Message;
  details?: DetailsError;
  /** The legs' fields by path ('handover.address.postcode'), from the wizard's checks or the server's 422. */
  legs?: LegErrors;
  /** A same-day stay's drop-off and pick-up times, from the wizard's checks or the server's 422. */
  times?: TimeErrors;
}

export interface WizardState {
  step: Step;
  /** Storage item id -> quantity (0..5). */
  quantities: Record<string, number>;
  /** Collection date as YYYY-MM-DD (Europe/London calendar day). */
  date: string | null;
  cityId: number | null;
  /** The meeting point of "Meet us at a point"; with a collection from an address the zone's storage point is used. */
  locationId: number | null;
  legs: LegsDraft;
  /** 1 to 3 nights, or 0 for a same-day stay (dropped off and picked up at the point on the collection date). */
  nights: number;
  /** A same-day stay's times ('HH:mm', London); unused for nights. */
  times: SameDayDraft;
  details: CustomerDetails;
  errors: WizardErrors;
  /** Made once per wizard run; the server keys the pending booking and its payment intent on it. */
  bookingToken: string;
  /** Set once the payment succeeded, so the booking is confirmed even after a reload. */
  paidIntentId: string | null;
  /** A promo code the server said applies (its terms price the summary; the checkout judges it again); null for none. */
  promo: PromoTerms | null;
  booking: BookingResponse | null;
}

/** What the guards need besides the state: the moment to judge at and the catalog's points by location id. */
export interface Checks {
  now: Date;
  points: ReadonlyMap<number, PointSchedule>;
  /** Each point's city, by location id. */
  pointCities: ReadonlyMap<number, number>;
  delivery: DeliveryCatalog;
}

export type WizardAction =
  | { type: 'setQuantity'; itemId: number; quantity: number }
  | { type: 'chooseDate'; date: string }
  /** A same-day stay today, offered once today's overnight handover has passed while drop-off times are left. */
  | { type: 'storeTodayForTheDay'; checks: Checks }
  | { type: 'changeDate' }
  | { type: 'chooseCity'; cityId: number | null }
  | { type: 'chooseLocation'; locationId: number; checks: Checks }
  | { type: 'changeLocation' }
  | { type: 'setNights'; nights: number }
  | { type: 'editDetails'; field: CustomerField; value: string | boolean }
  | { type: 'next'; checks: Checks }
  | { type: 'back' }
  /** Browser history (Back, Forward, a reload or a link) asks for a step; it is granted as far as the choices allow. */
  | { type: 'goTo'; step: Step; checks: Checks }
  | { type: 'paid'; paymentIntentId: string }
  | { type: 'completed'; booking: BookingResponse }
  | { type: 'prune'; itemIds: readonly number[]; checks: Checks }
  | { type: 'restart'; bookingToken: string }
  | { type: 'setHandover'; kind: HandoverKind }
  | { type: 'setGiveBack'; kind: GiveBackKind }
  | { type: 'editAddress'; side: AddressLegSide; field: AddressField; value: string }
  | { type: 'chooseWindow'; side: AddressLegSide; windowId: number }
  | { type: 'choosePlace'; side: AddressLegSide; place: PlaceFill }
  | { type: 'chooseReturnCity'; cityId: number | null }
  | { type: 'chooseReturnLocation'; locationId: number }
  | { type: 'changeReturnLocation' }
  /** The server refused fields of the legs (a 422): shown next to those fields. */
  | { type: 'legErrors'; errors: LegErrors }
  /** "Have a code?": a code the server said applies, or none again. */
  | { type: 'applyPromo'; terms: PromoTerms }
  | { type: 'removePromo' }
  | SameDayAction;

export const emptyDetails = (): CustomerDetails => ({ fullName: '', contactNumber: '', email: '', agreedToTerms: false });

export function initialWizardState(bookingToken: string): WizardState {
  return {
    step: 'items',
    quantities: {},
    date: null,
    cityId: null,
    locationId: null,
    legs: initialLegs(),
    nights: MIN_NIGHTS,
    times: NO_TIMES,
    details: emptyDetails(),
    errors: {},
    bookingToken,
    paidIntentId: null,
    booking: null,
    promo: null,
  };
}

export const itemCount = (state: Pick<WizardState, 'quantities'>): number =>
  Object.values(state.quantities).reduce((sum, n) => sum + n, 0);

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, Math.trunc(n)));

const stepAfter = (step: Step): Step => STEPS[Math.min(STEPS.indexOf(step) + 1, STEPS.length - 1)];
const stepBefore = (step: Step): Step => STEPS[Math.max(STEPS.indexOf(step) - 1, 0)];

const pointOf = (locationId: number | null, checks: Checks) => (locationId === null ? null : (checks.points.get(locationId) ?? null));

/** Where the bags are stored: the chosen point, or the zone's storage point for a collection from an address. */
export const storedAt = (state: Pick<WizardState, 'legs' | 'locationId'>, checks: Checks): number | null =>
  storageLocationId(state.legs, state.locationId, checks.delivery);

/**
 * The point whose handover time and days judge the collection date: the meeting point. A collection from an address
 * is judged by its window's cut-off instead (the windows offered are those still open), as the server does.
 */
const handoverPointId = (state: Pick<WizardState, 'legs' | 'locationId'>): number | null => (state.legs.handover === 'point' ? state.locationId : null);

/** Where the bags come back: the storage point, another point, or none (delivered to an address). */
function returnPointId(state: Pick<WizardState, 'legs' | 'locationId'>, checks: Checks): number | null {
  if (state.legs.giveBack === 'other_point') return state.legs.returnLocationId;
  return state.legs.giveBack === 'address' ? null : storedAt(state, checks);
}

export function legErrors(state: Pick<WizardState, 'legs' | 'locationId'>, checks: Checks): LegErrors {
  const storageId = storedAt(state, checks);
  const storageCityId = storageId === null ? undefined : checks.pointCities.get(storageId);
  const storage = storageId !== null && storageCityId !== undefined ? { id: storageId, cityId: storageCityId } : null;
  return whereWhenLegErrors(state.legs, storage, { delivery: checks.delivery, cityOf: (id) => checks.pointCities.get(id) ?? null });
}

const hasAny = (errors: LegErrors) => Object.keys(errors).length > 0;

const DATE_REQUIRED: Message = { key: VALIDATION_KEYS.dateRequired };
const LOCATION_REQUIRED: Message = { key: VALIDATION_KEYS.locationRequired };

/**
 * Why the chosen date cannot be booked now, or null. Checked against the chosen point's handover time once there is
 * one (contracts' collectionDateRefusal, collectionDateProblem's keys); a date gone by reads as no date, with the
 * spec's message.
 */
export function dateError(date: string | null, locationId: number | null, checks: Checks, nights: number): Message | null {
  const parsed = date ? parseIso(date) : null;
  if (!parsed) return DATE_REQUIRED;
  const point = pointOf(locationId, checks);
  const problem = !point ? collectionDateRangeRefusal(parsed, checks.now) : nights === 0 ? sameDayDateProblem(parsed, point, checks.now) : collectionDateRefusal(parsed, point, checks.now);
  return problem?.key === VALIDATION_KEYS.collectionDatePast ? DATE_REQUIRED : problem;
}

/** A same-day stay's date: the point open that day, and today only while a drop-off time is left (not the overnight handover's rule). */
function sameDayDateProblem(date: CalendarDate, point: PointSchedule, now: Date): Message | null {
  const refusal = sameDayDateRefusal(date, point, now);
  if (refusal) return refusal;
  const today = compareDates(date, todayInLondon(now)) === 0;
  return today && dropOffTimes(point, date, now).length === 0 ? { key: 'booking:sameDay.noTimesToday' } : null;
}

/** Why the stay cannot end on its return day at the chosen point (closed that day), or null. */
export function nightsError(state: Pick<WizardState, 'date' | 'nights' | 'locationId' | 'legs'>, checks: Checks): Message | null {
  const point = pointOf(returnPointId(state, checks), checks);
  const returnDay = returnDateOf(state.date, state.nights);
  return point && returnDay ? returnDateRefusal(returnDay, point) : null;
}

/** The furthest step up to `wanted` whose earlier steps are all complete; the completed step only once booked. */
export function reachableStep(state: WizardState, wanted: Step, checks: Checks): Step {
  if (state.step === 'completed' || state.paidIntentId) return state.step;
  const firstIncomplete: Step =
    itemCount(state) === 0
      ? 'items'
      : dateError(state.date, handoverPointId(state), checks, state.nights) || pointOf(storedAt(state, checks), checks) === null || hasAny(legErrors(state, checks))
        ? 'whereWhen'
        : nightsError(state, checks) || hasAny(nightsLegErrors(state.legs)) || hasAny(timeErrors(state, checks))
          ? 'nights'
          : firstCustomerDetailsError(state.details)
          ? 'details'
          : 'checkout';
  return STEPS[Math.min(STEPS.indexOf(wanted), STEPS.indexOf(firstIncomplete))];
}

function goTo(state: WizardState, wanted: Step, checks: Checks): WizardState {
  const step = reachableStep(state, wanted, checks);
  if (step === state.step) return state;
  if (step === 'nights') return { ...withFreshTimes(state, checks), step, errors: {} };
  // Landing on where/when because the date no longer works: say why, as Next would.
  const error = step === 'whereWhen' && state.date ? dateError(state.date, handoverPointId(state), checks, state.nights) : null;
  return error ? { ...state, step, date: null, errors: { date: error } } : { ...state, step, errors: {} };
}

/** Forward moves carry the spec's guards; a refused move stays on the step and says why. */
function next(state: WizardState, checks: Checks): WizardState {
  switch (state.step) {
    case 'items':
      return itemCount(state) > 0 ? { ...state, step: 'whereWhen' } : state;
    case 'whereWhen': {
      const dateProblem = dateError(state.date, handoverPointId(state), checks, state.nights);
      const legs = legErrors(state, checks);
      const errors: WizardErrors = {
        ...(dateProblem ? { date: dateProblem } : {}),
        ...(state.legs.handover === 'point' && state.locationId === null ? { location: LOCATION_REQUIRED } : {}),
        ...(hasAny(legs) ? { legs } : {}),
      };
      if (errors.date || errors.location || errors.legs) return { ...state, date: dateProblem ? null : state.date, errors };
      return { ...withFreshTimes(state, checks), step: 'nights', errors: {} };
    }
    case 'details': {
      const error = firstCustomerDetailsError(state.details);
      return error ? { ...state, errors: { details: error } } : { ...state, step: 'summary', errors: {} };
    }
    case 'nights': {
      // Nights chosen instead of a same-day stay for today, past the point's handover: the date is asked for again.
      const dateProblem = dateError(state.date, handoverPointId(state), checks, state.nights);
      if (dateProblem) return { ...state, step: 'whereWhen', date: null, errors: { date: dateProblem } };
      const problem = nightsError(state, checks);
      const legs = nightsLegErrors(state.legs);
      const times = timeErrors(state, checks);
      if (problem || hasAny(legs) || hasAny(times)) {
        return { ...state, errors: { ...(problem ? { nights: problem } : {}), ...(hasAny(legs) ? { legs } : {}), ...(hasAny(times) ? { times } : {}) } };
      }
      return { ...state, step: 'details', errors: {} };
    }
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
  // The server's word on the legs and the times stays until the customer is back at those fields.
  const { legs, times } = state.errors;
  return { ...state, step: stepBefore(state.step), errors: { ...(legs ? { legs } : {}), ...(times ? { times } : {}) } };
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
      return { ...state, date: action.date, legs: withoutWindows(state.legs, 'handover'), errors: { ...state.errors, date: undefined } };
    case 'storeTodayForTheDay': {
      if (!sameDayPossible(state.legs)) return state;
      const date = formatIso(todayInLondon(action.checks.now));
      const errors = { ...state.errors, date: undefined, nights: undefined, times: undefined };
      return withFreshTimes({ ...state, date, nights: 0, times: NO_TIMES, legs: withoutWindows(state.legs, 'handover'), errors }, action.checks);
    }
    case 'changeDate':
      return { ...state, date: null, legs: withoutWindows(state.legs, 'handover') };
    case 'chooseCity':
      return { ...state, cityId: action.cityId, locationId: null };
    case 'chooseLocation': {
      // A date chosen first may not suit this point (today, after its handover time): the date is asked for again.
      const dateProblem = state.date ? dateError(state.date, action.locationId, action.checks, state.nights) : null;
      const errors = { ...state.errors, location: undefined, ...(dateProblem ? { date: dateProblem } : {}) };
      // A stay of the day keeps its times where the new point offers them (a point suggested for them does).
      return withFreshTimes({ ...state, locationId: action.locationId, date: dateProblem ? null : state.date, errors }, action.checks);
    }
    case 'changeLocation':
      return { ...state, locationId: null };
    case 'setNights': {
      const nights = clamp(action.nights, MIN_NIGHTS, MAX_NIGHTS);
      // The delivery's window was one of the old return date's.
      const legs = nights === state.nights ? state.legs : withoutWindows(state.legs, 'giveBack');
      return { ...state, nights, times: NO_TIMES, legs, errors: { ...state.errors, nights: undefined, times: undefined } };
    }
    case 'chooseSameDay':
    case 'chooseTime':
    case 'chooseTimes':
    case 'timeErrors':
      return sameDayReducer(state, action);
    case 'editDetails':
      // Spec: errors clear on any edit.
      return { ...state, details: { ...state.details, [action.field]: action.value }, errors: {} };
    case 'next':
      return next(state, action.checks);
    case 'back':
      return back(state);
    case 'goTo':
      return goTo(state, action.step, action.checks);
    case 'paid':
      return state.step === 'checkout' ? { ...state, paidIntentId: action.paymentIntentId } : state;
    case 'completed':
      return { ...state, step: 'completed', booking: action.booking, errors: {} };
    case 'prune':
      return prune(state, action.itemIds, action.checks);
    case 'restart':
      return initialWizardState(action.bookingToken);
    case 'applyPromo':
      return { ...state, promo: action.terms };
    case 'removePromo':
      return { ...state, promo: null };
    default:
      return withPossibleStay(legsReducer(state, action));
  }
}

type LegAction = Extract<
  WizardAction,
  { type: 'setHandover' | 'setGiveBack' | 'editAddress' | 'chooseWindow' | 'choosePlace' | 'chooseReturnCity' | 'chooseReturnLocation' | 'changeReturnLocation' | 'legErrors' }
>;

function withoutWindows(legs: LegsDraft, side: AddressLegSide): LegsDraft {
  const key = side === 'handover' ? 'collection' : 'delivery';
  return legs[key].windowId === null ? legs : { ...legs, [key]: { ...legs[key], windowId: null } };
}

/** Drops the messages of the paths starting with `prefix`, as an edit of that field answers them. */
function clearLegErrors(errors: WizardErrors, ...prefixes: string[]): WizardErrors {
  if (!errors.legs) return errors;
  const legs = Object.fromEntries(Object.entries(errors.legs).filter(([path]) => !prefixes.some((prefix) => path.startsWith(prefix))));
  return { ...errors, legs: hasAny(legs) ? legs : undefined };
}

function legsReducer(state: WizardState, action: LegAction): WizardState {
  const { legs } = state;
  switch (action.type) {
    case 'setHandover':
      return { ...state, legs: { ...legs, handover: action.kind }, errors: clearLegErrors(state.errors, 'handover') };
    case 'setGiveBack':
      return { ...state, legs: { ...legs, giveBack: action.kind }, errors: clearLegErrors(state.errors, 'giveBack') };
    case 'editAddress': {
      const paths = [`${action.side}.address.${action.field}`, ...(action.field === 'postcode' ? [`${action.side}.windowId`] : [])];
      return { ...state, legs: withAddressField(legs, action.side, action.field, action.value), errors: clearLegErrors(state.errors, ...paths) };
    }
    case 'choosePlace': {
      const paths = (['line1', 'town', 'postcode'] as const).map((field) => `${action.side}.address.${field}`);
      return { ...state, legs: withPlace(legs, action.side, action.place), errors: clearLegErrors(state.errors, ...paths, `${action.side}.windowId`) };
    }
    case 'chooseWindow':
      return { ...state, legs: withWindow(legs, action.side, action.windowId), errors: clearLegErrors(state.errors, `${action.side}.windowId`) };
    case 'chooseReturnCity':
      return { ...state, legs: { ...legs, returnCityId: action.cityId, returnLocationId: null } };
    case 'chooseReturnLocation':
      return { ...state, legs: { ...legs, returnLocationId: action.locationId }, errors: clearLegErrors(state.errors, 'giveBack.locationId') };
    case 'changeReturnLocation':
      return { ...state, legs: { ...legs, returnLocationId: null } };
    case 'legErrors':
      return { ...state, errors: { ...state.errors, legs: action.errors } };
  }
}

/**
 * Drops what can no longer be booked: items and a location the catalog no longer offers (after a reload or an admin
 * change), and a collection date the point can no longer serve (a wizard left open overnight, or past the handover).
 */
function prune(state: WizardState, itemIds: readonly number[], checks: Checks): WizardState {
  const kept = Object.entries(state.quantities).filter(([id]) => itemIds.includes(Number(id)));
  const locationGone = state.locationId !== null && !checks.points.has(state.locationId);
  const returnGone = state.legs.returnLocationId !== null && !checks.points.has(state.legs.returnLocationId);
  const dateProblem = state.date === null ? null : dateError(state.date, locationGone ? null : handoverPointId(state), checks, state.nights);
  const dateGone = dateProblem !== null;
  if (kept.length === Object.keys(state.quantities).length && !locationGone && !dateGone && !returnGone) return state;
  const pruned = {
    ...state,
    quantities: Object.fromEntries(kept),
    locationId: locationGone ? null : state.locationId,
    legs: returnGone ? { ...state.legs, returnLocationId: null } : state.legs,
    date: dateGone ? null : state.date,
  };
  // Send the visitor back to where the missing choice is made, saying what is missing.
  if (state.paidIntentId || state.step === 'completed') return pruned;
  if (kept.length === 0) return { ...pruned, step: 'items', errors: {} };
  if (state.step === 'items') return pruned;
  if (state.step === 'whereWhen') return dateProblem ? { ...pruned, errors: { ...state.errors, date: dateProblem } } : pruned;
  const errors: WizardErrors = {
    ...(dateProblem ? { date: dateProblem } : {}),
    ...(locationGone ? { location: LOCATION_REQUIRED } : {}),
  };
  return dateGone || locationGone ? { ...pruned, step: 'whereWhen', errors } : pruned;
}
