import { describe, expect, it } from '@jest/globals';
import type { PointSchedule } from '@luggage/contracts';
import { inEnglish } from '../../../lib/i18n/in-english';
import { aDeliveryCatalog } from '../../../lib/test-catalog';
import { offeredTimes, sameDayDeliveryFrom, sameDayHeld, timeErrorsFrom } from './same-day-state';
import { initialWizardState, reachableStep, wizardReducer, type Checks, type WizardAction, type WizardState } from './wizard-state';

// 24 Nov 2026, 08:00 in London (GMT). Bristol Bus Station keeps the default hours (08:00-20:00); Bath Spa Station
// closes at 18:00 on Wednesdays.
const points = new Map<number, PointSchedule>([
  [3, { name: 'Bristol Bus Station', time: '09:00' }],
  [5, { name: 'Bath Spa Station', time: '09:00', openingHours: { '3': { opens: '09:00', closes: '18:00' } } }],
]);
const checks: Checks = { now: new Date('2026-11-24T08:00:00Z'), points, pointCities: new Map([[3, 1], [5, 2]]), delivery: aDeliveryCatalog() };
const next: WizardAction = { type: 'next', checks };
const sameDay: WizardAction = { type: 'chooseSameDay', checks };
const time = (field: 'dropOffTime' | 'pickUpTime', at: string): WizardAction => ({ type: 'chooseTime', field, time: at, checks });
const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);

/** On the nights step for Wed 25 Nov 2026 at the point. */
const atNights = (locationId = 3) =>
  run(
    initialWizardState('token-1'),
    { type: 'setQuantity', itemId: 1, quantity: 1 },
    next,
    { type: 'chooseDate', date: '2026-11-25' },
    { type: 'chooseLocation', locationId, checks },
    next,
  );

describe('a same-day stay in the wizard', () => {
  it('chooses Same day with the first times of the date, and moves on with the times chosen', () => {
    const chosen = run(atNights(), sameDay);
    expect(chosen).toMatchObject({ step: 'nights', nights: 0, times: { dropOffTime: '08:00', pickUpTime: '09:00' } });
    const booked = run(chosen, time('dropOffTime', '11:00'), time('pickUpTime', '17:00'), next);
    expect(booked).toMatchObject({ step: 'details', nights: 0, times: { dropOffTime: '11:00', pickUpTime: '17:00' } });
  });

  it('keeps a pick-up still valid after a later drop-off, else picks the first valid one', () => {
    const state = run(atNights(), sameDay, time('pickUpTime', '17:00'));
    expect(run(state, time('dropOffTime', '15:00')).times).toEqual({ dropOffTime: '15:00', pickUpTime: '17:00' });
    expect(run(state, time('dropOffTime', '16:30')).times).toEqual({ dropOffTime: '16:30', pickUpTime: '17:30' });
  });

  it('takes a suggestion with room as both times at once, and keeps them at a point suggested for them', () => {
    const state = run(atNights(), sameDay, time('dropOffTime', '11:00'), time('pickUpTime', '14:00'));
    expect(run(state, { type: 'chooseTimes', times: { dropOffTime: '14:00', pickUpTime: '17:00' }, checks }).times).toEqual({ dropOffTime: '14:00', pickUpTime: '17:00' });
    expect(run(state, { type: 'chooseLocation', locationId: 5, checks })).toMatchObject({ locationId: 5, times: { dropOffTime: '11:00', pickUpTime: '14:00' } });
    // Bath Spa Station closes at 18:00 that Wednesday: times past it are taken again from its own.
    const late = run(state, time('dropOffTime', '18:00'), time('pickUpTime', '19:30'));
    expect(run(late, { type: 'chooseLocation', locationId: 5, checks }).times).toEqual({ dropOffTime: '09:00', pickUpTime: '10:00' });
  });

  it('goes back to nights as before, without the times', () => {
    const state = run(atNights(), sameDay, { type: 'setNights', nights: 1 }, next);
    expect(state).toMatchObject({ step: 'details', nights: 1, times: { dropOffTime: null, pickUpTime: null } });
  });

  it('refuses Next with times the date does not allow, beside each select', () => {
    const state: WizardState = { ...run(atNights(), sameDay), times: { dropOffTime: '07:00', pickUpTime: '07:30' } };
    const refused = run(state, next);
    expect(refused.step).toBe('nights');
    expect(refused.errors.times && inEnglish(refused.errors.times.dropOffTime!)).toMatch(/08:00/);
    expect(refused.errors.times?.pickUpTime).toBeDefined();
    expect(reachableStep(state, 'summary', checks)).toBe('nights');
  });

  it('takes the times again when the date changes to one that does not offer them', () => {
    const late = run(atNights(), sameDay, time('dropOffTime', '18:30'), time('pickUpTime', '20:00'));
    expect(late.times).toEqual({ dropOffTime: '18:30', pickUpTime: '20:00' });
    // Back to the date step, then Bath Spa Station, which closes at 18:00 on Wednesdays.
    const moved = run(late, { type: 'back' }, { type: 'changeLocation' }, { type: 'chooseLocation', locationId: 5, checks }, next);
    expect(moved).toMatchObject({ step: 'nights', nights: 0, times: { dropOffTime: '09:00', pickUpTime: '10:00' } });
    expect(offeredTimes(moved, checks)?.closes).toBe('18:00');
  });

  it('is not returned at another point: that turns it back into a night, and Same day cannot be chosen with it', () => {
    const state = run(atNights(), sameDay, { type: 'setGiveBack', kind: 'other_point' });
    expect(state).toMatchObject({ nights: 1, times: { dropOffTime: null, pickUpTime: null } });
    expect(run(state, sameDay).nights).toBe(1);
  });

  it('shows the server’s word on the times beside the selects until a time is chosen again', () => {
    const errors = timeErrorsFrom({ pickUpTime: ['The pick-up must be at least an hour after the drop-off.'], email: ['x'] });
    expect(errors).toEqual({ pickUpTime: 'The pick-up must be at least an hour after the drop-off.' });
    const shown = run(atNights(), sameDay, next, { type: 'timeErrors', errors }, { type: 'back' });
    expect(shown.step).toBe('nights');
    expect(shown.errors.times).toEqual(errors);
    expect(run(shown, time('pickUpTime', '12:00')).errors.times).toBeUndefined();
  });

  it('says no time is left today once the last drop-off has gone', () => {
    const evening: Checks = { ...checks, now: new Date('2026-11-25T18:45:00Z') };
    const offered = offeredTimes({ ...run(atNights(), sameDay) }, evening);
    expect(offered).toMatchObject({ today: true, closes: '20:00', choice: { dropOffs: [], chosen: null } });
  });
});

describe('a same-day stay for today, once the overnight handover has passed', () => {
  // 24 Nov 2026, 10:10 in London: Bristol Bus Station's 09:00 handover has passed.
  const late: Checks = { ...checks, now: new Date('2026-11-24T10:10:00Z') };
  const atWhereWhen = () => run(initialWizardState('token-2'), { type: 'setQuantity', itemId: 1, quantity: 1 }, next, { type: 'chooseLocation', locationId: 3, checks: late });

  it('is taken for today with the first drop-off left (the next half hour plus the lead time), and moves on', () => {
    const state = run(atWhereWhen(), { type: 'storeTodayForTheDay', checks: late }, { type: 'next', checks: late });
    expect(state).toMatchObject({ step: 'nights', date: '2026-11-24', nights: 0, times: { dropOffTime: '11:00', pickUpTime: '12:00' } });
    expect(run(state, { type: 'next', checks: late })).toMatchObject({ step: 'details', nights: 0 });
  });

  it('sends the visitor back to the date, with the handover message, when nights are chosen instead', () => {
    const state = run(atWhereWhen(), { type: 'storeTodayForTheDay', checks: late }, { type: 'next', checks: late }, { type: 'setNights', nights: 1 }, { type: 'next', checks: late });
    expect(state.step).toBe('whereWhen');
    expect(state.date).toBeNull();
    expect(state.errors.date && inEnglish(state.errors.date)).toBe('Collection at Bristol Bus Station today was at 09:00. Please choose a later date.');
  });

  it('is not offered once no drop-off time is left today', () => {
    const evening: Checks = { ...checks, now: new Date('2026-11-24T18:40:00Z') };
    const state = run(initialWizardState('token-3'), { type: 'setQuantity', itemId: 1, quantity: 1 }, next, { type: 'chooseLocation', locationId: 3, checks: evening }, { type: 'storeTodayForTheDay', checks: evening }, { type: 'next', checks: evening });
    expect(state.step).toBe('whereWhen');
    expect(state.errors.date && inEnglish(state.errors.date)).toBe('No same-day times are left today: choose nights or another date.');
  });
});


describe('a same-day stay with an address leg', () => {
  // Bristol's BS8 is stored at Bristol Bus Station (3); its gap is the default two hours.
  const delivery = aDeliveryCatalog({
    zones: [{ id: 1, cityId: 1, name: 'Bristol', districts: ['BS8'], feePence: 1500, storageLocationId: 3 }],
    windows: [
      { id: 2, cityId: 1, start: '10:00', end: '12:00', trips: 6 },
      { id: 4, cityId: 1, start: '13:00', end: '15:00', trips: 6 },
      { id: 6, cityId: 1, start: '16:00', end: '18:00', trips: 6 },
    ],
  });
  const legChecks: Checks = { ...checks, delivery };
  const go: WizardAction = { type: 'next', checks: legChecks };
  const addressAt = (side: 'handover' | 'giveBack'): WizardAction[] => [
    { type: 'editAddress', side, field: 'line1', value: 'The Avon Gorge Hotel, Sion Hill' },
    { type: 'editAddress', side, field: 'town', value: 'Bristol' },
    { type: 'editAddress', side, field: 'postcode', value: 'BS8 4LD' },
  ];
  const start = (...legs: WizardAction[]) =>
    run(initialWizardState('token-3'), { type: 'setQuantity', itemId: 1, quantity: 1 }, go, { type: 'chooseDate', date: '2026-11-25' }, ...legs, go, { type: 'chooseSameDay', checks: legChecks });

  it('collected from an address 10:00-12:00: no drop-off asked, the pick-up at the point two hours after at the earliest', () => {
    const state = start({ type: 'setHandover', kind: 'address' }, ...addressAt('handover'), { type: 'chooseWindow', side: 'handover', windowId: 2 });
    expect(state).toMatchObject({ step: 'nights', nights: 0, times: { dropOffTime: null, pickUpTime: '14:00' } });
    expect(offeredTimes(state, legChecks)?.choice).toMatchObject({ asks: { dropOff: false, pickUp: true }, dropOffs: [] });
    const early: WizardState = { ...state, times: { dropOffTime: null, pickUpTime: '13:00' } };
    expect(inEnglish(run(early, go).errors.times!.pickUpTime!)).toBe('On the same day, the bags are given back at least 120 minutes after they are collected: choose 14:00 or later.');
    expect(run(state, go).step).toBe('details');
  });

  it('delivered to an address: windows from the gap after the drop-off, and a later drop-off forgets one too early', () => {
    const state = start({ type: 'chooseLocation', locationId: 3, checks: legChecks }, { type: 'setGiveBack', kind: 'address' }, ...addressAt('giveBack'));
    const dropped = run(state, { type: 'chooseTime', field: 'dropOffTime', time: '11:00', checks: legChecks });
    expect(dropped.times).toEqual({ dropOffTime: '11:00', pickUpTime: null });
    expect(sameDayDeliveryFrom(dropped, legChecks)).toBe('13:00');
    const chosen = run(dropped, { type: 'chooseWindow', side: 'giveBack', windowId: 4 });
    expect(run(chosen, go).step).toBe('details');
    const later = run(chosen, { type: 'chooseTime', field: 'dropOffTime', time: '12:00', checks: legChecks });
    expect(later.legs.delivery.windowId).toBeNull();
    expect(run(later, go).errors.legs).toHaveProperty(['giveBack.windowId']);
  });

  it('collected and delivered: no time asked, the delivery from the gap after the collection', () => {
    const state = start({ type: 'setHandover', kind: 'address' }, ...addressAt('handover'), { type: 'chooseWindow', side: 'handover', windowId: 2 }, { type: 'setGiveBack', kind: 'address' }, ...addressAt('giveBack'));
    expect(state).toMatchObject({ nights: 0, times: { dropOffTime: null, pickUpTime: null } });
    expect(sameDayDeliveryFrom(state, legChecks)).toBe('14:00');
    expect(run(state, { type: 'chooseWindow', side: 'giveBack', windowId: 6 }, go).step).toBe('details');
  });

  it("holds its bags at the storage point from the collection window's end (or the drop-off) to the delivery window's start (or the pick-up)", () => {
    const collected = start({ type: 'setHandover', kind: 'address' }, ...addressAt('handover'), { type: 'chooseWindow', side: 'handover', windowId: 2 });
    expect(sameDayHeld(collected, legChecks)).toEqual({ locationId: 3, from: '12:00', until: '14:00' });
    const both = run(collected, { type: 'setGiveBack', kind: 'address' }, ...addressAt('giveBack'));
    expect(sameDayHeld(both, legChecks)).toBeNull();
    expect(sameDayHeld(run(both, { type: 'chooseWindow', side: 'giveBack', windowId: 6 }), legChecks)).toEqual({ locationId: 3, from: '12:00', until: '16:00' });
    const dropped = run(start({ type: 'chooseLocation', locationId: 3, checks: legChecks }), { type: 'chooseTime', field: 'dropOffTime', time: '11:00', checks: legChecks });
    expect(sameDayHeld(dropped, legChecks)).toMatchObject({ locationId: 3, from: '11:00' });
  });
});
