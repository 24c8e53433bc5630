import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Money taken for a booking: its first payment and the difference of each dearer change, one row per payment
 * intent. `refundedPence` counts refunds made or under way against it, and the table refuses more than the amount.
 */
@Entity({ tableName: 'booking_payment' })
export class BookingPayment {
  @PrimaryKey()
  id!: number;

  @Property()
  bookingId!: number;

  @Property({ length: 255, unique: true })
  paymentIntentId!: string;

  @Property({ length: 10 })
  provider!: string;

  @Property({ type: 'string', length: 10 })
  purpose!: 'booking' | 'change';

  @Property()
  amountPence!: number;

  @Property()
  refundedPence: number & Opt = 0;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();
}
