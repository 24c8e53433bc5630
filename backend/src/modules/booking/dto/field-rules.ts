import {
  addDays,
  type CalendarDate,
  COLLECTION_DATE_PAST,
  COLLECTION_DATE_TOO_FAR,
  compareDates,
  EMAIL_PATTERN,
  emptyFieldMessage,
  MAX_DAYS_AHEAD,
  MAX_ITEM_QUANTITY,
  MAX_NIGHTS,
  MIN_NIGHTS,
  parseDayMonthYear,
  PHONE_PATTERN,
  TEXTS,
  todayInLondon,
} from '@luggage/contracts';
import { ValidateBy } from 'class-validator';

/**
 * One ordered check per field, returning the first problem's message or null. Written as plain functions (rather
 * than stacked class-validator decorators, whose order under stopAtFirstError is bottom-up) so each field reports
 * the message a person needs first, with the wizard's own wording, and so they are unit-tested directly.
 */
export type Rule = ((value: unknown) => string | null) & { schema?: RuleSchema };

/** What a rule accepts, in OpenAPI (JSON Schema) terms, for the API document (shared/openapi/validation-schemas.ts). */
export type RuleSchema = Record<string, unknown>;

/** A rule that also says what it accepts, so the API document shows the same limits the rule checks. */
export function describedRule(rule: (value: unknown) => string | null, schema: RuleSchema): Rule {
  return Object.assign(rule, { schema });
}

/** Applies a rule as a class-validator constraint (422 with the rule's message under the field's name). */
export function Check(rule: Rule): PropertyDecorator {
  return ValidateBy({
    name: 'check',
    constraints: [rule.schema],
    validator: { validate: (value) => rule(value) === null, defaultMessage: (args) => rule(args?.value) ?? 'This value is not valid.' },
  });
}

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
    if (!name) return emptyFieldMessage('Full Name');
    if (name.length > MAX_NAME_LENGTH) return `Full Name must be ${MAX_NAME_LENGTH} characters or fewer.`;
    return null;
  },
  { type: 'string', minLength: 1, maxLength: MAX_NAME_LENGTH },
);

/** Digits with an optional leading +, single spaces between digit groups, 7 to 15 digits (E.164's limit). */
export const contactNumberRule: Rule = describedRule(
  (value) => {
    const phone = text(value);
    if (!phone) return emptyFieldMessage('Contact Number');
    const digits = phone.replace(/\D/g, '').length;
    if (!PHONE_PATTERN.test(phone) || digits < MIN_PHONE_DIGITS || digits > MAX_PHONE_DIGITS) return TEXTS.phoneInvalid;
    return null;
  },
  { type: 'string', pattern: PHONE_PATTERN.source, description: `${MIN_PHONE_DIGITS} to ${MAX_PHONE_DIGITS} digits, an optional leading +, single spaces between groups.` },
);

export const emailRule: Rule = describedRule(
  (value) => {
    const email = text(value);
    if (!email) return TEXTS.emailEmpty;
    if (email.length > MAX_EMAIL_LENGTH) return `Email Address must be ${MAX_EMAIL_LENGTH} characters or fewer.`;
    if (!EMAIL_PATTERN.test(email)) return TEXTS.emailInvalid;
    return null;
  },
  { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH },
);

export const agreedToTermsRule: Rule = describedRule((value) => (value === true ? null : TEXTS.termsRequired), { type: 'boolean', enum: [true] });

export function integerRule(min: number, max: number, message: string): Rule {
  return describedRule((value) => (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? null : message), {
    type: 'integer',
    minimum: min,
    maximum: max,
  });
}

/** A money amount in pounds as the spec's JSON carries it: 0 or more (or, `signed`, a difference of either sign), at most two decimal places. */
export function poundsRule(field: string, { signed = false } = {}): Rule {
  const rule = (value: unknown) => {
    if (typeof value !== 'number' || !Number.isFinite(value) || (!signed && value < 0) || Math.abs(value) > MAX_POUNDS) return `${field} must be an amount in pounds.`;
    return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6 ? null : `${field} must be an amount in pounds.`;
  };
  return describedRule(rule, { type: 'number', minimum: signed ? -MAX_POUNDS : 0, maximum: MAX_POUNDS, multipleOf: 0.01, description: 'Pounds.' });
}

export function patternRule(pattern: RegExp, message: string): Rule {
  return describedRule((value) => (typeof value === 'string' && pattern.test(value) ? null : message), { type: 'string', pattern: pattern.source });
}

export const nightsRule = integerRule(MIN_NIGHTS, MAX_NIGHTS, `The number of nights must be from ${MIN_NIGHTS} to ${MAX_NIGHTS}.`);
export const quantityRule = integerRule(0, MAX_ITEM_QUANTITY, `The quantity must be from 0 to ${MAX_ITEM_QUANTITY}.`);

const DATE_FORMAT_MESSAGE = 'The date must be a real date written DD-MM-YYYY.';

const DATE_SCHEMA: RuleSchema = { type: 'string', pattern: '^\\d{2}-\\d{2}-\\d{4}$', example: '04-12-2026', description: 'A date written DD-MM-YYYY.' };

/** 'DD-MM-YYYY' and a real calendar date. */
export const dayMonthYearRule: Rule = describedRule((value) => (dayMonthYear(value) ? null : DATE_FORMAT_MESSAGE), DATE_SCHEMA);

/**
 * A collection date: a real DD-MM-YYYY date from today (Europe/London) up to a year ahead. Whether the chosen point's
 * handover time today has passed needs the point: BookingCheckoutService checks that with collectionDateProblem.
 */
export function collectionDateRule(today: () => CalendarDate = () => todayInLondon()): Rule {
  const rule = (value: unknown) => {
    const date = dayMonthYear(value);
    if (!date) return DATE_FORMAT_MESSAGE;
    const now = today();
    if (compareDates(date, now) < 0) return COLLECTION_DATE_PAST;
    if (compareDates(date, addDays(now, MAX_DAYS_AHEAD)) > 0) return COLLECTION_DATE_TOO_FAR;
    return null;
  };
  return describedRule(rule, { ...DATE_SCHEMA, description: `A date written DD-MM-YYYY, from today (Europe/London) to ${MAX_DAYS_AHEAD} days ahead.` });
}

function dayMonthYear(value: unknown): CalendarDate | null {
  return typeof value === 'string' && /^\d{2}-\d{2}-\d{4}$/.test(value) ? parseDayMonthYear(value) : null;
}

/** The basket as a whole; each line's own fields are checked by its nested DTO once this passes. */
export const basketRule: Rule = describedRule((value) => {
  if (!Array.isArray(value) || value.length === 0) return 'Please choose at least one item.';
  if (value.length > MAX_BASKET_LINES) return `The basket may hold at most ${MAX_BASKET_LINES} lines.`;
  if (!value.every((line) => typeof line === 'object' && line !== null && !Array.isArray(line))) return 'Each basket line must be an object.';
  const lines = value as Array<{ code?: unknown; amount?: unknown }>;
  const codes = lines.map((line) => line.code);
  if (new Set(codes).size !== codes.length) return 'Each item may appear only once in the basket.';
  const total = lines.reduce((sum, line) => sum + (typeof line.amount === 'number' && line.amount > 0 ? line.amount : 0), 0);
  if (total === 0) return 'Please choose at least one item.';
  return null;
}, { type: 'array', minItems: 1, maxItems: MAX_BASKET_LINES });
