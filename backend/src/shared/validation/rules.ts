import {
  addDays,
  ADMIN_LIMITS,
  type CalendarDate,
  compareDates,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  formatDashed,
  handoversOutsideHours,
  MAX_DAYS_AHEAD,
  MAX_ITEM_QUANTITY,
  MAX_NIGHTS,
  MAX_TAGS,
  normaliseTag,
  TAG_MAX_LENGTH,
  TAG_PATTERN,
  tagsProblem,
  MIN_NIGHTS,
  minutesOfDay,
  NAME_MAX_LENGTH,
  type OpeningHours,
  normalisePostcode,
  parseDayMonthYear,
  parseDistrictList,
  parseIso,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_PATTERN,
  type SameDayField,
  sameDayTimeShapeRefusal,
  TIME_OF_DAY_PATTERN,
  todayInLondon,
  VALIDATION_KEYS,
  WEEKDAY_NAMES,
  weekdayName,
  WEEKDAYS,
} from '@luggage/contracts';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
  type ValidationOptions,
  ValidateNested,
} from 'class-validator';
import { type Message, message } from '../i18n/message.js';
import { keyed } from './keyed-message.js';

/*
 * The one vocabulary every DTO checks its input with. Each failure is a catalogue key (contracts/locales/<language>/
 * validation.json) that the error filter puts into the request's language; no rule carries words of its own.
 * A field's constraints run in the order written by rules(...) (decorators stacked on a property would apply
 * bottom-up), and only the first failure is reported (stopAtFirstError). A field whose check reads best as one ordered
 * function is a Rule applied by Check, which also carries the rule's OpenAPI schema.
 *
 * What needs no database belongs here: type, presence, length, range, pattern, a real date, one field against
 * another. A service answers a 422 by field only for what needs the database's state (see ValidationFailedError).
 */

/** A field's rules, checked in the order listed; only the first failure is reported. */
export function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** A built-in constraint's message as a key: `IsInt(says('validation:location.notWhole'))`. */
export const says = (key: string, params?: Message['params']): ValidationOptions => ({ message: keyed(message(key, params)) });

/** A field's ordered check: the first problem's Message, or null. */
export type Rule = ((value: unknown) => Message | null) & { schema?: RuleSchema };

/** What a rule accepts, in OpenAPI (JSON Schema) terms, for the API document (shared/openapi/validation-schemas.ts). */
export type RuleSchema = Record<string, unknown>;

/** A rule that also says what it accepts, so the API document shows the same limits the rule checks. */
export function describedRule(rule: (value: unknown) => Message | null, schema: RuleSchema): Rule {
  return Object.assign(rule, { schema });
}

/** Applies a rule as a class-validator constraint (422 with the rule's message under the field's name). */
export function Check(rule: Rule): PropertyDecorator {
  return ValidateBy({
    name: 'check',
    constraints: [rule.schema],
    validator: { validate: (value) => rule(value) === null, defaultMessage: (args) => keyed(rule(args?.value) ?? message('validation:invalid')) },
  });
}

/** One step of a rules(...) chain that reads the whole object: its problem (given the value and the object), or null. */
function judged(name: string, problem: (value: unknown, object: Record<string, unknown>) => Message | null): PropertyDecorator {
  const objectOf = (args?: ValidationArguments) => (args?.object ?? {}) as Record<string, unknown>;
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => problem(value, objectOf(args)) === null,
      defaultMessage: (args) => keyed(problem(args?.value, objectOf(args)) ?? message('validation:invalid')),
    },
  });
}

/** Trims strings and leaves anything else alone: `@Transform(trimmed)`, or `Transform(trimmed)` in a chain. */
export const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** A query parameter, trimmed; a blank one counts as not given. */
export const blankAsMissing = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : text;
  });

/** A parameter of up to ten digits becomes its number; anything else stays as it came, for the rule to name. */
export const digitsAsNumber = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value);

/** JSON numbers as they are; a numeric string (a form field) becomes its number; '' counts as missing. */
const numeric = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : value;
  });

const ID_MAX = 2_147_483_647;

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
    return inPence(value) ? null : problem;
  };
  return describedRule(rule, { type: 'number', minimum: signed ? -MAX_POUNDS : 0, maximum: MAX_POUNDS, multipleOf: 0.01, description: 'Pounds.' });
}

const inPence = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export function patternRule(pattern: RegExp, problem: Message): Rule {
  return describedRule((value) => (typeof value === 'string' && pattern.test(value) ? null : problem), { type: 'string', pattern: pattern.source });
}

export const nightsRule = integerRule(MIN_NIGHTS, MAX_NIGHTS, message('validation:nights.range', { min: MIN_NIGHTS, max: MAX_NIGHTS }));
/** A checkout's nights: 0 for a same-day stay, else as nightsRule. */
export const stayNightsRule = integerRule(0, MAX_NIGHTS, message('validation:nights.rangeOrDay', { min: MIN_NIGHTS, max: MAX_NIGHTS }));

/**
 * A same-day stay's drop-off or pick-up ('HH:mm' on the half hour): required with `nights` 0 where that end is at the
 * point, refused with nights and where an address's window is that end. The opening hours, today's earliest time and
 * the gap before a delivery are the checkout's to judge (they need the catalog).
 */
export const SameDayTime = (field: SameDayField) =>
  rules(
    // Always checked (the rule itself says when it is needed), and so documented as optional in the API document.
    ValidateIf(() => true),
    judged(field, (value, object) => {
      const given = value !== undefined && value !== null;
      if (object.nights !== 0) return given ? message('validation:sameDay.onlySameDay') : null;
      const end = (field === 'dropOffTime' ? object.handover : object.giveBack) as { kind?: unknown } | undefined;
      if (end?.kind !== 'address') return sameDayTimeShapeRefusal(value, field);
      return given ? message(`validation:sameDay.${field === 'dropOffTime' ? 'dropOff' : 'pickUp'}WindowInstead`) : null;
    }),
  );

/** An extension's later pick-up ('HH:mm' on the half hour) when given; whether it is needed and offered is the extension's to judge. */
export const ExtendPickUpTime = () =>
  rules(
    ValidateIf(() => true),
    judged('pickUpTime', (value) => (value === undefined || value === null ? null : sameDayTimeShapeRefusal(value, 'pickUpTime'))),
  );

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

/** A UK postcode in any spelling (stored normalised). */
export const postcodeRule: Rule = describedRule((value) => (typeof value === 'string' && normalisePostcode(value) ? null : message(VALIDATION_KEYS.invalidPostcode)), {
  type: 'string',
  maxLength: 10,
  description: 'A UK postcode in any spelling; stored normalised (BS8 4JZ).',
});

/** ?postcode=: a UK postcode in any spelling. */
export const QueryPostcode = () =>
  rules(
    blankAsMissing(),
    IsNotEmpty(says('validation:postcode.required')),
    IsString(says('validation:postcode.invalid')),
    MaxLength(16, says('validation:postcode.invalid')),
    judged('postcode', (value) => (typeof value === 'string' && normalisePostcode(value) ? null : message(VALIDATION_KEYS.invalidPostcode))),
  );

/** ?locationId=: a collection point's id, or nothing. */
export const OptionalLocationId = () =>
  rules(
    blankAsMissing(),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value)),
    IsOptional(),
    IsInt(says('validation:location.notWhole')),
    Min(1, says('validation:location.invalid')),
    Max(ID_MAX, says('validation:location.invalid')),
  );

/** ?cityId=: a city's id; `required` answers its absence, otherwise absent is allowed. */
export const CityId = ({ required }: { required: boolean }) =>
  rules(
    blankAsMissing(),
    Transform(digitsAsNumber),
    required ? IsNotEmpty(says('validation:city.required')) : IsOptional(),
    IsInt(says(required ? 'validation:city.invalid' : 'validation:city.notWhole')),
    Min(1, says('validation:city.invalid')),
    Max(ID_MAX, says('validation:city.invalid')),
  );

/** ?date=DD-MM-YYYY, or nothing; with `orAll`, also the word 'all'. */
export const OptionalDayMonthYear = (options: { orAll?: boolean } = {}) =>
  rules(
    blankAsMissing(),
    IsOptional(),
    judged('dayMonthYear', (value) =>
      (options.orAll === true && value === 'all') || (typeof value === 'string' && parseDayMonthYear(value) !== null) ? null : message('validation:date.dayMonthYear'),
    ),
  );

const dayNumber = (value: unknown) => {
  const day = typeof value === 'string' ? parseDayMonthYear(value) : null;
  return day ? day.year * 10_000 + day.month * 100 + day.day : null;
};

/** ?to=DD-MM-YYYY, or nothing; not before the same object's `from` (named `label` and `fromLabel` in the message). */
export const OptionalDayMonthYearFrom = (from: string, label: string, fromLabel: string) =>
  rules(
    OptionalDayMonthYear(),
    judged('notBeforeFrom', (value, object) => {
      const [start, end] = [dayNumber(object[from]), dayNumber(value)];
      return start === null || end === null || end >= start ? null : message('validation:form.notBefore', { label, other: fromLabel });
    }),
  );

/** ?from=DD-MM-YYYY, required (named `label` in the message). */
export const DayMonthYear = (label: string) =>
  rules(blankAsMissing(), IsNotEmpty(form('required', { label })), judged('dayMonthYear', (value) => (typeof value === 'string' && parseDayMonthYear(value) !== null ? null : message('validation:date.dayMonthYear'))));

/**
 * ?to=DD-MM-YYYY, required: not before the same object's `from`, and a range (both days counted) of at most
 * `maxDays(object)` days.
 */
export const DayMonthYearUpTo = (from: string, label: string, fromLabel: string, maxDays: (object: Record<string, unknown>) => number) =>
  rules(
    DayMonthYear(label),
    judged('notBeforeFrom', (value, object) => {
      const [start, end] = [dayNumber(object[from]), dayNumber(value)];
      return start === null || end === null || end >= start ? null : message('validation:form.notBefore', { label, other: fromLabel });
    }),
    judged('rangeWithin', (value, object) => {
      const [start, end] = [typeof object[from] === 'string' ? parseDayMonthYear(object[from]) : null, typeof value === 'string' ? parseDayMonthYear(value) : null];
      if (!start || !end) return null;
      const days = Math.round((Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) / 86_400_000) + 1;
      const max = maxDays(object);
      return days <= max ? null : message('validation:form.rangeTooLong', { max });
    }),
  );

/** A real date written YYYY-MM-DD (London), required. */
export const IsoDate = () =>
  rules(
    Transform(trimmed),
    IsNotEmpty(says('validation:date.required')),
    judged('isoDate', (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIso(value) ? null : message('validation:date.iso'))),
  );

/** One of `values`, or nothing ('' counts as nothing); the message lists them. */
export const OptionalListedChoice = (label: string, values: readonly string[]) =>
  rules(blankAsMissing(), IsOptional(), IsIn([...values], form('oneOf', { label, values: values.join(', ') })));

/** An optional page cursor, valid when `decode` reads it (a 422 under the field otherwise, never a 500 from a bad key). */
export const OptionalPageCursor = (decode: (text: unknown) => unknown) =>
  rules(blankAsMissing(), IsOptional(), judged('pageCursor', (value) => (decode(value) !== null ? null : message('validation:pageCursor'))));

// The admin forms' fields, each message (validation.json's `form`) naming the field as the form labels it. The
// operators' screens are English, so the labels are English words; staff and driver fields use the same words.

function form(key: string, params: Message['params'] = {}): ValidationOptions {
  return says(`validation:form.${key}`, params);
}

const required = (label: string) => IsNotEmpty(form('required', { label }));
const aString = (label: string) => IsString(form('notText', { label }));
const aNumber = (label: string) => IsNumber({ allowNaN: false, allowInfinity: false }, form('notNumber', { label }));
const aWholeNumber = (label: string) => IsInt(form('notWhole', { label }));
const atMostChars = (label: string, max: number) => MaxLength(max, form('tooLong', { label, max }));
const between = (label: string, min: number, max: number) => [Min(min, form('between', { label, min, max })), Max(max, form('between', { label, min, max }))];

export const RequiredText = (label: string, max: number) => rules(Transform(trimmed), required(label), aString(label), atMostChars(label, max));

export const OptionalText = (label: string, max: number) => rules(Transform(trimmed), IsOptional(), aString(label), atMostChars(label, max));

/** Text that may be missing or blank ('' and spaces count as nothing). */
export const OptionalQueryText = (label: string, max: number) => rules(blankAsMissing(), IsOptional(), aString(label), atMostChars(label, max));

export const Id = (label: string) => rules(numeric(), required(label), aWholeNumber(label), Min(1, form('invalid', { label })));

export const Coordinate = (label: string, limit: number) => rules(numeric(), required(label), aNumber(label), ...between(label, -limit, limit));

const given = (value: unknown) => value !== undefined && value !== null;

/**
 * A point's latitude or longitude: both or neither (neither: the point is placed from its postcode or its city). On
 * `lat` with `pair: 'lng'` and on `lng` with `pair: 'lat'`; the one left out reports it.
 */
export const OptionalCoordinateOfPair = (label: string, limit: number, pair: string) =>
  rules(
    numeric(),
    ValidateIf((object: Record<string, unknown>, value: unknown) => given(value) || given(object[pair])),
    judged('coordinatePair', (value) => (given(value) ? null : message('validation:form.coordinatePair'))),
    aNumber(label),
    ...between(label, -limit, limit),
  );

const poundsBetween = (label: string, min: number, max: number) => [
  aNumber(label),
  Min(min, form('atLeastPounds', { label, min })),
  Max(max, form('atMostPounds', { label, max })),
  judged('pence', (value) => (typeof value === 'number' && inPence(value) ? null : message('validation:form.pence', { label }))),
];

/** Pounds and pence from £min to £max. */
export const Pounds = (label: string, min: number, max: number) => rules(numeric(), required(label), ...poundsBetween(label, min, max));

/**
 * Pounds and pence from £min to £max, or left out (a field added beside the spec's, which its clients do not send).
 * Sent as null, it is required, as a form's emptied number field is.
 */
export const OptionalPounds = (label: string, min: number, max: number) =>
  rules(numeric(), ValidateIf((_object: object, value: unknown) => value !== undefined), required(label), ...poundsBetween(label, min, max));

export const WholePercent = (label: string, min: number, max: number) => rules(numeric(), required(label), aNumber(label), aWholeNumber(label), ...between(label, min, max));

/** Pounds and pence from £min to £max, or nothing (left out or null). */
export const NullablePounds = (label: string, min: number, max: number) => rules(numeric(), IsOptional(), ...poundsBetween(label, min, max));

/**
 * A whole percentage from min to max on a field that goes with another in pairs of one: exactly one of this field
 * and `pair` is given (the form key `key` says so otherwise, under this field).
 */
export const PercentOrPair = (label: string, min: number, max: number, pair: string, key: string) =>
  rules(
    numeric(),
    ValidateIf(() => true),
    judged('onlyOneOfPair', (value, object) => (given(value) === given(object[pair]) ? message(`validation:form.${key}`) : null)),
    judged('wholePercent', (value) => {
      if (!given(value)) return null;
      if (typeof value !== 'number' || !Number.isInteger(value)) return message('validation:form.notWhole', { label });
      return value < min || value > max ? message('validation:form.between', { label, min, max }) : null;
    }),
  );

/** Text that matches `pattern` once trimmed and upper-cased (a code), required; `key` is the form key of a mismatch. */
export const UpperCaseCode = (label: string, max: number, pattern: RegExp, key: string) =>
  rules(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)),
    required(label),
    aString(label),
    atMostChars(label, max),
    Matches(pattern, form(key)),
  );

/** A real date written DD-MM-YYYY, required. */
export const DayMonthYearField = (label: string) =>
  rules(Transform(trimmed), required(label), aString(label), judged('dayMonthYear', (value) => (dayMonthYear(value) ? null : DATE_FORMAT_MESSAGE)));

/** A real date written DD-MM-YYYY, required, not before the same object's `from` (named `label` and `fromLabel` in the message). */
export const DayMonthYearFieldFrom = (label: string, from: string, fromLabel: string) =>
  rules(
    DayMonthYearField(label),
    judged('notBeforeFrom', (value, object) => {
      const [start, end] = [dayNumber(object[from]), dayNumber(value)];
      return start === null || end === null || end >= start ? null : message('validation:form.notBefore', { label, other: fromLabel });
    }),
  );

/** A whole number from min to max, or nothing ('' counts as nothing). */
export const OptionalWholeNumber = (label: string, min: number, max: number) =>
  rules(numeric(), IsOptional(), aNumber(label), aWholeNumber(label), ...between(label, min, max));

export const TimeOfDay = (label: string) => rules(Transform(trimmed), required(label), aString(label), Matches(TIME_OF_DAY_PATTERN, form('timeOfDay', { label })));

/** Text as it came (neither trimmed nor required), at most `max` characters. */
export const RawText = (label: string, max: number) => rules(aString(label), atMostChars(label, max));

/** `true` or `false` (`label` starts the sentence). */
export const Flag = (label: string) => IsBoolean(form('trueOrFalse', { label }));

/** `true` or `false`, or nothing. */
export const OptionalFlag = (label: string) => rules(IsOptional(), Flag(label));

/** One of `values` (the message `key` of validation.json's `form` lists them in words). */
export const Choice = (values: readonly string[], key: string) => IsIn([...values], form(key));

/** One of `values`, or nothing ('' and null count as nothing). */
export const OptionalChoice = (label: string, values: readonly string[]) =>
  rules(
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    IsOptional(),
    IsIn([...values], form('choiceInvalid', { label })),
  );

/** A list of ids, each a whole positive number (`each`: the form key of a bad one's message); whether they exist is the caller's. */
export const IdList = (label: string, each: string) =>
  rules(IsArray(form('notList', { label })), ArrayMaxSize(500, form(each)), IsInt({ each: true, ...form(each) }), Min(1, { each: true, ...form(each) }));

/** At least one id in the list (missing counts as none), when `needed` says so of the object (always by default). */
export const SomeId = (key: string, needed: (object: Record<string, unknown>) => boolean = () => true) =>
  judged('someId', (value, object) =>
    needed(object) && (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) ? message(`validation:form.${key}`) : null,
  );

/** An email address, trimmed and lower-cased; its form is judged first. */
export const EmailAddress = (label: string) =>
  rules(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.toLowerCase() : value)),
    IsEmail({}, form('emailInvalid', { label })),
    RequiredText(label, EMAIL_MAX_LENGTH),
  );

/** 'BS1, BS2, BS8': postcode districts, at least one, each a district (the catalog checks that no other zone has it). */
export const DistrictList = (label: string, max: number) =>
  rules(
    RequiredText(label, max),
    judged('districts', (value) => {
      const { districts, invalid } = parseDistrictList(typeof value === 'string' ? value : '');
      if (invalid.length > 0) return message('validation:form.notDistricts', { count: invalid.length, entries: invalid.join(', ') });
      return districts.length === 0 ? message('validation:form.noDistricts') : null;
    }),
  );

/** ISO weekdays (1 Monday to 7 Sunday), at least one, or nothing. */
export const OptionalWeekdays = () =>
  rules(
    IsOptional(),
    judged('weekdays', (value) => (Array.isArray(value) && value.every((day) => Number.isInteger(day) && day >= 1 && day <= 7) ? null : message('validation:form.weekdays'))),
    judged('someWeekday', (value) => (Array.isArray(value) && value.length > 0 ? null : message('validation:form.someWeekday'))),
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
    judged('weekdayTimes', weekdayTimesProblem),
    WithinOpeningHours('weekdayTimes'),
  );

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && TIME_OF_DAY_PATTERN.test(value);

/** Why `value` is not seven weekdays' opening hours, naming the day; null when it is. */
export function openingHoursProblem(value: unknown): Message | null {
  const hours = (key: string, day?: number) => message(`validation:form.openingHours.${key}`, day ? { day: weekdayName(day) } : {});
  const days = WEEKDAYS.map(String);
  if (!isPlainObject(value) || Object.keys(value).some((day) => !days.includes(day)) || !days.every((day) => isPlainObject(value[day]))) {
    return hours('notWeekdays');
  }
  for (const day of WEEKDAYS) {
    const { opens, closes } = value[String(day)] as Record<string, unknown>;
    if (!isTimeOfDay(opens) || !isTimeOfDay(closes)) return hours('badTime', day);
    if (minutesOfDay(opens) >= minutesOfDay(closes)) return hours('order', day);
  }
  return null;
}

/** Opening and closing times for each of the seven weekdays ({"1": {"opens": "08:00", "closes": "20:00"}, …}), or nothing. */
export const OptionalOpeningHours = () =>
  rules(
    IsOptional(),
    Check(
      describedRule(openingHoursProblem, {
        type: 'object',
        description: "ISO weekday ('1' Monday to '7' Sunday, all seven) to { opens, closes } ('HH:mm', opens before closes).",
      }),
    ),
  );

/**
 * The handover (`time` on days without their own, or a day's `weekdayTimes`) within that weekday's hours, when the
 * body gives valid hours. Without them the catalog judges: on edit against the stored hours, on create the default's
 * widen to fit (CatalogAdminService).
 */
export const WithinOpeningHours = (field: 'time' | 'weekdayTimes') =>
  judged('withinOpeningHours', (_value, object) => {
    if (object.openingHours === undefined || openingHoursProblem(object.openingHours) !== null) return null;
    const point = { time: String(object.time), weekdayTimes: object.weekdayTimes as Record<string, string> | undefined, openingHours: object.openingHours as OpeningHours };
    return handoversOutsideHours(point).find((outside) => outside.field === field)?.message ?? null;
  });

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
export const OptionalClosures = () => rules(IsOptional(), judged('closures', (value) => closuresProblem(value)));

/** A nested object of the form (its class's own rules apply inside), or nothing. */
export const OptionalNested = (label: string, type: () => new () => object) => rules(IsOptional(), IsObject(form('invalid', { label })), ValidateNested(), Type(type));

/** `key` of validation.json's `operator`: a field asked for by an instruction ("Count the bags."). */
const asked = (key: string) => says(`validation:operator.${key}`);

/** A booking's 4-digit PIN, or nothing. */
export const OptionalPin = () => rules(Transform(trimmed), IsOptional(), aString('PIN'), Matches(/^\d{4}$/, asked('pinDigits')));

/** A PIN as typed at the point. */
export const Pin = () => rules(Transform(trimmed), required('PIN'), aString('PIN'), Matches(/^\d{4}$/, asked('pinDigits')));

/** The text of a scanned pass's QR code; `required` asks for a scan. */
export const ScannedPass = ({ required: needed }: { required: boolean }) =>
  rules(Transform(trimmed), needed ? IsNotEmpty(asked('scanPass')) : IsOptional(), IsString(asked('scanPass')), MaxLength(100, asked('notOurPass')));

/** The PIN, unless the pass (`token`) was scanned: one of the two proves the bags are the booking's. */
export const PinUnlessScanned = () =>
  rules(
    Transform(trimmed),
    ValidateIf((object: { token?: unknown }, value: unknown) => !object.token || (value !== undefined && value !== null)),
    judged('passOrPin', (value) => (value === undefined || value === null ? message('validation:operator.passOrPin') : null)),
    aString('PIN'),
    Matches(/^\d{4}$/, asked('pinDigits')),
  );

export const BagCount = () =>
  rules(
    IsNotEmpty(asked('countBags')),
    aWholeNumber('bag count'),
    Min(1, form('atLeast', { label: 'bag count', min: 1 })),
    Max(99, form('atMost', { label: 'bag count', max: 99 })),
  );

/** One of `reasons` (its keys), the message naming their words. */
export const ReasonChoice = (reasons: Record<string, string>) =>
  rules(IsNotEmpty(asked('chooseReason')), IsIn(Object.keys(reasons), says('validation:operator.reasonOneOf', { reasons: Object.values(reasons).join(', ') })));

/** An override's or a move's reason; `required` asks for one. */
export const Reason = ({ required: needed }: { required: boolean }) =>
  rules(Transform(trimmed), needed ? IsNotEmpty(asked('giveReason')) : IsOptional(), aString('reason'), atMostChars('reason', 250));

/** An id chosen from a list (`key`: the instruction, as "Choose a driver."), whatever is wrong with it. */
export const ChosenId = (key: string) => rules(IsNotEmpty(asked(key)), IsInt(asked(key)), Min(1, asked(key)), Max(ID_MAX, asked(key)));

// Accounts: Laravel's wording for each rule in English (validation.json's `account`), so a 422 reads the same as the
// spec's Laravel backend.

type AccountField = 'email' | 'name' | 'password' | 'token';

const named = (field: AccountField) => ({ field: message(`validation:account.fields.${field}`) });
const accountRequired = (field: AccountField) => IsNotEmpty(says('validation:account.required', named(field)));
const accountText = (field: AccountField) => IsString(says('validation:account.notText', named(field)));
const accountAtMost = (field: AccountField, max: number) => MaxLength(max, says('validation:account.tooLong', { ...named(field), max }));

/** The `confirmed` rule: `password` must equal `password_confirmation`; the message sits under `password`. */
const confirmed = () => judged('confirmed', (value, object) => (value === object.password_confirmation ? null : message('validation:account.passwordConfirmation')));

export const EmailField = (): PropertyDecorator =>
  rules(Transform(trimmed), accountRequired('email'), accountText('email'), accountAtMost('email', EMAIL_MAX_LENGTH), IsEmail({}, says('validation:account.emailInvalid')));

export const NameField = (): PropertyDecorator => rules(Transform(trimmed), accountRequired('name'), accountText('name'), accountAtMost('name', NAME_MAX_LENGTH));

/** A password typed to prove who one is (login, changes of the account): no length rule but an upper bound. */
export const CurrentPasswordField = (): PropertyDecorator => rules(accountRequired('password'), accountText('password'), accountAtMost('password', 1024));

/** A link's token. */
export const TokenField = (): PropertyDecorator => rules(accountRequired('token'), accountText('token'), accountAtMost('token', 200));

/** A new password: 8 to 128 characters, no composition rules (ASVS 6.2), and its confirmation must match. */
export const NewPasswordField = (): PropertyDecorator =>
  rules(
    accountRequired('password'),
    accountText('password'),
    MinLength(PASSWORD_MIN_LENGTH, says('validation:account.tooShort', { ...named('password'), min: PASSWORD_MIN_LENGTH })),
    accountAtMost('password', PASSWORD_MAX_LENGTH),
    confirmed(),
  );

/** The bags' tags of a hand-over or hand-back: each trimmed and upper-cased, then judged as contracts' tagsProblem does. */
export const bagTagsRule: Rule = describedRule(
  (value) => {
    const found = tagsProblem(value);
    return found ? message(`validation:tags.${found.problem}`, { tag: found.tag ?? '', max: MAX_TAGS }) : null;
  },
  { type: 'array', minItems: 1, maxItems: MAX_TAGS, uniqueItems: true, items: { type: 'string', pattern: TAG_PATTERN.source, maxLength: TAG_MAX_LENGTH } },
);

const normalisedTags = Transform(({ value }: { value: unknown }) => (Array.isArray(value) ? value.map((tag: unknown) => (typeof tag === 'string' ? normaliseTag(tag) : tag)) : value));

export const BagTags = () => rules(normalisedTags, Check(bagTagsRule));

/** The tags a driver reads at a delivery: absent for a booking whose bags were never tagged, judged as BagTags when sent. */
export const OptionalBagTags = () => rules(normalisedTags, IsOptional(), Check(bagTagsRule));
