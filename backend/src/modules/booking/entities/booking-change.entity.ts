import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PlannedLeg } from './booking-leg.entity.js';
import type { BookingDetails } from './booking.entity.js';

export type BookingChangeState = 'awaiting_payment' | 'applied' | 'stale' | 'superseded';

export interface ChangedLine {
  storageItemId: number;
  code: string;
  title: string;
  unitPricePence: number;
  amount: number;
}

/** The booking as it should become: what a change writes over the booking's own details and lines. */
export interface ChangeDetails {
  /**
   * `promoDiscountPence`: what the promo code takes off the changed storage; `promoCodeId` and `promoCode`: the code
   * after the change (null: none; absent, in a change written before codes could change: the booking's).
   */
  details: Omit<BookingDetails, 'fullName' | 'email' | 'contactNumber' | 'language'> & { promoDiscountPence?: number; promoCodeId?: number | null; promoCode?: string | null };
  lines: ChangedLine[];
  /** A return at another point: that point's time on the new return day. */
  returnPointTime?: string | null;
  /** The legs the change writes over the booking's (leg-change.ts); absent or empty: the legs only move with the dates. */
  legs?: PlannedLeg[];
  /** A failed delivery booked again ("Choose another window"): `legs` holds the return leg in its new window. */
  redelivery?: boolean;
  /** A stay extended (a later pick-up, more nights): the 'extend' move, open while the bags are at the point too. */
  extend?: boolean;
}

/**
 * A dearer change waiting for its payment. It is applied when the payment succeeds (the browser or the provider's
 * word, whichever comes first) if the booking is still the version it was priced on; otherwise the payment is
 * refunded. `superseded`: the customer started another change, or the booking was cancelled, meanwhile.
 */
@Entity({ tableName: 'booking_change' })
export class BookingChange {
  @PrimaryKey()
  id!: number;

  @Property()
  bookingId!: number;

  @Property()
  baseVersion!: number;

  @Property({ type: 'string', length: 20 })
  state: BookingChangeState & Opt = 'awaiting_payment';

  @Property({ type: 'json' })
  details!: ChangeDetails;

  @Property()
  amountPence!: number;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  paymentIntentId: (string & Opt) | null = null;

  @Property({ length: 120 })
  requestedBy!: string;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  settledAt: (Date & Opt) | null = null;
}
