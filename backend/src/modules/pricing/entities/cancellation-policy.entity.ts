import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The one row of the cancellation policy (id 1), set by admins. */
@Entity({ tableName: 'cancellation_policy' })
export class CancellationPolicyRecord {
  @PrimaryKey({ type: 'smallint' })
  id!: number;

  @Property({ type: 'smallint' })
  freeCancellationHours!: number;

  @Property({ type: 'smallint' })
  lateRefundPercent!: number;

  /** 'admin:<id> <name> <email>' of the last change. */
  @Property({ type: 'string', length: 120, nullable: true })
  updatedBy: string | null = null;

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();
}
