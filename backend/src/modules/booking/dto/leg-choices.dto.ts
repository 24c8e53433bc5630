import { applyDecorators } from '@nestjs/common';
import { type GiveBackKind, type HandoverKind, LEG_ADDRESS_LIMITS, LEG_COORDINATE_BOUNDS, LEG_TEXTS, type LegAddress, normalisePostcode, SERVICE_AREA_TEXTS } from '@luggage/contracts';
import { Transform, Type } from 'class-transformer';
import { ValidateIf, ValidateNested } from 'class-validator';
import { Check, describedRule, integerRule, type Rule, trimmed } from './field-rules.js';

const ID_MAX = 2_147_483_647;

/** A leg choice must be an object; its fields are checked by HandoverDto or GiveBackDto. */
export const choiceRule = (question: string): Rule =>
  describedRule((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? null : `Please answer "${question}"`), { type: 'object' });

function textRule(label: string, max: number, { required }: { required: boolean }): Rule {
  return describedRule(
    (value) => {
      if (value === undefined || value === null || value === '') return required ? `Please enter ${label}.` : null;
      if (typeof value !== 'string') return `${capitalise(label)} must be text.`;
      if (required && value.trim() === '') return `Please enter ${label}.`;
      return value.length > max ? `${capitalise(label)} must be ${max} characters or fewer.` : null;
    },
    { type: 'string', ...(required ? { minLength: 1 } : {}), maxLength: max },
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A coordinate from Places Autocomplete: a number within the UK's bounds, or absent. */
function coordinateRule({ min, max }: { min: number; max: number }): Rule {
  return describedRule((value) => (value === undefined || (typeof value === 'number' && value >= min && value <= max) ? null : 'The coordinates must be in the UK.'), {
    type: 'number',
    minimum: min,
    maximum: max,
  });
}

const postcodeRule: Rule = describedRule((value) => (typeof value === 'string' && normalisePostcode(value) ? null : SERVICE_AREA_TEXTS.invalidPostcode), {
  type: 'string',
  maxLength: 10,
  description: 'A UK postcode in any spelling; stored normalised (BS8 4JZ).',
});

const objectRule: Rule = describedRule((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? null : 'Please enter the address.'), { type: 'object' });

/** An address a driver collects from or delivers to. */
export class LegAddressDto implements LegAddress {
  @Transform(trimmed)
  @Check(textRule('address line 1', LEG_ADDRESS_LIMITS.line1, { required: true }))
  line1!: string;

  @Transform(trimmed)
  @ValidateIf((_, value) => value !== undefined)
  @Check(textRule('address line 2', LEG_ADDRESS_LIMITS.line2, { required: false }))
  line2?: string;

  @Transform(trimmed)
  @Check(textRule('the town', LEG_ADDRESS_LIMITS.town, { required: true }))
  town!: string;

  @Check(postcodeRule)
  postcode!: string;

  @Transform(trimmed)
  @ValidateIf((_, value) => value !== undefined)
  @Check(textRule('the note', LEG_ADDRESS_LIMITS.note, { required: false }))
  note?: string;

  @Transform(trimmed)
  @ValidateIf((_, value) => value !== undefined)
  @Check(textRule('the name', LEG_ADDRESS_LIMITS.contactName, { required: false }))
  contactName?: string;

  @ValidateIf((_, value) => value !== undefined)
  @Check(coordinateRule(LEG_COORDINATE_BOUNDS.lat))
  lat?: number;

  @ValidateIf((_, value) => value !== undefined)
  @Check(coordinateRule(LEG_COORDINATE_BOUNDS.lng))
  lng?: number;
}

const kindRule = (kinds: readonly string[]): Rule =>
  describedRule((value) => (typeof value === 'string' && kinds.includes(value) ? null : 'Please choose an option.'), { type: 'string', enum: [...kinds] });

const windowIdRule = integerRule(1, ID_MAX, 'Please choose a time window.');

/** "How will you hand over your bags?" */
export class HandoverDto {
  @Check(kindRule(['point', 'address'] satisfies HandoverKind[]))
  kind!: HandoverKind;

  @ValidateIf((handover: HandoverDto) => handover.kind === 'address')
  @Check(objectRule)
  @ValidateNested()
  @Type(() => LegAddressDto)
  address?: LegAddressDto;

  @ValidateIf((handover: HandoverDto) => handover.kind === 'address')
  @Check(windowIdRule)
  windowId?: number;
}

/** "Where do you want them back?" */
export class GiveBackDto {
  @Check(kindRule(['same_point', 'other_point', 'address'] satisfies GiveBackKind[]))
  kind!: GiveBackKind;

  @ValidateIf((giveBack: GiveBackDto) => giveBack.kind === 'other_point')
  @Check(integerRule(1, ID_MAX, 'Please select a location'))
  locationId?: number;

  @ValidateIf((giveBack: GiveBackDto) => giveBack.kind === 'address')
  @Check(objectRule)
  @ValidateNested()
  @Type(() => LegAddressDto)
  address?: LegAddressDto;

  @ValidateIf((giveBack: GiveBackDto) => giveBack.kind === 'address')
  @Check(windowIdRule)
  windowId?: number;
}

/** An optional `handover` of a request (checkout or change): absent keeps the flow's default, or the leg as booked. */
export const HandoverField = (): PropertyDecorator =>
  applyDecorators(ValidateIf((_, value) => value !== undefined), Check(choiceRule(LEG_TEXTS.handoverQuestion)), ValidateNested(), Type(() => HandoverDto));

/** An optional `giveBack` of a request (checkout or change): absent keeps the flow's default, or the leg as booked. */
export const GiveBackField = (): PropertyDecorator =>
  applyDecorators(ValidateIf((_, value) => value !== undefined), Check(choiceRule(LEG_TEXTS.giveBackQuestion)), ValidateNested(), Type(() => GiveBackDto));
