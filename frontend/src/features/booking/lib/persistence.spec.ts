import { describe, expect, it } from '@jest/globals';
import { fromStored, toStored } from './persistence';
import { initialWizardState, wizardReducer } from './wizard-state';

describe('wizard persistence', () => {
  it('round-trips the choices and never keeps errors or a completed step', () => {
    let state = initialWizardState('token-1');
    state = wizardReducer(state, { type: 'setQuantity', itemId: 2, quantity: 3 });
    state = { ...state, step: 'nights', date: '2026-12-01', cityId: 1, locationId: 2, nights: 2, errors: { date: { key: 'validation:collectionDate.required' } } };
    const restored = fromStored(JSON.stringify(toStored(state)));
    expect(restored).toEqual({ ...state, errors: {} });
    expect(fromStored(JSON.stringify({ ...toStored(state), step: 'completed' }))?.step).toBe('items');
  });

  it('round-trips a same-day stay with its times, and drops times off the half hour', () => {
    const state = { ...initialWizardState('token-1'), nights: 0, times: { dropOffTime: '11:00', pickUpTime: '17:00' } };
    expect(fromStored(JSON.stringify(toStored(state)))).toEqual(state);
    const odd = fromStored(JSON.stringify({ ...toStored(state), times: { dropOffTime: '11:15', pickUpTime: 5 } }));
    expect(odd?.times).toEqual({ dropOffTime: null, pickUpTime: null });
  });

  it('drops malformed values and refuses storage without a booking token', () => {
    const restored = fromStored(
      JSON.stringify({ bookingToken: 't', step: 'nowhere', quantities: { 1: 9, x: 1, 2: 2 }, date: '2026-02-30', nights: 7, locationId: -1 }),
    );
    expect(restored).toMatchObject({ step: 'items', quantities: { 2: 2 }, date: null, nights: 1, locationId: null });
    expect(fromStored('{"step":"nights"}')).toBeNull();
    expect(fromStored('not json')).toBeNull();
    expect(fromStored(null)).toBeNull();
  });

  it('stores no card data or client secret', () => {
    const keys = Object.keys(toStored(initialWizardState('t'))).sort();
    expect(keys).toEqual(['bookingToken', 'cityId', 'date', 'details', 'legs', 'locationId', 'nights', 'paidIntentId', 'promo', 'quantities', 'step', 'times']);
  });

  it('keeps an applied code’s terms across a reload, and drops malformed ones', () => {
    const state = { ...initialWizardState('t'), promo: { code: 'SUMMER10', percentOff: 10, amountOffPence: null } };
    expect(fromStored(JSON.stringify(toStored(state)))?.promo).toEqual({ code: 'SUMMER10', percentOff: 10, amountOffPence: null });
    const both = { ...toStored(state), promo: { code: 'SUMMER10', percentOff: 10, amountOffPence: 500 } };
    expect(fromStored(JSON.stringify(both))?.promo).toBeNull();
    const badCode = { ...toStored(state), promo: { code: 'no spaces', percentOff: 10, amountOffPence: null } };
    expect(fromStored(JSON.stringify(badCode))?.promo).toBeNull();
  });
});
