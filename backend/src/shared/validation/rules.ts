import { parseDayMonthYear } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, ValidateBy, type ValidationOptions } from 'class-validator';
import { type Message, message } from '../i18n/message.js';
import { keyed } from './keyed-message.js';

/*
 * The one way input is validated: class-validator constraints, applied in order by rules(...), each failure a
 * catalogue key (validation.json) that the error filter translates for the request. A field's check that is easier
 * to say as one function (the booking's fields, in the wizard's order) is a Rule applied by Check, which is
 * class-validator's ValidateBy carrying the rule's OpenAPI schema.
 */

/**
 * A field's rules, checked in the order listed (decorators stacked on a property would apply bottom-up); only the
 * first failure is reported (stopAtFirstError).
 */
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

/** A query parameter, trimmed; a blank one counts as not given. */
export const blankAsMissing = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : text;
  });

const wholeNumber = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));

/** ?locationId=: a collection point's id, or nothing. */
export const OptionalLocationId = () =>
  rules(
    blankAsMissing(),
    wholeNumber(),
    IsOptional(),
    IsInt(says('validation:location.notWhole')),
    Min(1, says('validation:location.invalid')),
    Max(2_147_483_647, says('validation:location.invalid')),
  );

/** ?date=DD-MM-YYYY, or nothing; with `orAll`, also the word 'all'. */
export const OptionalDayMonthYear = (options: { orAll?: boolean } = {}) =>
  rules(
    blankAsMissing(),
    IsOptional(),
    ValidateBy({
      name: 'dayMonthYear',
      validator: {
        validate: (value: unknown) => (options.orAll === true && value === 'all') || (typeof value === 'string' && parseDayMonthYear(value) !== null),
        defaultMessage: () => keyed(message('validation:date.dayMonthYear')),
      },
    }),
  );
