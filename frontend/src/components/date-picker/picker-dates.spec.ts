import { describe, expect, it } from '@jest/globals';
import { createInstance } from 'i18next';
import de from '../../../../contracts/locales/de/booking.json';
import en from '../../../../contracts/locales/en-GB/booking.json';
import es from '../../../../contracts/locales/es/booking.json';
import fr from '../../../../contracts/locales/fr/booking.json';
import zh from '../../../../contracts/locales/zh-Hans/booking.json';
import { formatLong, rangeHint, readTypedDate, weekdayIndex } from './picker-dates';

const today = { year: 2026, month: 11, day: 24 };
const last = { year: 2027, month: 11, day: 24 };

describe('date picker dates', () => {
  it('names a date in words for screen readers', () => {
    expect(formatLong({ year: 2026, month: 11, day: 24 })).toBe('Tuesday 24 November 2026');
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayIndex({ year: 2026, month: 11, day: 23 })).toBe(0);
    expect(weekdayIndex({ year: 2026, month: 11, day: 29 })).toBe(6);
  });

  it.each([
    ['', 'empty'],
    ['24/1', 'partial'],
    ['24/11/202', 'partial'],
    ['24/11/2026', 'valid'],
    ['01-12-2026', 'valid'],
    ['23/11/2026', 'tooEarly'],
    ['24/11/2027', 'valid'],
    ['25/11/2027', 'tooLate'],
    ['31/11/2026', 'invalid'],
    ['tomorrow', 'invalid'],
    ['2026-11-30', 'invalid'],
  ])('reads %j as %s', (typed, kind) => {
    expect(readTypedDate(typed, today, last).kind).toBe(kind);
  });
});

describe(rangeHint.name, () => {
  const hints = createInstance();
  void hints.init({
    resources: { 'en-GB': { booking: en }, fr: { booking: fr }, de: { booking: de }, es: { booking: es }, 'zh-Hans': { booking: zh } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const said = (language: string, min: typeof today) => {
    const hint = rangeHint(min, last, today, (date) => `${date.day}/${date.month}`);
    return hints.t(hint.key, { ...hint.params, lng: language });
  };
  const tomorrow = { year: 2026, month: 11, day: 25 };

  it('says a range from today with the words each language puts before "today", not those it puts before a date', () => {
    expect(said('en-GB', today)).toBe('Format dd/mm/yyyy, from today (24/11) to 24/11');
    expect(said('fr', today)).toBe('Format jj/mm/aaaa, d’aujourd’hui (24/11) au 24/11');
    expect(said('de', today)).toBe('Format TT/MM/JJJJ, von heute (24/11) bis 24/11');
    expect(said('es', today)).toBe('Formato dd/mm/aaaa, desde hoy (24/11) hasta el 24/11');
    expect(said('zh-Hans', today)).toBe('格式为 日/月/年（dd/mm/yyyy），可选今天（24/11）至 24/11');
  });

  it('says a range from a later day with that day', () => {
    expect(said('fr', tomorrow)).toBe('Format jj/mm/aaaa, du 25/11 au 24/11');
    expect(said('de', tomorrow)).toBe('Format TT/MM/JJJJ, vom 25/11 bis 24/11');
  });
});
