import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { DiscountRule } from '@luggage/contracts';

@Entity({ tableName: 'discount' })
export class Discount {
  @PrimaryKey()
  id!: number;

  @Property({ length: 100 })
  description: string;

  /** Whole percent, 0 to 100. */
  @Property()
  percentage: number;

  /** Which pricing rule this discount feeds; null for a discount no rule uses yet. */
  @Property({ type: 'string', length: 20, nullable: true, unique: true })
  rule: DiscountRule | null;

  @Property()
  active: boolean & Opt = true;

  @Property()
  createdAt: Date & Opt = new Date();

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(props: { description: string; percentage: number; rule?: DiscountRule | null }) {
    this.description = props.description;
    this.percentage = props.percentage;
    this.rule = props.rule ?? null;
  }
}
