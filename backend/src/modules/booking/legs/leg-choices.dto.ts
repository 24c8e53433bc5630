import { applyDecorators } from '@nestjs/common';
import { type GiveBackKind, type HandoverKind, LEG_ADDRESS_LIMITS, LEG_COORDINATE_BOUNDS, type LegAddress, normalisePostcode, VALIDATION_KEYS } from '@luggage/contracts';
import { Transform, Type } from 'class-transformer';
import { ValidateIf, ValidateNested } from 'class-validator';
import { message } from '../../../shared/i18n/message.js';
import { Check, describedRule, integerRule, type Rule, trimmed } from '../../../shared/validation/rules.js';

const ID_MAX = 2_147_483_647;

/** A leg choice must be an object; its fields are checked by HandoverDto or GiveBackDto. */
export const choiceRule = (leg: 'handover' | 'giveBack'): Rule =>
  describedRule((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? null : message(`validation:leg.${leg}Unanswered`)), { type: 'object' });

/** `field` names the keys validation:address.<field>.empty (when required), .notText and .tooLong ({ max }). */
function textRule(field: 'line1' | 'line2' | 'town' | 'note' | 'contactName', max: number, { required }: { required: boolean }): Rule {
  const empty = message(`validation:address.${field}.empty`);
  return describedRule(
    (value) => {
      if (value === undefined || value === null || value === '') return required ? empty : null;
      if (typeof value !== 'string') return message(`validation:address.${field}.notText`);
      if (required && value.trim() === '') return empty;
      return value.length > max ? message(`validation:address.${field}.tooLong`, { max }) : null;
    },
    { type: 'string', ...(required ? { minLength: 1 } : {}), maxLength: max },
  );
}

/** A coordinate from Places Autocomplete: a number within the UK's bounds, or absent. */
function coordinateRule({ min, max }: { min: number; max: number }): Rule {
  return describedRule((value) => (value === undefined || (typeof value === 'number' && value >= min && value <= max) ? null : message('validation:address.coordinates')), {
    type: 'number',
    minimum: min,
    maximum: max,
  });
}

const postcodeRule: Rule = describedRule((value) => (typeof value === 'string' && normalisePostcode(value) ? null : message(VALIDATION_KEYS.invalidPostcode)), {
  type: 'string',
  maxLength: 10,
  description: 'A UK postcode in any spelling; stored normalised (BS8 4JZ).',
});

/** An address must be an object; its fields are LegAddressDto's. */
export const addressObjectRule: Rule = describedRule((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? null : message('validation:address.required')), { type: 'object' });

/** An address a driver collects from or delivers to. */
export class LegAddressDto implements LegAddress {
  @Transform(trimmed)
  @Check(textRule('line1', LEG_ADDRESS_LIMITS.line1, { required: true }))
  line1!: string;

  @Transform(trimmed)
  @ValidateIf((_, value) => value !== undefined)
  @Check(textRule('line2', LEG_ADDRESS_LIMITS.line2, { required: false }))
  line2?: string;

  @Transform(trimmed)
  @Check(textRule('town', LEG_ADDRESS_LIMITS.town, { required: true }))
  town!: string;

  @Check(postcodeRule)
  postcode!: string;

  @Transform(trimmed)
  @ValidateIf((_, value) => value !== undefined)
  @Check(textRule('note', LEG_ADDRESS_LIMITS.note, { required: false }))
  note?: string;

  @Transform(trimmed)
  @ValidateIf((_, value) => value !== undefined)
  @Check(textRule('contactName', LEG_ADDRESS_LIMITS.contactName, { required: false }))
  contactName?: string;

  @ValidateIf((_, value) => value !== undefined)
  @Check(coordinateRule(LEG_COORDINATE_BOUNDS.lat))
  lat?: number;

  @ValidateIf((_, value) => value !== undefined)
  @Check(coordinateRule(LEG_COORDINATE_BOUNDS.lng))
  lng?: number;
}

const kindRule = (kinds: readonly string[]): Rule =>
  describedRule((value) => (typeof value === 'string' && kinds.includes(value) ? null : message('validation:leg.option')), { type: 'string', enum: [...kinds] });

const windowIdRule = integerRule(1, ID_MAX, message('validation:window.required'));

/** "How will you hand over your bags?" */
export class HandoverDto {
  @Check(kindRule(['point', 'address'] satisfies HandoverKind[]))
  kind!: HandoverKind;

  @ValidateIf((handover: HandoverDto) => handover.kind === 'address')
  @Check(addressObjectRule)
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
  @Check(integerRule(1, ID_MAX, message(VALIDATION_KEYS.locationRequired)))
  locationId?: number;

  @ValidateIf((giveBack: GiveBackDto) => giveBack.kind === 'address')
  @Check(addressObjectRule)
  @ValidateNested()
  @Type(() => LegAddressDto)
  address?: LegAddressDto;

  @ValidateIf((giveBack: GiveBackDto) => giveBack.kind === 'address')
  @Check(windowIdRule)
  windowId?: number;
}

/** An optional `handover` of a request (checkout or change): absent keeps the flow's default, or the leg as booked. */
export const HandoverField = (): PropertyDecorator =>
  applyDecorators(ValidateIf((_, value) => value !== undefined), Check(choiceRule('handover')), ValidateNested(), Type(() => HandoverDto));

/** An optional `giveBack` of a request (checkout or change): absent keeps the flow's default, or the leg as booked. */
export const GiveBackField = (): PropertyDecorator =>
  applyDecorators(ValidateIf((_, value) => value !== undefined), Check(choiceRule('giveBack')), ValidateNested(), Type(() => GiveBackDto));
