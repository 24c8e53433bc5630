import type { BookingRequest } from '@luggage/contracts';
import { Transform, Type } from 'class-transformer';
import { ValidateNested } from 'class-validator';
import { BasketLineDto } from './basket-line.dto.js';
import { basketRule, Check, contactNumberRule, dayMonthYearRule, emailRule, fullNameRule, patternRule, poundsRule, stayNightsRule, trimmed } from '../../../../shared/validation/rules.js';
import { message } from '../../../../shared/i18n/message.js';

export const PAYMENT_INTENT_ID_PATTERN = /^[A-Za-z0-9_]{3,255}$/;

/**
 * POST /api/booking: the spec's booking payload plus the payment intent. The fields are checked for shape, but the
 * stored booking is the truth: money and details sent here are never written anywhere.
 */
export class BookingRequestDto implements BookingRequest {
  @Transform(trimmed)
  @Check(fullNameRule)
  fullName!: string;

  @Transform(trimmed)
  @Check(emailRule)
  email!: string;

  @Transform(trimmed)
  @Check(contactNumberRule)
  contactNumber!: string;

  @Check(basketRule)
  @ValidateNested({ each: true })
  @Type(() => BasketLineDto)
  storageItemsBasket!: BasketLineDto[];

  @Check(stayNightsRule)
  nights!: number;

  @Check(patternRule(/^.{1,300}$/s, message('validation:location.length')))
  location!: string;

  @Check(dayMonthYearRule)
  collectionDate!: string;

  @Check(dayMonthYearRule)
  returnDate!: string;

  @Check(poundsRule('total'))
  globalTotalCost!: number;

  @Check(poundsRule('fullPrice'))
  noDiscountCost!: number;

  @Check(poundsRule('discount'))
  discount!: number;

  @Check(patternRule(PAYMENT_INTENT_ID_PATTERN, message('validation:paymentIntentId.invalid')))
  paymentIntentId!: string;
}
