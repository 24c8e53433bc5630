import { describe, expect, it } from '@jest/globals';
import { TEXTS, emptyFieldMessage } from '@luggage/contracts';
import { initialWizardState, wizardReducer, type WizardAction, type WizardState } from './wizard-state';

const today = { year: 2026, month: 11, day: 24 };
const next: WizardAction = { type: 'next', today };

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
    { type: 'chooseLocation', locationId: 3 },
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
    expect(state.errors).toEqual({ date: TEXTS.dateRequired, location: TEXTS.locationRequired });

    const withDate = run(state, { type: 'chooseDate', date: '2026-11-24' }, next);
    expect(withDate.errors).toEqual({ location: TEXTS.locationRequired });
    expect(run(withDate, { type: 'chooseLocation', locationId: 3 }, next).step).toBe('nights');
  });

  it('treats a remembered date that is now in the past as no date', () => {
    const state = run(
      start(),
      { type: 'setQuantity', itemId: 1, quantity: 1 },
      next,
      { type: 'chooseDate', date: '2026-11-23' },
      { type: 'chooseLocation', locationId: 3 },
      next,
    );
    expect(state.step).toBe('whereWhen');
    expect(state.date).toBeNull();
    expect(state.errors.date).toBe(TEXTS.dateRequired);
  });

  it('forgets the point when another city is chosen, and the date on Change Date?', () => {
    const state = run(start(), { type: 'chooseCity', cityId: 1 }, { type: 'chooseLocation', locationId: 3 });
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
    expect(state.errors.details).toEqual({ field: 'fullName', message: emptyFieldMessage('Full Name') });

    state = run(state, validDetails[0], next);
    expect(state.errors.details).toEqual({ field: 'contactNumber', message: emptyFieldMessage('Contact Number') });
    state = run(state, validDetails[1], next);
    expect(state.errors.details).toEqual({ field: 'email', message: TEXTS.emailEmpty });
    state = run(state, { type: 'editDetails', field: 'email', value: 'ada@example' }, next);
    expect(state.errors.details).toEqual({ field: 'email', message: TEXTS.emailInvalid });
    state = run(state, validDetails[2], next);
    expect(state.errors.details).toEqual({ field: 'agreedToTerms', message: TEXTS.termsRequired });
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
    const done = run(paid, { type: 'completed', booking: { name: 'Ada Lovelace', bookingReference: 'K7PQ2M' } });
    expect(done).toMatchObject({ step: 'completed', booking: { bookingReference: 'K7PQ2M' } });
  });

  it('ignores a payment reported outside the checkout', () => {
    expect(run(atDetails(), { type: 'paid', paymentIntentId: 'pi_1' }).paidIntentId).toBeNull();
  });

  it('drops items and a point the catalog no longer offers, going back to where they are chosen', () => {
    const atNights = run(atDetails(), { type: 'back' });
    const noPoint = run(atNights, { type: 'prune', itemIds: [1], locationIds: [4], today });
    expect(noPoint).toMatchObject({ step: 'whereWhen', locationId: null, quantities: { 1: 2 } });
    expect(noPoint.errors).toEqual({ location: TEXTS.locationRequired });
    const noItems = run(atNights, { type: 'prune', itemIds: [2], locationIds: [3], today });
    expect(noItems).toMatchObject({ step: 'items', quantities: {} });
    expect(run(atNights, { type: 'prune', itemIds: [1], locationIds: [3], today })).toBe(atNights);
  });

  it('sends a wizard whose collection date has passed back to choose another', () => {
    const nextDay = { year: 2026, month: 11, day: 26 };
    const stale = run(atDetails(), { type: 'prune', itemIds: [1], locationIds: [3], today: nextDay });
    expect(stale).toMatchObject({ step: 'whereWhen', date: null, locationId: 3, errors: { date: TEXTS.dateRequired } });
  });

  it('starts a new run with a new token on restart', () => {
    expect(run(atDetails(), { type: 'restart', bookingToken: 'token-2' })).toEqual(initialWizardState('token-2'));
  });
});
