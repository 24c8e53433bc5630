import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { defaultOpeningHours } from '@luggage/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { toFieldMessages } from '../../../shared/validation/validation.pipe.js';
import { StoreLocationDto } from './catalog-admin.dto.js';

/** The 422's fields for a location body, as the pipe builds them, in `language`. */
const problems = (body: object, language: 'en-GB' | 'fr' = 'en-GB') =>
  new ValidationFailedError(toFieldMessages(validateSync(plainToInstance(StoreLocationDto, { cityId: 1, location: 'Point', time: '09:00', ...body }), { stopAtFirstError: true }))).fieldsIn(
    language,
  );

const hours = (changes: Record<string, unknown>) => ({ ...defaultOpeningHours(), ...changes });

describe('StoreLocationDto: opening hours and lead time', () => {
  it('accepts seven days of hours (a time input’s seconds too), a lead time, and neither', () => {
    expect(problems({ time: '11:00', openingHours: hours({ '6': { opens: '10:00:00', closes: '16:00' } }), leadMinutes: 45 })).toEqual({});
    expect(problems({ openingHours: hours({ '6': { opens: '10:00:00', closes: '16:00' } }) }).time).toEqual([
      'Saturday: the collect and return time 09:00 must lie within the opening hours (10:00–16:00).',
    ]);
    expect(problems({})).toEqual({});
  });

  it.each([
    ['not an object', 'every day 8 to 8'],
    ['a day missing', { '1': { opens: '08:00', closes: '20:00' } }],
    ['a day that is no weekday', hours({ '8': { opens: '08:00', closes: '20:00' } })],
    ['a day without times', hours({ '3': '08:00-20:00' })],
  ])('refuses opening hours that are %s', (_case, openingHours) => {
    expect(problems({ openingHours }).openingHours).toEqual(['The opening hours must give an opening and a closing time for each weekday, 1 (Monday) to 7 (Sunday).']);
  });

  it('names the day whose times are not times, or that closes before it opens', () => {
    expect(problems({ openingHours: hours({ '2': { opens: '8am', closes: '20:00' } }) }).openingHours).toEqual([
      'Tuesday: the opening and closing times must be times of day between 00:00 and 23:59.',
    ]);
    expect(problems({ openingHours: hours({ '5': { opens: '18:00', closes: '18:00' } }) }).openingHours).toEqual(['Friday: the point must open before it closes.']);
    expect(problems({ openingHours: hours({ '5': { opens: '18:00', closes: '09:00' } }) }, 'fr').openingHours).toEqual([
      'Horaires du vendredi : le point doit ouvrir avant de fermer.',
    ]);
  });

  it('refuses a handover outside its day’s hours under the field that sets it, and takes one at either end', () => {
    const saturday = hours({ '6': { opens: '10:00', closes: '16:00' } });
    expect(problems({ openingHours: saturday }).time).toEqual(['Saturday: the collect and return time 09:00 must lie within the opening hours (10:00–16:00).']);
    expect(problems({ openingHours: saturday, weekdayTimes: { '6': '16:30' } })).toEqual({
      weekdayTimes: ['Saturday: the handover time 16:30 must lie within the opening hours (10:00–16:00).'],
    });
    expect(problems({ openingHours: saturday, weekdayTimes: { '6': '16:00' } })).toEqual({});
    expect(problems({ time: '08:00', openingHours: saturday, weekdayTimes: { '6': '10:00' } })).toEqual({});
  });

  it('judges the lead time as a whole number of minutes from 0 to 720', () => {
    expect(problems({ leadMinutes: 0 })).toEqual({});
    expect(problems({ leadMinutes: 12.5 }).leadMinutes).toEqual(['The lead time must be a whole number.']);
    expect(problems({ leadMinutes: 721 }).leadMinutes).toEqual(['The lead time must be between 0 and 720.']);
  });
});
