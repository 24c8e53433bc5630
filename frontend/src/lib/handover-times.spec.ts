import { describe, expect, it } from '@jest/globals';
import { handoverTimesIn } from './handover-times';
import { inEnglish } from './i18n/in-english';

const english = (key: string, values?: Record<string, string>) => inEnglish({ key, params: values });

describe('handoverTimesIn', () => {
  it('gives the usual time, then the open weekdays whose own time differs, in the words of the catalogues', () => {
    expect(handoverTimesIn({ time: '09:00', weekdayTimes: { '1': '07:30', '6': '10:00' } }, english)).toBe('09:00 (Mondays 07:30, Saturdays 10:00)');
    expect(handoverTimesIn({ time: '09:00', weekdayTimes: { '6': '09:00' } }, english)).toBe('09:00');
    expect(handoverTimesIn({ time: '09:00', weekdayTimes: { '7': '11:00' }, openWeekdays: [1, 2, 3, 4, 5, 6] }, english)).toBe('09:00');
  });
});
