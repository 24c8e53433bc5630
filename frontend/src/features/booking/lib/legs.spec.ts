import { describe, expect, it } from '@jest/globals';
import { SERVICE_AREA_TEXTS, type PointSchedule } from '@luggage/contracts';
import { LEG_FIELD_REFUSALS, choiceFees, initialLegs, legChoices, legErrorsFrom, legFees, postcodeProblem, storageLocationId, whereWhenLegErrors, type LegsDraft } from '../../../lib/legs';
import { fromStored, toStored } from './persistence';
import { inEnglish } from '../../../lib/i18n/in-english';
import { aDeliveryCatalog } from '../../../lib/test-catalog';
import { initialWizardState, reachableStep, storedAt, wizardReducer, type Checks, type WizardAction, type WizardState } from './wizard-state';

const delivery = aDeliveryCatalog();
const cityOf = (id: number) => ({ 1: 1, 2: 1, 3: 2 } as Record<number, number>)[id] ?? null;
const royalYork = { line1: '12 Royal York Crescent', line2: '', town: 'Bristol', postcode: 'bs84jz', note: '', contactName: '' };
const bath = { line1: '1 Royal Crescent', line2: 'Flat 2', town: 'Bath', postcode: 'BA1 2LR', note: 'Hotel reception, ask for the concierge', contactName: 'Grace' };

function legs(overrides: Partial<LegsDraft> = {}): LegsDraft {
  return { ...initialLegs(), ...overrides };
}

describe('legs', () => {
  it('say their own checks in English as the wizard always did', () => {
    expect(Object.fromEntries(Object.entries(LEG_FIELD_REFUSALS).map(([name, message]) => [name, inEnglish(message)]))).toEqual({
      line1Required: 'Enter the first line of the address.',
      townRequired: 'Enter the town.',
      postcodeRequired: 'Enter the postcode.',
      windowRequired: 'Choose a time window.',
      returnPointRequired: 'Choose the point where you want your bags back.',
      returnNotOffered: 'We do not return bags from this point to that city.',
      returnSamePoint: 'This is the point your bags are stored at: choose "At the same point" to collect them there.',
    });
  });

  it('show each paid choice’s fee: the least it can cost until the postcode or the points are known, then the exact one', () => {
    expect(choiceFees(initialLegs(), null, null, delivery)).toEqual({
      handoverAddress: { pence: 1500, exact: false },
      giveBackOtherPoint: { pence: 1000, exact: false },
      giveBackAddress: { pence: 1500, exact: false },
    });
    const chosen = legs({ handover: 'address', giveBack: 'address', collection: { address: royalYork, windowId: 1 }, delivery: { address: bath, windowId: 3 } });
    expect(choiceFees(chosen, 1, 2, delivery)).toEqual({
      handoverAddress: { pence: 1500, exact: true },
      giveBackOtherPoint: { pence: 1500, exact: true },
      giveBackAddress: { pence: 2000, exact: true },
    });
    // Stored in Bath, another point costs at least Bath's own return fee.
    expect(choiceFees(initialLegs(), 2, null, delivery).giveBackOtherPoint).toEqual({ pence: 1000, exact: false });
  });

  it('keep the spec flow by default: a point both ways, no fees, no legs sent', () => {
    expect(legFees(initialLegs(), 1, null, delivery)).toEqual([]);
    expect(legChoices(initialLegs())).toEqual({});
    expect(whereWhenLegErrors(initialLegs(), { id: 1, cityId: 1 }, { delivery, cityOf })).toEqual({});
  });

  it('charge the zone fee per address trip and the return fee between the cities', () => {
    const draft = legs({ handover: 'address', giveBack: 'address', collection: { address: royalYork, windowId: 1 }, delivery: { address: bath, windowId: 3 } });
    expect(legFees(draft, 1, null, delivery)).toEqual([
      { kind: 'collection', pence: 1500 },
      { kind: 'delivery', pence: 2000 },
    ]);
    const elsewhere = legs({ giveBack: 'other_point', returnLocationId: 3 });
    expect(legFees(elsewhere, 1, 2, delivery)).toEqual([{ kind: 'return_elsewhere', pence: 1500 }]);
    expect(legFees(elsewhere, 1, 1, delivery)).toEqual([{ kind: 'return_elsewhere', pence: 1000 }]);
  });

  it('store bags collected from an address at the zone’s storage point', () => {
    const draft = legs({ handover: 'address', collection: { address: royalYork, windowId: null } });
    expect(storageLocationId(draft, 7, delivery)).toBe(1);
    expect(storageLocationId(legs(), 7, delivery)).toBe(7);
    expect(storageLocationId(legs({ handover: 'address' }), 7, delivery)).toBeNull();
  });

  it('send the address legs trimmed, optional fields only when given', () => {
    const draft = legs({ handover: 'address', giveBack: 'address', collection: { address: { ...royalYork, line1: ' 12 Royal York Crescent ' }, windowId: 1 }, delivery: { address: bath, windowId: 3 } });
    expect(legChoices(draft)).toEqual({
      handover: { kind: 'address', address: { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'bs84jz' }, windowId: 1 },
      giveBack: { kind: 'address', address: { line1: '1 Royal Crescent', line2: 'Flat 2', town: 'Bath', postcode: 'BA1 2LR', note: 'Hotel reception, ask for the concierge', contactName: 'Grace' }, windowId: 3 },
    });
    expect(legChoices(legs({ giveBack: 'other_point', returnLocationId: 3 }))).toEqual({ giveBack: { kind: 'other_point', locationId: 3 } });
  });

  it('say in place that a postcode is outside the area, or not a postcode', () => {
    expect(inEnglish(postcodeProblem('BS20 1AA', delivery)!)).toBe("We don't collect or deliver in BS20 yet. We cover BA1, BA2, BS1–BS9 and BS13–BS16.");
    expect(inEnglish(postcodeProblem('BS8', delivery)!)).toBe(SERVICE_AREA_TEXTS.invalidPostcode);
    expect(postcodeProblem('BS8 4JZ', delivery)).toBeNull();
    expect(postcodeProblem('', delivery)).toBeNull();
  });

  it('ask for each missing field of an address leg by its API path', () => {
    const errors = whereWhenLegErrors(legs({ handover: 'address', giveBack: 'other_point' }), null, { delivery, cityOf });
    expect(errors).toEqual({
      'handover.address.line1': LEG_FIELD_REFUSALS.line1Required,
      'handover.address.town': LEG_FIELD_REFUSALS.townRequired,
      'handover.address.postcode': LEG_FIELD_REFUSALS.postcodeRequired,
      'handover.windowId': LEG_FIELD_REFUSALS.windowRequired,
      'giveBack.locationId': LEG_FIELD_REFUSALS.returnPointRequired,
    });
    // The delivery window is asked for on the nights step.
    const delivered = whereWhenLegErrors(legs({ giveBack: 'address', delivery: { address: bath, windowId: null } }), { id: 1, cityId: 1 }, { delivery, cityOf });
    expect(delivered).toEqual({});
    const noReturn = whereWhenLegErrors(legs({ giveBack: 'other_point', returnLocationId: 1 }), { id: 3, cityId: 2 }, { delivery, cityOf });
    expect(noReturn).toEqual({ 'giveBack.locationId': LEG_FIELD_REFUSALS.returnNotOffered });
    const samePoint = whereWhenLegErrors(legs({ giveBack: 'other_point', returnLocationId: 1 }), { id: 1, cityId: 1 }, { delivery, cityOf });
    expect(samePoint).toEqual({ 'giveBack.locationId': LEG_FIELD_REFUSALS.returnSamePoint });
  });

  it('keep the server’s field errors of the legs only', () => {
    expect(legErrorsFrom({ 'handover.address.postcode': ['Out of area'], email: ['Bad'], 'giveBack.windowId': [] })).toEqual({ 'handover.address.postcode': 'Out of area' });
  });
});

// 24 Nov 2026, 08:00 in London; points 1 and 2 in Bristol (city 1), 3 in Bath (city 2), all handing over at 09:00.
const points = new Map<number, PointSchedule>([1, 2, 3].map((id) => [id, { name: `Point ${id}`, time: '09:00' }]));
const checks: Checks = { now: new Date('2026-11-24T08:00:00Z'), points, pointCities: new Map([[1, 1], [2, 1], [3, 2]]), delivery };
const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
const next: WizardAction = { type: 'next', checks };
const typeAddress = (side: 'handover' | 'giveBack', address: typeof royalYork): WizardAction[] =>
  (Object.entries(address) as [keyof typeof royalYork, string][]).map(([field, value]) => ({ type: 'editAddress', side, field, value }));
const atWhereWhen = () => run(initialWizardState('t'), { type: 'setQuantity', itemId: 1, quantity: 1 }, next, { type: 'chooseDate', date: '2026-11-26' });

describe('the wizard with legs', () => {
  it('books a collection from an address only with a window, storing at the zone’s point', () => {
    let state = run(atWhereWhen(), { type: 'setHandover', kind: 'address' }, ...typeAddress('handover', royalYork), next);
    expect(state.step).toBe('whereWhen');
    expect(state.errors.legs).toEqual({ 'handover.windowId': LEG_FIELD_REFUSALS.windowRequired });
    state = run(state, { type: 'chooseWindow', side: 'handover', windowId: 1 });
    expect(state.errors.legs).toBeUndefined();
    state = run(state, next);
    expect(state.step).toBe('nights');
    expect(storedAt(state, checks)).toBe(1);
  });

  it('judges a collection from an address by its windows, not by the storage point’s handover time', () => {
    const later: Checks = { ...checks, now: new Date('2026-11-24T10:00:00Z') };
    const today = run(initialWizardState('t'), { type: 'setQuantity', itemId: 1, quantity: 1 }, { type: 'next', checks: later }, { type: 'chooseDate', date: '2026-11-24' });
    const fromAddress = run(today, { type: 'setHandover', kind: 'address' }, ...typeAddress('handover', royalYork), { type: 'chooseWindow', side: 'handover', windowId: 2 }, { type: 'next', checks: later });
    expect(fromAddress.step).toBe('nights');
    const atPoint = run(today, { type: 'chooseLocation', locationId: 1, checks: later }, { type: 'next', checks: later });
    expect(atPoint).toMatchObject({ step: 'whereWhen', date: null });
  });

  it('forgets a chosen window when the day it belongs to changes', () => {
    const base = run(atWhereWhen(), { type: 'setHandover', kind: 'address' }, ...typeAddress('handover', royalYork), { type: 'chooseWindow', side: 'handover', windowId: 1 });
    expect(run(base, { type: 'chooseDate', date: '2026-11-27' }).legs.collection.windowId).toBeNull();
    expect(run(base, { type: 'editAddress', side: 'handover', field: 'postcode', value: 'BA1 2LR' }).legs.collection.windowId).toBeNull();
    expect(run(base, { type: 'editAddress', side: 'handover', field: 'note', value: 'Ring twice' }).legs.collection.windowId).toBe(1);
  });

  it('asks for the delivery window on the nights step and forgets it when the nights change', () => {
    let state = run(atWhereWhen(), { type: 'chooseLocation', locationId: 1, checks }, { type: 'setGiveBack', kind: 'address' }, ...typeAddress('giveBack', royalYork), next);
    expect(state.step).toBe('nights');
    state = run(state, next);
    expect(state).toMatchObject({ step: 'nights', errors: { legs: { 'giveBack.windowId': LEG_FIELD_REFUSALS.windowRequired } } });
    state = run(state, { type: 'chooseWindow', side: 'giveBack', windowId: 2 }, { type: 'setNights', nights: 2 });
    expect(state.legs.delivery.windowId).toBeNull();
    state = run(state, { type: 'chooseWindow', side: 'giveBack', windowId: 2 }, next);
    expect(state.step).toBe('details');
    expect(reachableStep({ ...state, legs: { ...state.legs, delivery: { ...state.legs.delivery, windowId: null } } }, 'summary', checks)).toBe('nights');
  });

  it('keeps the server’s leg errors on the way back to the fields, and clears one when its field is edited', () => {
    const refused = run(atWhereWhen(), { type: 'legErrors', errors: { 'handover.address.postcode': 'Out of area', 'handover.windowId': 'Full' } }, { type: 'back' });
    expect(refused.errors.legs).toEqual({ 'handover.address.postcode': 'Out of area', 'handover.windowId': 'Full' });
    const edited = run(refused, { type: 'editAddress', side: 'handover', field: 'postcode', value: 'BS1 1AA' });
    expect(edited.errors.legs).toBeUndefined();
  });

  it('fills the address from a chosen place and sends its coordinates until line 1, the town or the postcode is typed over', () => {
    const place = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ', coordinates: { lat: 51.4536, lng: -2.6198 } };
    const chosen = run(atWhereWhen(), { type: 'setHandover', kind: 'address' }, { type: 'choosePlace', side: 'handover', place }, { type: 'chooseWindow', side: 'handover', windowId: 1 });
    expect(chosen.legs.collection.address).toMatchObject({ line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' });
    expect(legChoices(chosen.legs).handover).toEqual({ kind: 'address', address: { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ', lat: 51.4536, lng: -2.6198 }, windowId: 1 });
    expect(fromStored(JSON.stringify(toStored(chosen)))?.legs).toEqual(chosen.legs);
    const noted = run(chosen, { type: 'editAddress', side: 'handover', field: 'note', value: 'Ring twice' });
    expect(noted.legs.collection.coordinates).toEqual(place.coordinates);
    const retyped = run(chosen, { type: 'editAddress', side: 'handover', field: 'line1', value: '14 Royal York Crescent' });
    expect(retyped.legs.collection.coordinates).toBeUndefined();
    // Another postcode may be another city: the window chosen for the old one is forgotten.
    expect(run(chosen, { type: 'choosePlace', side: 'handover', place: { ...place, postcode: 'BA1 2LR', town: 'Bath' } }).legs.collection.windowId).toBeNull();
  });

  it('remembers the legs across a reload and drops malformed ones', () => {
    const state = run(atWhereWhen(), { type: 'setHandover', kind: 'address' }, ...typeAddress('handover', royalYork), { type: 'setGiveBack', kind: 'other_point' }, { type: 'chooseReturnCity', cityId: 2 }, { type: 'chooseReturnLocation', locationId: 3 });
    expect(fromStored(JSON.stringify(toStored(state)))?.legs).toEqual(state.legs);
    const junk = fromStored(JSON.stringify({ bookingToken: 't', legs: { handover: 'drone', giveBack: 'address', collection: { address: { line1: 5 }, windowId: -2 } } }));
    expect(junk?.legs).toEqual({ ...initialLegs(), giveBack: 'address' });
  });
});
