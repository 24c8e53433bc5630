import { describe, expect, it } from '@jest/globals';
import type { PointSchedule } from '@luggage/contracts';
import { chosenTimes, closingTime, timesChoice } from './same-day-times';

// Thu 26 Nov 2026 (GMT): the point opens 08:00-20:00, and 10:00-16:00 on Thursdays.
const point: PointSchedule = { time: '09:00', openingHours: { '4': { opens: '10:00', closes: '16:00' } } };
const thursday = { year: 2026, month: 11, day: 26 };
const friday = { year: 2026, month: 11, day: 27 };
const daysBefore = new Date('2026-11-23T12:00:00Z');

describe('timesChoice', () => {
  it('offers drop-offs from opening to an hour before closing and keeps the wanted times', () => {
    const choice = timesChoice(point, friday, { dropOffTime: '11:00', pickUpTime: '17:00' }, daysBefore);
    expect(choice.dropOffs[0]).toBe('08:00');
    expect(choice.dropOffs.at(-1)).toBe('19:00');
    expect(choice.pickUps[0]).toBe('12:00');
    expect(choice.pickUps.at(-1)).toBe('20:00');
    expect(choice.chosen).toEqual({ dropOffTime: '11:00', pickUpTime: '17:00' });
  });

  it('picks the first times when none are chosen', () => {
    expect(timesChoice(point, thursday, { dropOffTime: null, pickUpTime: null }, daysBefore).chosen).toEqual({ dropOffTime: '10:00', pickUpTime: '11:00' });
  });

  it('keeps a pick-up still an hour after a changed drop-off, else picks the first valid one', () => {
    expect(timesChoice(point, friday, { dropOffTime: '15:00', pickUpTime: '17:00' }, daysBefore).chosen).toEqual({ dropOffTime: '15:00', pickUpTime: '17:00' });
    expect(timesChoice(point, friday, { dropOffTime: '16:30', pickUpTime: '17:00' }, daysBefore).chosen).toEqual({ dropOffTime: '16:30', pickUpTime: '17:30' });
  });

  it('replaces a drop-off the date does not offer with its first', () => {
    // 17:00 is past Thursday's last drop-off (15:00).
    expect(timesChoice(point, thursday, { dropOffTime: '17:00', pickUpTime: '18:00' }, daysBefore).chosen).toEqual({ dropOffTime: '10:00', pickUpTime: '11:00' });
  });

  it('starts today at the next half hour plus the lead time, and has nothing once the last drop-off has gone', () => {
    // 12:10 in London: the next half hour is 12:30, plus 30 minutes' lead.
    expect(timesChoice(point, friday, { dropOffTime: null, pickUpTime: null }, new Date('2026-11-27T12:10:00Z')).dropOffs[0]).toBe('13:00');
    const late = timesChoice(point, friday, { dropOffTime: '11:00', pickUpTime: '17:00' }, new Date('2026-11-27T18:40:00Z'));
    expect(late).toEqual({ asks: { dropOff: true, pickUp: true }, dropOffs: [], pickUps: [], chosen: null });
  });
});

describe('closingTime', () => {
  it('is the closing time of the date, or null when the point is closed', () => {
    expect(closingTime(point, thursday)).toBe('16:00');
    expect(closingTime(point, friday)).toBe('20:00');
    expect(closingTime({ ...point, openWeekdays: [1, 2, 3, 4] }, friday)).toBeNull();
  });
});

describe('timesChoice beside an address leg', () => {
  it('asks no drop-off after a collection, and offers pick-ups from the gap after its window ends', () => {
    const choice = timesChoice(point, friday, { dropOffTime: '11:00', pickUpTime: '13:00' }, daysBefore, { collectedBy: '12:00', delivered: false, gapMinutes: 120 });
    expect(choice.asks).toEqual({ dropOff: false, pickUp: true });
    expect([choice.dropOffs, choice.pickUps[0], choice.chosen]).toEqual([[], '14:00', { dropOffTime: null, pickUpTime: '14:00' }]);
  });

  it('asks no pick-up before a delivery, and none at all between a collection and a delivery', () => {
    expect(timesChoice(point, friday, { dropOffTime: '11:00', pickUpTime: '17:00' }, daysBefore, { collectedBy: null, delivered: true, gapMinutes: 120 })).toMatchObject({
      asks: { dropOff: true, pickUp: false },
      pickUps: [],
      chosen: { dropOffTime: '11:00', pickUpTime: null },
    });
    expect(timesChoice(point, friday, { dropOffTime: null, pickUpTime: null }, daysBefore, { collectedBy: '12:00', delivered: true, gapMinutes: 120 }).chosen).toEqual({ dropOffTime: null, pickUpTime: null });
  });
});

describe('chosenTimes', () => {
  it('is both times, or null while one is missing', () => {
    expect(chosenTimes({ dropOffTime: '11:00', pickUpTime: '17:00' })).toEqual({ dropOffTime: '11:00', pickUpTime: '17:00' });
    expect(chosenTimes({ dropOffTime: '11:00', pickUpTime: null })).toBeNull();
  });
});
