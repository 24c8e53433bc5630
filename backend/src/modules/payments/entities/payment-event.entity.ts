import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A verified provider event (a Stripe webhook delivery), stored once per provider event id. */
@Entity({ tableName: 'payment_event' })
export class PaymentEvent {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ length: 10 })
  provider: string;

  @Property({ length: 255, unique: true })
  providerEventId: string;

  @Property({ length: 100 })
  type: string;

  @Property({ type: 'string', length: 255, nullable: true })
  paymentIntentId: string | null;

  @Property({ type: 'json' })
  payload: object;

  @Property({ type: 'datetime' })
  receivedAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  processedAt: (Date & Opt) | null = null;

  constructor(props: { provider: string; providerEventId: string; type: string; paymentIntentId: string | null; payload: object }) {
    this.provider = props.provider;
    this.providerEventId = props.providerEventId;
    this.type = props.type;
    this.paymentIntentId = props.paymentIntentId;
    this.payload = props.payload;
  }
}
