import {
  addDays,
  type CalendarDate,
  compareDates,
  EMAIL_PATTERN,
  MAX_DAYS_AHEAD,
  MAX_ITEM_QUANTITY,
  MAX_NIGHTS,
  MIN_NIGHTS,
  parseDayMonthYear,
  PHONE_PATTERN,
  todayInLondon,
  VALIDATION_KEYS,
} from '@luggage/contracts';
import { type Message, message } from '../i18n/message.js';
import { describedRule, type Rule, type RuleSchema } from './rules.js';

/*
 * The booking's fields, one ordered Rule each (applied with Check, see rules.ts) so each field reports the problem a
 * person needs first, in the wizard's wording; plain functions, so they are unit-tested directly.
 */

/** Trims strings and leaves anything else alone, for @Transform. */
export const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MIN_PHONE_DIGITS = 7;
export const MAX_PHONE_DIGITS = 15;
export const MAX_BASKET_LINES = 20;
/** No booking comes near this; it only keeps absurd numbers out. */
export const MAX_POUNDS = 100_000;

const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() : null);

export const fullNameRule: Rule = describedRule(
  (value) => {
    const name = text(value);
    if (!name) return message(VALIDATION_KEYS.fullNameEmpty);
    if (name.length > MAX_NAME_LENGTH) return message('validation:fullName.tooLong', { max: MAX_NAME_LENGTH });
    return null;
  },
  { type: 'string', minLength: 1, maxLength: MAX_NAME_LENGTH },
);

/** Digits with an optional leading +, single spaces between digit groups, 7 to 15 digits (E.164's limit). */
export const contactNumberRule: Rule = describedRule(
  (value) => {
    const phone = text(value);
    if (!phone) return message(VALIDATION_KEYS.contactNumberEmpty);
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE_PATTERN.test(phone) || digits < MIN_PHONE_DIGITS || digits > MAX_PHONE_DIGITS) return message(VALIDATION_KEYS.phoneInvalid);
    return null;
  },
  { type: 'string', pattern: PHONE_PATTERN.source, description: `${MIN_PHONE_DIGITS} to ${MAX_PHONE_DIGITS} digits, an optional leading +, single spaces between groups.` },
);

export const emailRule: Rule = describedRule(
  (value) => {
    const email = text(value);
    if (!email) return message(VALIDATION_KEYS.emailEmpty);
    if (email.length > MAX_EMAIL_LENGTH) return message('validation:email.tooLong', { max: MAX_EMAIL_LENGTH });
    if (!EMAIL_PATTERN.test(email)) return message(VALIDATION_KEYS.emailInvalid);
    return null;
  },
  { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH },
);

export const agreedToTermsRule: Rule = describedRule((value) => (value === true ? null : message(VALIDATION_KEYS.termsRequired)), { type: 'boolean', enum: [true] });

export function integerRule(min: number, max: number, problem: Message): Rule {
  return describedRule((value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : problem), {
    type: 'integer',
    minimum: min,
    maximum: max,
  });
}

/** The amounts a request carries, each named in validation.json's `pounds`. */
export type AmountField = 'total' | 'fullPrice' | 'discount' | 'price' | 'lineTotal' | 'expectedDifference' | 'expectedFee' | 'expectedRefund';

/** A money amount in pounds as the spec's JSON carries it: 0 or more (or, `signed`, a difference of either sign), at most two decimal places. */
export function poundsRule(field: AmountField, { signed = false } = {}): Rule {
  const problem = message(`validation:pounds.${field}`);
  const rule = (value: unknown) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || (!signed && value < 0) || Math.abs(value) > MAX_POUNDS) return problem;
    return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? null : problem;
  };
  return describedRule(rule, { type: 'number', minimum: signed ? -MAX_POUNDS : 0, maximum: MAX_POUNDS, multipleOf: 0.01, description: 'Pounds.' });
}

export function patternRule(pattern: RegExp, problem: Message): Rule {
  return describedRule((value) => (typeof value === 'string' && pattern.test(value) ? null : problem), { type: 'string', pattern: pattern.source });
}

export const nightsRule = integerRule(MIN_NIGHTS, MAX_NIGHTS, message('validation:nights.range', { min: MIN_NIGHTS, max: MAX_NIGHTS }));
export const quantityRule = integerRule(0, MAX_ITEM_QUANTITY, message('validation:quantity.range', { max: MAX_ITEM_QUANTITY }));

const DATE_FORMAT_MESSAGE = message('validation:date.dayMonthYear');

const DATE_SCHEMA: RuleSchema = { type: 'string', pattern: '^\\d{2}-\\d{2}-\\d{4}$', example: '04-12-2026', description: 'A date written DD-MM-YYYY.' };

/** 'DD-MM-YYYY' and a real calendar date. */
export const dayMonthYearRule: Rule = describedRule((value) => (dayMonthYear(value) ? null : DATE_FORMAT_MESSAGE), DATE_SCHEMA);

/**
 * A collection date: a real DD-MM-YYYY date from today (Europe/London) up to a year ahead. Whether the chosen point's
 * handover time today has passed needs the point: BookingCheckoutService checks that with collectionDateRefusal.
 */
export function collectionDateRule(today: () => CalendarDate = () => todayInLondon()): Rule {
  const rule = (value: unknown) => {
    const date = dayMonthYear(value);
    if (!date) return DATE_FORMAT_MESSAGE;
    const now = today();
    if (compareDates(date, now) < 0) return message(VALIDATION_KEYS.collectionDatePast);
    if (compareDates(date, addDays(now, MAX_DAYS_AHEAD)) > 0) return message(VALIDATION_KEYS.collectionDateTooFar, { days: MAX_DAYS_AHEAD });
    return null;
  };
  return describedRule(rule, { ...DATE_SCHEMA, description: `A date written DD-MM-YYYY, from today (Europe/London) to ${MAX_DAYS_AHEAD} days ahead.` });
}

function dayMonthYear(value: unknown): CalendarDate | null {
  return typeof value === 'string' && /^\d{2}-\d{2}-\d{4}$/.test(value) ? parseDayMonthYear(value) : null;
}

/** The basket as a whole; each line's own fields are checked by its nested DTO once this passes. */
export const basketRule: Rule = describedRule((value) => {
  if (!Array.isArray(value) || value.length === 0) return message(VALIDATION_KEYS.basketEmpty);
  if (value.length > MAX_BASKET_LINES) return message('validation:basket.tooManyLines', { max: MAX_BASKET_LINES });
  if (!value.every((line) => typeof line === 'object' && line !== null && !Array.isArray(line))) return message('validation:basket.lineNotObject');
  const lines = value as Array<{ code?: unknown; amount?: unknown }>;
  const codes = lines.map((line) => line.code);
  if (new Set(codes).size !== codes.length) return message('validation:basket.duplicate');
  const total = lines.reduce((sum, line) => sum + (typeof line.amount === 'number' && line.amount > 0 ? line.amount : 0), 0);
  if (total === 0) return message(VALIDATION_KEYS.basketEmpty);
  return null;
}, { type: 'array', minItems: 1, maxItems: MAX_BASKET_LINES });

export { Check, describedRule, type Rule, type RuleSchema } from './rules.js';
