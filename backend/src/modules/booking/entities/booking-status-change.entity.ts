import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { BookingStatus } from '@luggage/contracts';

/** The audit trail: who moved a booking from which status to which, and when. */
@Entity({ tableName: 'booking_status_change' })
export class BookingStatusChange {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property()
  bookingId: number;

  @Property({ type: 'string', length: 20, nullable: true })
  fromStatus: BookingStatus | null;

  @Property({ type: 'string', length: 20 })
  toStatus: BookingStatus;

  /** 'customer', 'payment:stripe', 'payment:offline', 'admin:<user id>' ... */
  @Property({ length: 120 })
  actor: string;

  @Property({ type: 'string', length: 300, nullable: true })
  note: string | null;

  /** The lifecycle move this row records ('pay', 'cancel', 'change', 'refund', ...); null on rows from before moves were named. */
  @Property({ type: 'string', length: 40, nullable: true })
  action: string | null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  constructor(props: { bookingId: number; fromStatus: BookingStatus | null; toStatus: BookingStatus; actor: string; note?: string | null; action?: string | null }) {
    this.bookingId = props.bookingId;
    this.fromStatus = props.fromStatus;
    this.toStatus = props.toStatus;
    this.actor = props.actor;
    this.note = props.note ?? null;
    this.action = props.action ?? null;
  }
}
