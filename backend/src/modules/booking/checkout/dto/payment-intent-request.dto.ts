import { type GiveBackChoice, type HandoverChoice, normalisePromoCode, type PaymentIntentRequest, PROMO_CODE_PATTERN, VALIDATION_KEYS } from '@luggage/contracts';
import { message } from '../../../../shared/i18n/message.js';
import { Transform, Type } from 'class-transformer';
import { IsOptional, ValidateNested } from 'class-validator';
import { BasketLineDto } from './basket-line.dto.js';
import { GiveBackField, HandoverField } from '../../legs/leg-choices.dto.js';
import {
  agreedToTermsRule,
  basketRule,
  Check,
  collectionDateRule,
  describedRule,
  contactNumberRule,
  emailRule,
  fullNameRule,
  integerRule,
  patternRule,
  SameDayTime,
  stayNightsRule,
  poundsRule,
  rules,
  trimmed,
} from '../../../../shared/validation/rules.js';

export const BOOKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** A partner link's code as links are made (the partner table's `code`). */
export const PARTNER_CODE_PATTERN = /^[A-Za-z0-9]{6,8}$/;

/** POST /api/stripe-payment-intent. Unknown fields (a client's own `amount`, say) are stripped by the global pipe. */
export class PaymentIntentRequestDto implements PaymentIntentRequest {
  @Transform(trimmed)
  @Check(fullNameRule)
  fullName!: string;

  @Transform(trimmed)
  @Check(contactNumberRule)
  contactNumber!: string;

  @Transform(trimmed)
  @Check(emailRule)
  email!: string;

  @Check(agreedToTermsRule)
  agreedToTerms!: boolean;

  @Check(describedRule((value) => (value === 'gbp' ? null : message('validation:currency.invalid')), { type: 'string', enum: ['gbp'] }))
  currency!: 'gbp';

  @Check(poundsRule('total'))
  totalCost!: number;

  @Check(basketRule)
  @ValidateNested({ each: true })
  @Type(() => BasketLineDto)
  storageItemsBasket!: BasketLineDto[];

  @Check(stayNightsRule)
  nights!: number;

  /** With `nights: 0` only. */
  @SameDayTime('dropOffTime')
  dropOffTime?: string;

  @SameDayTime('pickUpTime')
  pickUpTime?: string;

  @Check(collectionDateRule())
  collectionDate!: string;

  @Check(integerRule(1, 2_147_483_647, message(VALIDATION_KEYS.locationRequired)))
  locationId!: number;

  @Check(patternRule(BOOKING_TOKEN_PATTERN, message('validation:bookingToken.invalid')))
  bookingToken!: string;

  /** Absent: meet us at `locationId`. From an address, `locationId` must name the zone's storage point. */
  @HandoverField()
  handover?: HandoverChoice;

  /** Absent: back at the same point. */
  @GiveBackField()
  giveBack?: GiveBackChoice;

  /** A promo code in any case ('' or absent: none); whether it applies is the checkout's to judge. */
  @rules(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalisePromoCode(value) || undefined : value)),
    IsOptional(),
    Check(patternRule(PROMO_CODE_PATTERN, message('validation:promoCode.format'))),
  )
  promoCode?: string;

  /** A partner link's code (`/?partner=CODE`): the checkout refuses one no active partner has (422 here too). */
  @Transform(trimmed)
  @rules(IsOptional(), Check(patternRule(PARTNER_CODE_PATTERN, message('validation:partner.codeUnknown'))))
  partnerCode?: string;
}
