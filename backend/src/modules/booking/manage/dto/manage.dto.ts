import { type ExtendCommand, type ExtendRequest, type CancelBookingRequest, type ChangeBookingCommand, type ChangeBookingRequest, type FindBookingRequest, type GiveBackChoice, type HandoverChoice, type RedeliveryRequest } from '@luggage/contracts';
import { Transform, Type } from 'class-transformer';
import { IsOptional, ValidateIf, ValidateNested } from 'class-validator';
import { ITEM_CODE_PATTERN } from '../../checkout/dto/basket-line.dto.js';
import { addressObjectRule, GiveBackField, HandoverField, LegAddressDto } from '../../legs/leg-choices.dto.js';
import { basketRule, Check, describedRule, dayMonthYearRule, emailRule, ExtendPickUpTime, integerRule, nightsRule, patternRule, poundsRule, quantityRule, rules, stayNightsRule, trimmed } from '../../../../shared/validation/rules.js';
import { message } from '../../../../shared/i18n/message.js';
import { CLOSURE_CHOICES, type ClosureChoice, type ClosureDeliveryQuoteRequest, normalisePromoCode, PROMO_CODE_PATTERN, type TakeClosureOfferRequest, VALIDATION_KEYS } from '@luggage/contracts';

export class ChangeItemDto {
  @Check(patternRule(ITEM_CODE_PATTERN, message('validation:itemCode.invalid')))
  code!: string;

  @Check(quantityRule)
  amount!: number;
}

/** The booking as it should become. The date is checked against the point's handover time by the service. */
export class ChangeBookingDto implements ChangeBookingRequest {
  @Check(dayMonthYearRule)
  collectionDate!: string;

  @Check(nightsRule)
  nights!: number;

  @Check(integerRule(1, 2_147_483_647, message(VALIDATION_KEYS.locationRequired)))
  locationId!: number;

  @Check(basketRule)
  @ValidateNested({ each: true })
  @Type(() => ChangeItemDto)
  items!: ChangeItemDto[];

  /** Absent: the handover stays as booked. */
  @HandoverField()
  handover?: HandoverChoice;

  /** Absent: the give-back stays as booked. */
  @GiveBackField()
  giveBack?: GiveBackChoice;

  /** Absent: the booked code stays if it still applies; a code: added or swapped; null (or empty): no code. */
  @rules(
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalisePromoCode(value) || null : value)),
    IsOptional(),
    Check(patternRule(PROMO_CODE_PATTERN, message('validation:promoCode.format'))),
  )
  promoCode?: string | null;
}

export class ChangeBookingCommandDto extends ChangeBookingDto implements ChangeBookingCommand {
  @Check(poundsRule('expectedDifference', { signed: true }))
  expectedDifference!: number;
}

/** POST /api/manage/{token}/extend-quote: the stay's new end (extend.ts says which are open). */
export class ExtendDto implements ExtendRequest {
  @Check(stayNightsRule)
  nights!: number;

  /** With `nights` 0: the later pick-up the same day. */
  @ExtendPickUpTime()
  pickUpTime?: string;
}

export class ExtendCommandDto extends ExtendDto implements ExtendCommand {
  @Check(poundsRule('expectedDifference', { signed: true }))
  expectedDifference!: number;
}

export class RedeliveryDto implements RedeliveryRequest {
  @Check(dayMonthYearRule)
  date!: string;

  @Check(integerRule(1, 2_147_483_647, message('validation:window.required')))
  windowId!: number;

  @Check(poundsRule('expectedFee'))
  expectedFee!: number;
}

export class CancelBookingDto implements CancelBookingRequest {
  @Check(poundsRule('expectedRefund'))
  expectedRefund!: number;
}

export class FindBookingDto implements FindBookingRequest {
  @Transform(trimmed)
  @Check(patternRule(/^[A-Za-z0-9 -]{6,20}$/, message('validation:reference.invalid')))
  reference!: string;

  @Transform(trimmed)
  @Check(emailRule)
  email!: string;
}

/** POST /api/manage/{token}/closure-offer: one of the choices a closed point's offer holds; a delivery names its address. */
export class TakeClosureOfferDto implements TakeClosureOfferRequest {
  @Check(describedRule((value) => ((CLOSURE_CHOICES as readonly unknown[]).includes(value) ? null : message('validation:closure.choice')), { type: 'string', enum: [...CLOSURE_CHOICES] }))
  choice!: ClosureChoice;

  /** With `delivery`: the address, checked as every address leg's (LegAddressDto); its zone is the service's to find. */
  @ValidateIf((offer: TakeClosureOfferDto) => offer.choice === 'delivery')
  @Check(addressObjectRule)
  @ValidateNested()
  @Type(() => LegAddressDto)
  address?: LegAddressDto;
}

/** POST /api/manage/{token}/closure-offer/delivery-quote: the address a delivery would go to (or be collected from). */
export class ClosureDeliveryQuoteDto implements ClosureDeliveryQuoteRequest {
  @Check(addressObjectRule)
  @ValidateNested()
  @Type(() => LegAddressDto)
  address!: LegAddressDto;
}
