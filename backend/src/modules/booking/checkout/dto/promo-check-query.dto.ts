import { MAX_ITEM_QUANTITY } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { message } from '../../../../shared/i18n/message.js';
import { IsOptional } from 'class-validator';
import { Check, describedRule, digitsAsNumber, integerRule, patternRule, type Rule, rules, stayNightsRule, trimmed } from '../../../../shared/validation/rules.js';
import { PARTNER_CODE_PATTERN } from './payment-intent-request.dto.js';
import { MAX_BASKET_LINES } from '../../../../shared/validation/rules.js';

const ITEM_LINE = /^[A-Za-z0-9_-]{1,30}:\d{1,2}$/;

/** 'SS:1,MS:2': each line a catalog code and a quantity (0 to MAX_ITEM_QUANTITY), each code once, some bag in all. */
export function parseItemsParam(value: unknown): { code: string; amount: number }[] | null {
  if (typeof value !== 'string') return null;
  const parts = value.split(',');
  if (parts.length === 0 || parts.length > MAX_BASKET_LINES || !parts.every((part) => ITEM_LINE.test(part))) return null;
  const lines = parts.map((part) => {
    const [code, amount] = part.split(':');
    return { code, amount: Number(amount) };
  });
  const distinct = new Set(lines.map((line) => line.code)).size === lines.length;
  const sized = lines.every((line) => line.amount <= MAX_ITEM_QUANTITY) && lines.some((line) => line.amount > 0);
  return distinct && sized ? lines : null;
}

const itemsRule: Rule = describedRule((value) => (parseItemsParam(value) ? null : message('validation:promoCode.items')), {
  type: 'string',
  example: 'SS:1,MS:2',
  description: `Catalog item codes with their quantities (0 to ${MAX_ITEM_QUANTITY}), separated by commas.`,
});

/** GET /api/promo-codes/{code}?locationId=&items=SS:1,MS:2&nights=: the basket a code is judged against. */
export class PromoCheckQueryDto {
  @Transform(digitsAsNumber)
  @Check(integerRule(1, 2_147_483_647, message('validation:query.location.outOfRange')))
  locationId!: number;

  @Transform(trimmed)
  @Check(itemsRule)
  items!: string;

  /** 1 to 3 nights, or 0 for a same-day stay. */
  @Transform(digitsAsNumber)
  @Check(stayNightsRule)
  nights!: number;

  /** The partner link the visitor came by: its discount comes off first, as at the checkout (a minimum spend sees what is left). */
  @Transform(trimmed)
  @rules(IsOptional(), Check(patternRule(PARTNER_CODE_PATTERN, message('validation:partner.codeUnknown'))))
  partnerCode?: string;
}
