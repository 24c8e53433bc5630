import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The one row of bag protection (id 1), set by admins: the cover per bag, or null when none is stated. */
@Entity({ tableName: 'bag_protection' })
export class BagProtectionRecord {
  @PrimaryKey({ type: 'smallint' })
  id!: number;

  @Property({ type: 'integer', nullable: true })
  coverPerBagPence: number | null = null;

  /** 'admin:<id> <name> <email>' of the last change. */
  @Property({ type: 'string', length: 120, nullable: true })
  updatedBy: string | null = null;

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();
}
