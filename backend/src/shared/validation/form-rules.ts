import { ADMIN_LIMITS, compareDates, formatDashed, parseDayMonthYear, TIME_OF_DAY_PATTERN, todayInLondon, WEEKDAY_NAMES, WEEKDAYS } from '@luggage/contracts';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy, ValidateNested } from 'class-validator';
import { type Message, message } from '../i18n/message.js';
import { keyed } from './keyed-message.js';
import { rules, says } from './rules.js';

/*
 * Field rules of the admin forms, each message (validation.json's `form`) naming the field as the form labels it.
 * The admin screens are English, so the labels are English words.
 */
const form = (key: string, params: Message['params'] = {}) => says(`validation:form.${key}`, params);
const formMessage = (key: string, params: Message['params'] = {}) => keyed(message(`validation:form.${key}`, params));

const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** JSON numbers as they are; a numeric string (a form field) becomes its number; '' counts as missing. */
const numeric = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : value;
  });

const required = (label: string) => IsNotEmpty(form('required', { label }));
const aString = (label: string) => IsString(form('notText', { label }));
const aNumber = (label: string) => IsNumber({ allowNaN: false, allowInfinity: false }, form('notNumber', { label }));
const aWholeNumber = (label: string) => IsInt(form('notWhole', { label }));
const atMostChars = (label: string, max: number) => MaxLength(max, form('tooLong', { label, max }));
const between = (label: string, min: number, max: number) => [Min(min, form('between', { label, min, max })), Max(max, form('between', { label, min, max }))];

export const RequiredText = (label: string, max: number) => rules(trimmed(), required(label), aString(label), atMostChars(label, max));

export const OptionalText = (label: string, max: number) => rules(trimmed(), IsOptional(), aString(label), atMostChars(label, max));

export const Id = (label: string) =>
  rules(numeric(), required(label), aWholeNumber(label), Min(1, form('invalid', { label })));

export const Coordinate = (label: string, limit: number) => rules(numeric(), required(label), aNumber(label), ...between(label, -limit, limit));
export const OptionalCoordinate = (label: string, limit: number) => rules(numeric(), IsOptional(), aNumber(label), ...between(label, -limit, limit));

/** Pounds and pence from £min to £max. */
export const Pounds = (label: string, min: number, max: number) =>
  rules(
    numeric(),
    required(label),
    aNumber(label),
    Min(min, form('atLeastPounds', { label, min })),
    Max(max, form('atMostPounds', { label, max })),
    ValidateBy({
      name: 'pence',
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        defaultMessage: () => formMessage('pence', { label }),
      },
    }),
  );

export const WholePercent = (label: string, min: number, max: number) =>
  rules(numeric(), required(label), aNumber(label), aWholeNumber(label), ...between(label, min, max));

/** A whole number from min to max, or nothing ('' counts as nothing). */
export const OptionalWholeNumber = (label: string, min: number, max: number) =>
  rules(numeric(), IsOptional(), aNumber(label), aWholeNumber(label), ...between(label, min, max));

export const TimeOfDay = (label: string) =>
  rules(
    trimmed(),
    required(label),
    aString(label),
    Matches(TIME_OF_DAY_PATTERN, form('timeOfDay', { label })),
  );

/** One of `values`, or nothing ('' and null count as nothing). */
export const OptionalChoice = (label: string, values: readonly string[]) =>
  rules(
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    IsOptional(),
    IsIn([...values], form('choiceInvalid', { label })),
  );

/** ISO weekdays (1 Monday to 7 Sunday), at least one, or nothing. */
export const OptionalWeekdays = () =>
  rules(
    IsOptional(),
    ValidateBy({
      name: 'weekdays',
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.every((day) => Number.isInteger(day) && day >= 1 && day <= 7),
        defaultMessage: () => formMessage('weekdays'),
      },
    }),
    ValidateBy({
      name: 'someWeekday',
      validator: {
        validate: (value: unknown) => Array.isArray(value) && value.length > 0,
        defaultMessage: () => formMessage('someWeekday'),
      },
    }),
  );

/** Why `value` is not a map of ISO weekday to 'HH:mm', naming the day; null when it is. */
function weekdayTimesProblem(value: unknown): Message | null {
  const notWeekdays = message('validation:form.handoverTimes');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return notWeekdays;
  for (const [day, time] of Object.entries(value)) {
    const weekday = WEEKDAYS.find((d) => String(d) === day);
    if (!weekday) return notWeekdays;
    if (typeof time !== 'string' || !TIME_OF_DAY_PATTERN.test(time)) return message('validation:form.weekdayTime', { day: WEEKDAY_NAMES[weekday - 1] });
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
      validator: { validate: (value: unknown) => weekdayTimesProblem(value) === null, defaultMessage: (args) => keyed(weekdayTimesProblem(args?.value) ?? message('validation:invalid')) },
    }),
  );

/** Why `value` is not a list of upcoming closures, naming the entry (1-based); null when it is. */
function closuresProblem(value: unknown, now = new Date()): Message | null {
  const closures = (key: string, params: Message['params'] = {}) => message(`validation:form.closures.${key}`, params);
  if (!Array.isArray(value)) return closures('notList');
  if (value.length > ADMIN_LIMITS.closuresMax) return closures('tooMany', { max: ADMIN_LIMITS.closuresMax });
  const seen = new Set<string>();
  for (const [index, entry] of value.entries()) {
    const n = index + 1;
    const { date, note } = (typeof entry === 'object' && entry !== null ? entry : {}) as { date?: unknown; note?: unknown };
    const day = typeof date === 'string' ? parseDayMonthYear(date) : null;
    if (!day) return closures('badDate', { n });
    if (compareDates(day, todayInLondon(now)) < 0) return closures('past', { n });
    if (seen.has(formatDashed(day))) return closures('twice', { n, date: formatDashed(day) });
    seen.add(formatDashed(day));
    if (typeof note !== 'string' || note.trim() === '') return closures('noNote', { n });
    if (note.trim().length > ADMIN_LIMITS.closureNoteMax) return closures('noteTooLong', { n, max: ADMIN_LIMITS.closureNoteMax });
  }
  return null;
}

/** Closure dates with their notes (trimmed), or nothing. */
export const OptionalClosures = () =>
  rules(
    IsOptional(),
    ValidateBy({ name: 'closures', validator: { validate: (value: unknown) => closuresProblem(value) === null, defaultMessage: (args) => keyed(closuresProblem(args?.value) ?? message('validation:invalid')) } }),
  );

/** A nested object of the form (its class's own rules apply inside), or nothing. */
export const OptionalNested = (label: string, type: () => new () => object) =>
  rules(IsOptional(), IsObject(form('invalid', { label })), ValidateNested(), Type(type));
