import { describe, expect, it } from '@jest/globals';
import { collectionDateProblem, collectionDateRefusal, returnDateProblem, returnDateRefusal } from '@luggage/contracts';
import { localise } from './message.js';

// The server answers contracts' date refusals as keys; in English they must read exactly as the wizard's own words.
const monday = { year: 2026, month: 11, day: 23 };
const saturday = { year: 2026, month: 11, day: 28 };
const christmas = { year: 2026, month: 12, day: 25 };
const nineThirty = new Date('2026-11-23T09:30:00Z');
const named = { name: 'Bath Spa Station', time: '09:00', openWeekdays: [1, 2, 3, 4, 5], closures: [{ date: '25-12-2026', note: 'Christmas Day' }] };
const unnamed = { ...named, name: undefined };

describe('date refusals as keys', () => {
  it('read in English exactly as collectionDateProblem and returnDateProblem write them', () => {
    const cases = [
      [monday, named],
      [monday, unnamed],
      [saturday, named],
      [saturday, unnamed],
      [christmas, named],
      [{ year: 2026, month: 11, day: 20 }, named],
      [{ year: 2028, month: 1, day: 1 }, named],
    ] as const;
    for (const [date, point] of cases) {
      expect(localise(collectionDateRefusal(date, point, nineThirty)!)).toBe(collectionDateProblem(date, point, nineThirty));
    }
    for (const date of [saturday, christmas]) expect(localise(returnDateRefusal(date, named)!)).toBe(returnDateProblem(date, named));
    expect(returnDateRefusal(monday, named)).toBeNull();
    expect(collectionDateRefusal({ year: 2026, month: 11, day: 24 }, named, nineThirty)).toBeNull();
  });

  it('read in French with the time and dates as French writes them', () => {
    expect(localise(collectionDateRefusal(monday, named, nineThirty)!, 'fr')).toBe(
      'Aujourd’hui, le dépôt à Bath Spa Station avait lieu à 09:00. Veuillez choisir une date ultérieure.',
    );
    expect(localise(collectionDateRefusal(christmas, unnamed, nineThirty)!, 'fr')).toBe(
      'Ce point de dépôt est fermé le ven. 25 déc. 2026 (Christmas Day). Veuillez choisir une autre date.',
    );
  });
});
