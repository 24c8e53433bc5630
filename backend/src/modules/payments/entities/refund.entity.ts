import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

export type RefundState = 'pending' | 'succeeded' | 'failed';

/**
 * One refund against one payment: asked for in the transaction that decided it (a cancellation, a cheaper change, an
 * operator), carried out by a job with the row's idempotency key, and reconciled from the provider's webhooks.
 */
@Entity({ tableName: 'refund' })
export class Refund {
  @PrimaryKey()
  id!: number;

  @Property()
  bookingId!: number;

  @Property()
  bookingPaymentId!: number;

  @Property({ length: 255 })
  paymentIntentId!: string;

  @Property({ length: 10 })
  provider!: string;

  @Property()
  amountPence!: number;

  @Property({ length: 300 })
  reason!: string;

  @Property({ type: 'string', length: 10 })
  state: RefundState & Opt = 'pending';

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  providerRefundId: (string & Opt) | null = null;

  @Property({ length: 80, unique: true })
  idempotencyKey!: string;

  /** 'customer', 'admin:<id> <name> <email>', 'stripe' (made in Stripe's dashboard) ... */
  @Property({ length: 120 })
  requestedBy!: string;

  @Property({ type: 'string', length: 300, nullable: true })
  failureReason: (string & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
