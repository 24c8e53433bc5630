import { describe, expect, it } from '@jest/globals';
import { TEXTS, emptyFieldMessage, type PointSchedule, type Text } from '@luggage/contracts';
import { inEnglish } from '../../../lib/i18n/in-english';
import { aDeliveryCatalog } from '../../../lib/test-catalog';
import { initialWizardState, reachableStep, wizardReducer, type Checks, type WizardAction, type WizardState } from './wizard-state';

// 24 Nov 2026, 08:00 in London (GMT): point 3 hands over at 09:00, point 4 at 07:30 (gone for today).
// Point 5 is closed on Fri 27 Nov 2026.
const points = new Map<number, PointSchedule>([
  [3, { name: 'Bristol Bus Station', time: '09:00' }],
  [4, { name: 'Early Point', time: '07:30' }],
  [5, { name: 'Bath Spa Station', time: '09:00', closures: [{ date: '27-11-2026', note: 'Engineering works' }] }],
]);
const checks: Checks = { now: new Date('2026-11-24T08:00:00Z'), points, pointCities: new Map([[3, 1], [4, 1], [5, 2]]), delivery: aDeliveryCatalog() };
const next: WizardAction = { type: 'next', checks };
const choose = (locationId: number, at: Checks = checks): WizardAction => ({ type: 'chooseLocation', locationId, checks: at });

// The wizard's errors are keys; the spec's English words are read through the English catalogue, as the page says them.
const english = (text: Text | undefined) => text && inEnglish(text);
const saidInEnglish = (state: WizardState) => {
  const { details, legs: _legs, times: _times, ...errors } = state.errors;
  const said = Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, english(text)]));
  return { ...state, errors: { ...said, ...(details ? { details: { field: details.field, message: english(details.message) } } : {}) } };
};

const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const start = () => initialWizardState('token-1');
const validDetails: WizardAction[] = [
  { type: 'editDetails', field: 'fullName', value: 'Ada Lovelace' },
  { type: 'editDetails', field: 'contactNumber', value: '+44 7700 900123' },
  { type: 'editDetails', field: 'email', value: 'ada@example.com' },
  { type: 'editDetails', field: 'agreedToTerms', value: true },
];
const atDetails = () =>
  run(
    start(),
    { type: 'setQuantity', itemId: 1, quantity: 2 },
    next,
    { type: 'chooseDate', date: '2026-11-25' },
    choose(3),
    next,
    next,
  );

describe('wizardReducer', () => {
  it('starts on the items step with one night and the given booking token', () => {
    expect(start()).toMatchObject({ step: 'items', nights: 1, bookingToken: 'token-1', quantities: {} });
  });

  it('keeps each quantity between 0 and 5 and forgets items set back to 0', () => {
    let state = run(start(), { type: 'setQuantity', itemId: 1, quantity: 7 });
    expect(state.quantities).toEqual({ 1: 5 });
    state = run(state, { type: 'setQuantity', itemId: 1, quantity: -1 });
    expect(state.quantities).toEqual({});
  });

  it('stays on the items step until at least one item is chosen', () => {
    expect(run(start(), next).step).toBe('items');
    expect(run(start(), { type: 'setQuantity', itemId: 1, quantity: 1 }, next).step).toBe('whereWhen');
  });

  it('refuses to leave where/when without a date and a location, with both messages in place', () => {
    const state = run(start(), { type: 'setQuantity', itemId: 1, quantity: 1 }, next, next);
    expect(state.step).toBe('whereWhen');
    expect(saidInEnglish(state).errors).toEqual({ date: TEXTS.dateRequired, location: TEXTS.locationRequired });

    const withDate = run(state, { type: 'chooseDate', date: '2026-11-24' }, next);
    expect(saidInEnglish(withDate).errors).toEqual({ location: TEXTS.locationRequired });
    expect(run(withDate, choose(3), next).step).toBe('nights');
  });

  it('stays on the nights step while the stay would end on a day the point is closed, and says why', () => {
    const atNights = run(start(), { type: 'setQuantity', itemId: 1, quantity: 1 }, next, { type: 'chooseDate', date: '2026-11-25' }, choose(5), next);
    expect(atNights.step).toBe('nights');
    const endsClosed = run(atNights, { type: 'setNights', nights: 2 }, next);
    expect(endsClosed.step).toBe('nights');
    expect(saidInEnglish(endsClosed).errors).toEqual({ nights: 'Bath Spa Station is closed on Fri 27 Nov 2026 (Engineering works). Please choose a different number of nights.' });
    expect(reachableStep(endsClosed, 'summary', checks)).toBe('nights');
    const moved = run(endsClosed, { type: 'setNights', nights: 3 });
    expect(moved.errors).toEqual({});
    expect(run(moved, next).step).toBe('details');
  });

  it('treats a remembered date that is now in the past as no date', () => {
    const state = run(
      start(),
      { type: 'setQuantity', itemId: 1, quantity: 1 },
      next,
      { type: 'chooseDate', date: '2026-11-23' },
      choose(3),
      next,
    );
    expect(state.step).toBe('whereWhen');
    expect(state.date).toBeNull();
    expect(english(state.errors.date)).toBe(TEXTS.dateRequired);
  });

  it('forgets the point when another city is chosen, and the date on Change Date?', () => {
    const state = run(start(), { type: 'chooseCity', cityId: 1 }, choose(3));
    expect(run(state, { type: 'chooseCity', cityId: 2 })).toMatchObject({ cityId: 2, locationId: null });
    expect(run(state, { type: 'changeLocation' })).toMatchObject({ cityId: 1, locationId: null });
    expect(run(start(), { type: 'chooseDate', date: '2026-12-01' }, { type: 'changeDate' }).date).toBeNull();
  });

  it('keeps nights between 1 and 3', () => {
    expect(run(start(), { type: 'setNights', nights: 4 }).nights).toBe(3);
    expect(run(start(), { type: 'setNights', nights: 0 }).nights).toBe(1);
  });

  it('shows only the first failing customer detail, in the spec order, and clears it on any edit', () => {
    let state = run(atDetails(), next);
    expect(state.step).toBe('details');
    expect(saidInEnglish(state).errors.details).toEqual({ field: 'fullName', message: emptyFieldMessage('Full Name') });

    state = run(state, validDetails[0], next);
    expect(saidInEnglish(state).errors.details).toEqual({ field: 'contactNumber', message: emptyFieldMessage('Contact Number') });
    state = run(state, validDetails[1], next);
    expect(saidInEnglish(state).errors.details).toEqual({ field: 'email', message: TEXTS.emailEmpty });
    state = run(state, { type: 'editDetails', field: 'email', value: 'ada@example' }, next);
    expect(saidInEnglish(state).errors.details).toEqual({ field: 'email', message: TEXTS.emailInvalid });
    state = run(state, validDetails[2], next);
    expect(saidInEnglish(state).errors.details).toEqual({ field: 'agreedToTerms', message: TEXTS.termsRequired });
    expect(run(state, { type: 'editDetails', field: 'fullName', value: 'Ada' }).errors).toEqual({});
    expect(run(state, validDetails[3], next).step).toBe('summary');
  });

  it('walks back one step at a time from nights to items', () => {
    let state = run(atDetails(), { type: 'back' });
    expect(state.step).toBe('nights');
    state = run(state, { type: 'back' }, { type: 'back' });
    expect(state.step).toBe('items');
    expect(run(state, { type: 'back' }).step).toBe('items');
  });

  it('re-checks the details on Back from checkout', () => {
    const atCheckout = run(atDetails(), ...validDetails, next, next);
    expect(atCheckout.step).toBe('checkout');
    expect(run(atCheckout, { type: 'back' }).step).toBe('summary');

    const tampered = { ...atCheckout, details: { ...atCheckout.details, email: 'nope' } };
    const back = run(tampered, { type: 'back' });
    expect(back.step).toBe('details');
    expect(back.errors.details?.field).toBe('email');
  });

  it('takes no step back once paid, and completes with the booking', () => {
    const paid = run(atDetails(), ...validDetails, next, next, { type: 'paid', paymentIntentId: 'pi_1' });
    expect(paid.paidIntentId).toBe('pi_1');
    expect(run(paid, { type: 'back' }).step).toBe('checkout');
    const done = run(paid, { type: 'completed', booking: { name: 'Ada Lovelace', bookingReference: 'K7PQ2M', manageToken: 'manage-token-1' } });
    expect(done).toMatchObject({ step: 'completed', booking: { bookingReference: 'K7PQ2M' } });
  });

  it('ignores a payment reported outside the checkout', () => {
    expect(run(atDetails(), { type: 'paid', paymentIntentId: 'pi_1' }).paidIntentId).toBeNull();
  });

  it('drops items and a point the catalog no longer offers, going back to where they are chosen', () => {
    const atNights = run(atDetails(), { type: 'back' });
    const onlyPoint4: Checks = { ...checks, points: new Map([[4, points.get(4)!]]) };
    const noPoint = run(atNights, { type: 'prune', itemIds: [1], checks: onlyPoint4 });
    expect(noPoint).toMatchObject({ step: 'whereWhen', locationId: null, quantities: { 1: 2 } });
    expect(saidInEnglish(noPoint).errors).toEqual({ location: TEXTS.locationRequired });
    const noItems = run(atNights, { type: 'prune', itemIds: [2], checks });
    expect(noItems).toMatchObject({ step: 'items', quantities: {} });
    expect(run(atNights, { type: 'prune', itemIds: [1], checks })).toBe(atNights);
  });

  it('sends a wizard whose collection date has passed back to choose another', () => {
    const twoDaysLater: Checks = { ...checks, now: new Date('2026-11-26T08:00:00Z') };
    const stale = run(atDetails(), { type: 'prune', itemIds: [1], checks: twoDaysLater });
    expect(saidInEnglish(stale)).toMatchObject({ step: 'whereWhen', date: null, locationId: 3, errors: { date: TEXTS.dateRequired } });
  });

  it('sends it back too once the point’s handover time has passed on the collection day, saying so', () => {
    const today = run(start(), { type: 'setQuantity', itemId: 1, quantity: 1 }, next, { type: 'chooseDate', date: '2026-11-24' }, choose(3), next);
    expect(today.step).toBe('nights');
    const late: Checks = { ...checks, now: new Date('2026-11-24T09:01:00Z') };
    expect(saidInEnglish(run(today, { type: 'prune', itemIds: [1], checks: late }))).toMatchObject({
      step: 'whereWhen',
      date: null,
      errors: { date: 'Collection at Bristol Bus Station today was at 09:00. Please choose a later date.' },
    });
    expect(run(today, { type: 'prune', itemIds: [1], checks: { ...checks, now: new Date('2026-11-24T09:00:30Z') } })).toBe(today);
  });

  it('asks for the date again when today was chosen before a point whose handover has passed', () => {
    const state = run(start(), { type: 'setQuantity', itemId: 1, quantity: 1 }, next, { type: 'chooseDate', date: '2026-11-24' }, choose(4));
    expect(saidInEnglish(state)).toMatchObject({ locationId: 4, date: null, errors: { date: 'Collection at Early Point today was at 07:30. Please choose a later date.' } });
    const tomorrow = run(state, { type: 'chooseDate', date: '2026-11-25' }, next);
    expect(tomorrow).toMatchObject({ step: 'nights', date: '2026-11-25', errors: {} });
  });

  it('refuses a date more than 365 days ahead on Next', () => {
    const state = run(start(), { type: 'setQuantity', itemId: 1, quantity: 1 }, next, choose(3), { type: 'chooseDate', date: '2027-11-25' }, next);
    expect(saidInEnglish(state)).toMatchObject({ step: 'whereWhen', date: null, errors: { date: 'The collection date must be within the next 365 days.' } });
    expect(run(state, { type: 'chooseDate', date: '2027-11-24' }, next).step).toBe('nights');
  });

  it('lets history go to any step whose earlier steps are complete, and no further', () => {
    const atSummary = run(atDetails(), ...validDetails, next);
    expect(atSummary.step).toBe('summary');
    expect(run(atSummary, { type: 'goTo', step: 'items', checks }).step).toBe('items');
    const backAtItems = run(atSummary, { type: 'goTo', step: 'items', checks });
    expect(run(backAtItems, { type: 'goTo', step: 'summary', checks }).step).toBe('summary');
    expect(run(backAtItems, { type: 'goTo', step: 'completed', checks }).step).toBe('checkout');

    expect(reachableStep(start(), 'summary', checks)).toBe('items');
    const noDetails = run(atDetails(), { type: 'goTo', step: 'checkout', checks });
    expect(noDetails.step).toBe('details');
    const noPoint = run(start(), { type: 'setQuantity', itemId: 1, quantity: 1 }, { type: 'chooseDate', date: '2026-11-25' });
    expect(run(noPoint, { type: 'goTo', step: 'nights', checks }).step).toBe('whereWhen');
  });

  it('keeps history on the checkout once paid, and on the completed step once booked', () => {
    const paid = run(atDetails(), ...validDetails, next, next, { type: 'paid', paymentIntentId: 'pi_1' });
    expect(run(paid, { type: 'goTo', step: 'summary', checks }).step).toBe('checkout');
    const done = run(paid, { type: 'completed', booking: { name: 'Ada Lovelace', bookingReference: 'K7PQ2M', manageToken: 'manage-token-1' } });
    expect(run(done, { type: 'goTo', step: 'checkout', checks }).step).toBe('completed');
  });

  it('starts a new run with a new token on restart', () => {
    expect(run(atDetails(), { type: 'restart', bookingToken: 'token-2' })).toEqual(initialWizardState('token-2'));
  });
});
