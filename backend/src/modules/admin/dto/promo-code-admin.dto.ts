import { PROMO_CODE_MAX_LENGTH, PROMO_CODE_PATTERN, PROMO_LIMITS, type PromoCodeRequest } from '@luggage/contracts';
import {
  DayMonthYearField,
  DayMonthYearFieldFrom,
  IdList,
  NullablePounds,
  OptionalWholeNumber,
  PercentOrPair,
  rules,
  UpperCaseCode,
  WholePercent,
} from '../../../shared/validation/rules.js';
import { IsOptional } from 'class-validator';

/** POST /api/admin/promo-codes: pounds, DD-MM-YYYY days (inclusive, London), exactly one of percentOff and amountOff. */
export class PromoCodeDto implements PromoCodeRequest {
  @UpperCaseCode('code', PROMO_CODE_MAX_LENGTH, PROMO_CODE_PATTERN, 'promoCodeFormat')
  code!: string;

  @PercentOrPair('percentage off', 1, 100, 'amountOff', 'percentOrAmount')
  percentOff?: number | null;

  @NullablePounds('amount off', 0.01, PROMO_LIMITS.amountOffMaxPounds)
  amountOff?: number | null;

  @DayMonthYearField('first valid day')
  validFrom!: string;

  @DayMonthYearFieldFrom('last valid day', 'validFrom', 'first valid day')
  validTo!: string;

  @WholePercent('number of uses', 1, PROMO_LIMITS.maxUses)
  maxUses!: number;

  @OptionalWholeNumber('uses per email', 1, PROMO_LIMITS.maxUses)
  maxUsesPerEmail?: number | null;

  @NullablePounds('minimum spend', 0, PROMO_LIMITS.minSpendMaxPounds)
  minSpend?: number | null;

  @rules(IsOptional(), IdList('points', 'unknownLocation'))
  locationIds?: number[];

  @rules(IsOptional(), IdList('items', 'unknownItem'))
  itemIds?: number[];
}
