import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PaymentIntentStatus } from '../payment-provider.js';

/** A payment intent of the offline test provider: what Stripe would keep on its side, kept in our database. */
@Entity({ tableName: 'payment_intent' })
export class PaymentIntentRecord {
  /** 'opi_<random>' */
  @PrimaryKey({ length: 64 })
  id: string;

  @Property({ length: 200, hidden: true })
  clientSecret: string;

  @Property({ length: 100, unique: true })
  idempotencyKey: string;

  @Property()
  amountPence: number;

  @Property({ length: 3 })
  currency: string;

  @Property({ type: 'string', length: 30 })
  status: PaymentIntentStatus & Opt = 'requires_payment_method';

  @Property({ type: 'integer', nullable: true })
  bookingId: number | null;

  @Property({ type: 'string', length: 30, nullable: true })
  lastErrorType: (string & Opt) | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  lastErrorMessage: (string & Opt) | null = null;

  /** Paid with the test card whose refunds fail (4000 0000 0000 5126). */
  @Property()
  refundFails: boolean & Opt = false;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(props: { id: string; clientSecret: string; idempotencyKey: string; amountPence: number; currency: string; bookingId: number | null }) {
    this.id = props.id;
    this.clientSecret = props.clientSecret;
    this.idempotencyKey = props.idempotencyKey;
    this.amountPence = props.amountPence;
    this.currency = props.currency;
    this.bookingId = props.bookingId;
  }
}
