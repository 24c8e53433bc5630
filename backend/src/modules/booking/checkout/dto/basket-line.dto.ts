import type { BasketLine } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { Check, patternRule, poundsRule, quantityRule, trimmed } from '../../../../shared/validation/rules.js';
import { message } from '../../../../shared/i18n/message.js';

export const ITEM_CODE_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

/** A basket line as the wizard sends it. `price` and `fullItemsPrice` are only compared with the server's prices. */
export class BasketLineDto implements BasketLine {
  @Check(patternRule(ITEM_CODE_PATTERN, message('validation:itemCode.invalid')))
  code!: string;

  @Check(poundsRule('price'))
  price!: number;

  @Check(quantityRule)
  amount!: number;

  @Check(poundsRule('lineTotal'))
  fullItemsPrice!: number;

  @Transform(trimmed)
  @Check(patternRule(/^.{0,100}$/s, message('validation:itemName.tooLong', { max: 100 })))
  typeName!: string;
}
