import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A promo code an admin made (issue 41, part 4): a percentage or an amount off storage, its valid days (London,
 * inclusive), its uses in all and per email, a minimum spend, and the points and items it is for (empty: all).
 * Its uses are the bookings priced with it (booking.promo_code_id): the booking module counts them.
 */
@Entity({ tableName: 'promo_code' })
export class PromoCodeRecord {
  @PrimaryKey()
  id!: number;

  /** Upper case: letters, digits and dashes. */
  @Property({ length: 30, unique: true })
  code!: string;

  @Property({ type: 'smallint', nullable: true })
  percentOff: number | null = null;

  @Property({ type: 'integer', nullable: true })
  amountOffPence: number | null = null;

  /** 'YYYY-MM-DD' */
  @Property({ type: 'date' })
  validFrom!: string;

  @Property({ type: 'date' })
  validTo!: string;

  @Property()
  maxUses!: number;

  @Property({ type: 'integer', nullable: true })
  maxUsesPerEmail: number | null = null;

  @Property()
  minSpendPence: number & Opt = 0;

  @Property({ type: 'integer[]', columnType: 'integer[]' })
  locationIds: number[] & Opt = [];

  @Property({ type: 'integer[]', columnType: 'integer[]' })
  itemIds: number[] & Opt = [];

  @Property()
  active: boolean & Opt = true;

  /** 'admin:<id> <name> <email>' of the admin who made it. */
  @Property({ type: 'string', length: 120, nullable: true })
  createdBy: string | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
