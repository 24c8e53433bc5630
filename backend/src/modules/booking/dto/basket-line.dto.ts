import type { BasketLine } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { Check, patternRule, poundsRule, quantityRule, trimmed } from './field-rules.js';

export const ITEM_CODE_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

/** A basket line as the wizard sends it. `price` and `fullItemsPrice` are only compared with the server's prices. */
export class BasketLineDto implements BasketLine {
  @Check(patternRule(ITEM_CODE_PATTERN, 'The item code is not valid.'))
  code!: string;

  @Check(poundsRule('The price'))
  price!: number;

  @Check(quantityRule)
  amount!: number;

  @Check(poundsRule('The line total'))
  fullItemsPrice!: number;

  @Transform(trimmed)
  @Check(patternRule(/^.{0,100}$/s, 'The item name must be 100 characters or fewer.'))
  typeName!: string;
}
