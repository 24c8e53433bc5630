import { ApiProperty, type ApiPropertyOptions, type SchemaObject } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage } from 'class-validator';

type Dto = new () => object;

/** One rule as class-validator stores it: its kind, the decorator's name and its constraints. */
interface FieldRule {
  type: string;
  name?: string;
  constraints?: unknown[];
}

/**
 * What each class-validator rule says in OpenAPI terms. `check` is shared/validation's Check: it carries its rule's
 * schema fragment as its constraint (rules.ts), since a rule written as a function says nothing by itself.
 */
const FROM_RULE: Record<string, (constraints: unknown[]) => SchemaObject> = {
  isString: () => ({ type: 'string' }),
  isInt: () => ({ type: 'integer' }),
  isNumber: () => ({ type: 'number' }),
  isBoolean: () => ({ type: 'boolean' }),
  isEmail: () => ({ format: 'email' }),
  maxLength: ([max]) => ({ maxLength: max as number }),
  minLength: ([min]) => ({ minLength: min as number }),
  min: ([min]) => ({ minimum: min as number }),
  max: ([max]) => ({ maximum: max as number }),
  isIn: ([values]) => ({ enum: values as unknown[] }),
  matches: ([pattern]) => ({ pattern: pattern instanceof RegExp ? pattern.source : String(pattern) }),
  pence: () => ({ multipleOf: 0.01 }),
  dayMonthYear: () => ({ pattern: '^(\\d{2}-\\d{2}-\\d{4}|all)$', description: 'A date written DD-MM-YYYY, or all.' }),
  isoDate: () => ({ type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A date written YYYY-MM-DD (London).' }),
  confirmed: () => ({ description: 'Must equal password_confirmation.' }),
  check: ([schema]) => (schema ?? {}) as SchemaObject,
};

/** class-validator's kinds of rule for IsOptional/ValidateIf and ValidateNested. */
const CONDITIONAL = 'conditionalValidation';
const NESTED = 'nestedValidation';
const described = new WeakSet<Dto>();

/**
 * Gives each DTO class the OpenAPI description of its fields, read from the class-validator rules the validation pipe
 * applies, so the document cannot drift from what a request is checked against. The swagger CLI plugin would do
 * part of this at compile time, but the backend builds with plain tsc and tests run through swc (docs/decisions.md).
 * Nested DTOs (ValidateNested with class-transformer's @Type) are described too.
 */
export function describeFromValidation(dto: Dto): void {
  if (described.has(dto)) return;
  described.add(dto);
  const rules = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false) as FieldRule[] & { propertyName: string }[];
  const byField = new Map<string, FieldRule[]>();
  for (const rule of rules) byField.set(rule.propertyName, [...(byField.get(rule.propertyName) ?? []), rule]);
  for (const [field, fieldRules] of byField) ApiProperty(propertyOptions(dto, field, fieldRules))(dto.prototype, field);
}

function propertyOptions(dto: Dto, field: string, rules: FieldRule[]): ApiPropertyOptions {
  const designType = Reflect.getMetadata('design:type', dto.prototype, field) as unknown;
  const schema: SchemaObject = Object.assign({}, ...rules.map((rule) => FROM_RULE[rule.name ?? '']?.(rule.constraints ?? []) ?? {})) as SchemaObject;
  const required = !rules.some((rule) => rule.type === CONDITIONAL);
  const nested = rules.some((rule) => rule.type === NESTED) ? nestedClassOf(dto, field, designType === Array) : null;
  if (nested) {
    describeFromValidation(nested);
    const { type: _array, ...rest } = schema;
    return { ...rest, required, type: nested, isArray: designType === Array } as ApiPropertyOptions;
  }
  if (schema.type === undefined) schema.type = openApiTypeOf(designType);
  return { ...schema, required } as ApiPropertyOptions;
}

const openApiTypeOf = (designType: unknown): SchemaObject['type'] =>
  designType === String ? 'string' : designType === Number ? 'number' : designType === Boolean ? 'boolean' : designType === Array ? 'array' : 'object';

/** The class a nested field's values become, found the way the pipe finds it (class-transformer's @Type has no public reader). */
function nestedClassOf(dto: Dto, field: string, isArray: boolean): Dto | null {
  const sample = plainToInstance(dto, { [field]: isArray ? [{}] : {} }) as unknown as Record<string, unknown>;
  const value = isArray ? (sample[field] as unknown[] | undefined)?.[0] : sample[field];
  const type = (value as object | undefined)?.constructor;
  return typeof type === 'function' && type !== Object ? (type as Dto) : null;
}
