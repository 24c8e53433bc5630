import { ADMIN_LIMITS, compareDates, formatDashed, parseDayMonthYear, TIME_OF_DAY_PATTERN, todayInLondon, WEEKDAY_NAMES, WEEKDAYS } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { rules } from '../../../shared/validation/rules.js';

export { rules };

/* Field rules of the admin forms, each with a readable message naming the field as the form labels it. */

const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** JSON numbers as they are; a numeric string (a form field) becomes its number; '' counts as missing. */
const numeric = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : value;
  });

const required = (label: string) => IsNotEmpty({ message: `The ${label} field is required.` });
const aString = (label: string) => IsString({ message: `The ${label} must be text.` });
const aNumber = (label: string) => IsNumber({ allowNaN: false, allowInfinity: false }, { message: `The ${label} must be a number.` });
const atMostChars = (label: string, max: number) =>
  MaxLength(max, { message: `The ${label} must not be longer than ${max} characters.` });
const between = (label: string, min: number, max: number) => [
  Min(min, { message: `The ${label} must be between ${min} and ${max}.` }),
  Max(max, { message: `The ${label} must be between ${min} and ${max}.` }),
];

export const RequiredText = (label: string, max: number) => rules(trimmed(), required(label), aString(label), atMostChars(label, max));

export const OptionalText = (label: string, max: number) => rules(trimmed(), IsOptional(), aString(label), atMostChars(label, max));

export const Id = (label: string) =>
  rules(numeric(), required(label), IsInt({ message: `The ${label} must be a whole number.` }), Min(1, { message: `The ${label} is invalid.` }));

export const Coordinate = (label: string, limit: number) => rules(numeric(), required(label), aNumber(label), ...between(label, -limit, limit));

/** Pounds and pence from £min to £max. */
export const Pounds = (label: string, min: number, max: number) =>
  rules(
    numeric(),
    required(label),
    aNumber(label),
    Min(min, { message: `The ${label} must be at least £${min}.` }),
    Max(max, { message: `The ${label} must not be more than £${max}.` }),
    ValidateBy({
      name: 'pence',
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        defaultMessage: () => `The ${label} must be in pounds and pence (at most 2 decimal places).`,
      },
    }),
  );

export const WholePercent = (label: string, min: number, max: number) =>
  rules(numeric(), required(label), aNumber(label), IsInt({ message: `The ${label} must be a whole number.` }), ...between(label, min, max));

/** A whole number from min to max, or nothing ('' counts as nothing). */
export const OptionalWholeNumber = (label: string, min: number, max: number) =>
  rules(numeric(), IsOptional(), aNumber(label), IsInt({ message: `The ${label} must be a whole number.` }), ...between(label, min, max));

export const TimeOfDay = (label: string) =>
  rules(
    trimmed(),
    required(label),
    aString(label),
    Matches(TIME_OF_DAY_PATTERN, { message: `The ${label} must be a time of day between 00:00 and 23:59.` }),
  );

/** One of `values`, or nothing ('' and null count as nothing). */
export const OptionalChoice = (label: string, values: readonly string[]) =>
  rules(
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    IsOptional(),
    IsIn([...values], { message: `The selected ${label} is invalid.` }),
  );

/** ISO weekdays (1 Monday to 7 Sunday), at least one, or nothing. */
export const OptionalWeekdays = () =>
  rules(
    IsOptional(),
    ValidateBy({
      name: 'weekdays',
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.every((day) => Number.isInteger(day) && day >= 1 && day <= 7),
        defaultMessage: () => 'The open days must be weekdays from 1 (Monday) to 7 (Sunday).',
      },
    }),
    ValidateBy({
      name: 'someWeekday',
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.length > 0,
        defaultMessage: () => 'Choose at least one day the point is open.',
      },
    }),
  );

/** Why `value` is not a map of ISO weekday to 'HH:mm', naming the day; null when it is. */
function weekdayTimesProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'The handover times must name weekdays 1 (Monday) to 7 (Sunday).';
  for (const [day, time] of Object.entries(value)) {
    const weekday = WEEKDAYS.find((d) => String(d) === day);
    if (!weekday) return 'The handover times must name weekdays 1 (Monday) to 7 (Sunday).';
    if (typeof time !== 'string' || !TIME_OF_DAY_PATTERN.test(time)) return `The ${WEEKDAY_NAMES[weekday - 1]} time must be a time of day between 00:00 and 23:59.`;
  }
  return null;
}

/** Handover times of single weekdays ({"6": "10:00"}), or nothing; a day left empty ('') takes the usual time. */
export const OptionalWeekdayTimes = () =>
  rules(
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, time]) => time !== '' && time !== null)) : value,
    ),
    IsOptional(),
    ValidateBy({
      name: 'weekdayTimes',
      validator: { validate: (value: unknown) => weekdayTimesProblem(value) === null, defaultMessage: (args) => weekdayTimesProblem(args?.value) ?? '' },
    }),
  );

/** Why `value` is not a list of upcoming closures, naming the entry (1-based); null when it is. */
function closuresProblem(value: unknown, now = new Date()): string | null {
  if (!Array.isArray(value)) return 'The closures must be a list of dates with a note.';
  if (value.length > ADMIN_LIMITS.closuresMax) return `A point can list at most ${ADMIN_LIMITS.closuresMax} closure dates.`;
  const seen = new Set<string>();
  for (const [index, entry] of value.entries()) {
    const at = `Closure ${index + 1}`;
    const { date, note } = (typeof entry === 'object' && entry !== null ? entry : {}) as { date?: unknown; note?: unknown };
    const day = typeof date === 'string' ? parseDayMonthYear(date) : null;
    if (!day) return `${at}: the date must be a real date written DD-MM-YYYY.`;
    if (compareDates(day, todayInLondon(now)) < 0) return `${at}: the date has gone by.`;
    if (seen.has(formatDashed(day))) return `${at}: ${formatDashed(day)} is listed twice.`;
    seen.add(formatDashed(day));
    if (typeof note !== 'string' || note.trim() === '') return `${at}: say why the point is closed (customers read it).`;
    if (note.trim().length > ADMIN_LIMITS.closureNoteMax) return `${at}: the note must not be longer than ${ADMIN_LIMITS.closureNoteMax} characters.`;
  }
  return null;
}

/** Closure dates with their notes (trimmed), or nothing. */
export const OptionalClosures = () =>
  rules(
    IsOptional(),
    ValidateBy({ name: 'closures', validator: { validate: (value: unknown) => closuresProblem(value) === null, defaultMessage: (args) => closuresProblem(args?.value) ?? '' } }),
  );
