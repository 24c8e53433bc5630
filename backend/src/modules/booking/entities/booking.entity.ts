import { Collection, type Opt } from '@mikro-orm/core';
import { Entity, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { BookingStatus, Language } from '@luggage/contracts';
import { BookingItem } from './booking-item.entity.js';
import { BookingLeg } from './booking-leg.entity.js';

export type PaymentProviderName = 'stripe' | 'offline';

/**
 * A booking from the moment its payment intent is made (pending_payment) to the luggage's return. The collection
 * point is copied in (name, address, time) so a later catalog edit never rewrites what the customer booked.
 */
@Entity({ tableName: 'booking' })
export class Booking {
  @PrimaryKey()
  id!: number;

  @Property({ length: 8, unique: true })
  reference: string;

  /** Made once per wizard run by the browser: asking again with it updates this booking instead of making another. */
  @Property({ length: 64, unique: true })
  bookingToken: string;

  @Property({ type: 'string', length: 20 })
  status: BookingStatus & Opt = 'pending_payment';

  @Property({ length: 100 })
  fullName: string;

  /** Stored lowercased. */
  @Property({ length: 254 })
  email: string;

  /** The account signed in when the booking was made (an auth record, referred to by id only); null for a guest. */
  @Property({ type: 'integer', nullable: true })
  userId: (number & Opt) | null = null;

  @Property({ length: 30 })
  contactNumber: string;

  /** The collection location's id (a catalog record, referred to by id only). */
  @Property()
  locationId: number;

  @Property({ length: 150 })
  locationName: string;

  @Property({ length: 300 })
  locationAddress: string;

  /** 'HH:mm', the point's handover time on the collection day, when booked. */
  @Property({ length: 5 })
  locationTime: string;

  /** 'HH:mm', the point's time on the return day, when booked; null on bookings made before points had a time per weekday. */
  @Property({ type: 'string', length: 5, nullable: true })
  returnTime: string | null;

  /** 'YYYY-MM-DD' (Europe/London calendar day). */
  @Property({ type: 'date' })
  collectionDate: string;

  @Property({ type: 'date' })
  returnDate: string;

  @Property({ type: 'smallint' })
  nights: number;

  @Property()
  noDiscountPence: number;

  @Property()
  discountPence: number;

  /** What the customer pays: storage (noDiscountPence - discountPence - promoDiscountPence) plus feesPence. */
  @Property()
  totalPence: number;

  /** The legs' fees as sold (collection, delivery, return at another point); 0 for point legs only. */
  @Property()
  feesPence: number & Opt = 0;

  /** The promo code (pricing's promo_code, by id only) this booking was priced with; null without one. */
  @Property({ type: 'integer', nullable: true })
  promoCodeId: (number & Opt) | null = null;

  /** The code as the customer's price line names it ('SUMMER10'), kept as booked. */
  @Property({ type: 'string', length: 30, nullable: true })
  promoCode: (string & Opt) | null = null;

  /** What the code took off storage after its discounts (totalPence is after it); 0 without a code. */
  @Property()
  promoDiscountPence: number & Opt = 0;

  /** Until when an unpaid booking holds its code's use (a paid one spends it; a cancelled one gives it back). */
  @Property({ type: 'datetime', nullable: true })
  promoHeldUntil: (Date & Opt) | null = null;

  /** Paid after its hold ended when the code had no use left: honoured all the same, counted for the admin (docs/decisions.md). */
  @Property()
  promoOverUse: boolean & Opt = false;

  @Property({ type: 'smallint' })
  itemDiscountPct: number;

  @Property({ type: 'smallint' })
  nightDiscountPct: number;

  @Property({ length: 3 })
  currency: string & Opt = 'gbp';

  @Property({ type: 'string', length: 10 })
  paymentProvider: PaymentProviderName;

  /** The language the customer booked in (their checkout's Accept-Language): its emails and calendar file speak it. */
  @Property({ type: 'string', length: 10 })
  language: Language;

  @Property({ type: 'string', length: 255, nullable: true, unique: true })
  paymentIntentId: (string & Opt) | null = null;

  /** The partner the booking is counted for (booked on its page, or through its link `partnerViaLink`); null for a direct booking. */
  @Property({ type: 'integer', nullable: true })
  partnerId: (number & Opt) | null = null;

  /** Put on the partner's account: confirmed without a card payment, owed by the partner (its monthly statement). */
  @Property()
  billedToPartner: boolean & Opt = false;

  /** The partner's own reference for it (a room number, their booking id). */
  @Property({ type: 'string', length: 40, nullable: true })
  partnerReference: (string & Opt) | null = null;

  /** The guest came by the partner's link (`/?partner=CODE`) and booked in the wizard. */
  @Property()
  partnerViaLink: boolean & Opt = false;

  /** The partner link's discount the booking was priced with (contracts' withPartnerDiscount): a change prices with it again. */
  @Property({ type: 'smallint' })
  partnerDiscountPct: number & Opt = 0;

  /** The browser that started the checkout (its checkout cookie's hash): the only one that may change it or learn its manage token. */
  @Property({ type: 'string', length: 64, nullable: true })
  checkoutBrowserHash: (string & Opt) | null = null;

  /** Bumped whenever a payment intent is created or its amount changed: the `v<n>` of the idempotency key. */
  @Property()
  intentVersion: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  confirmedAt: (Date & Opt) | null = null;

  /** SHA-256 of the manage link's secret: the link finds the booking by it. */
  @Property({ type: 'string', length: 64, nullable: true, unique: true, hidden: true })
  manageTokenHash: (string & Opt) | null = null;

  /** The manage link's secret sealed with the app's key (shared/crypto), for the emails that carry the link. */
  @Property({ type: 'string', length: 200, nullable: true, hidden: true })
  manageTokenSealed: (string & Opt) | null = null;

  /** Bumped by every change after payment: a change priced on an older version is stale. */
  @Property()
  version: number & Opt = 0;

  @Property({ type: 'datetime', nullable: true })
  changedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime', nullable: true })
  cancelledAt: (Date & Opt) | null = null;

  /** Whether this booking's bags are counted against its point's capacity (booking-capacity.ts). */
  @Property()
  holdsBags: boolean & Opt = false;

  /**
   * The span its bags are counted over when it holds them (capacity/moments.ts: half-hour slots since 2000-01-01,
   * London wall clock), [holdsFrom, holdsUntil): set with its stay by the checkout and by every change that moves it,
   * so the bags given back are always those taken. Null on bookings finished before moments (their dates, times and
   * legs give it: heldStayOf).
   */
  @Property({ type: 'integer', nullable: true })
  holdsFrom: (number & Opt) | null = null;

  @Property({ type: 'integer', nullable: true })
  holdsUntil: (number & Opt) | null = null;

  /** When an unpaid booking's hold on its bags ends (BOOKING_HOLD_MINUTES after its last checkout). */
  @Property({ type: 'datetime', nullable: true })
  holdExpiresAt: (Date & Opt) | null = null;

  /** When the retention job erased the name, phone and email (RETENTION_MONTHS after the return date). */
  @Property({ type: 'datetime', nullable: true })
  personalDataErasedAt: (Date & Opt) | null = null;

  @OneToMany(() => BookingItem, (item) => item.booking, { orphanRemoval: true, orderBy: { id: 'asc' } })
  items = new Collection<BookingItem>(this);

  /** None on bookings made before legs existed: legsOf (booking-legs.ts) gives their implied point legs. */
  @OneToMany(() => BookingLeg, (leg) => leg.booking, { orphanRemoval: true, orderBy: { id: 'asc' } })
  legs = new Collection<BookingLeg>(this);

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(props: BookingProps) {
    this.reference = props.reference;
    this.bookingToken = props.bookingToken;
    this.paymentProvider = props.paymentProvider;
    this.fullName = props.fullName;
    this.email = props.email;
    this.contactNumber = props.contactNumber;
    this.locationId = props.locationId;
    this.locationName = props.locationName;
    this.locationAddress = props.locationAddress;
    this.locationTime = props.locationTime;
    this.returnTime = props.returnTime;
    this.collectionDate = props.collectionDate;
    this.returnDate = props.returnDate;
    this.nights = props.nights;
    this.noDiscountPence = props.noDiscountPence;
    this.discountPence = props.discountPence;
    this.feesPence = props.feesPence;
    this.totalPence = props.totalPence;
    this.itemDiscountPct = props.itemDiscountPct;
    this.nightDiscountPct = props.nightDiscountPct;
    this.language = props.language;
  }
}

/** Everything a customer's request decides about a booking (the rest is its identity and lifecycle). */
export interface BookingDetails {
  fullName: string;
  email: string;
  contactNumber: string;
  locationId: number;
  locationName: string;
  locationAddress: string;
  locationTime: string;
  returnTime: string;
  collectionDate: string;
  returnDate: string;
  nights: number;
  noDiscountPence: number;
  discountPence: number;
  /** The legs' fees as sold. */
  feesPence: number;
  totalPence: number;
  itemDiscountPct: number;
  nightDiscountPct: number;
  /** The language of the checkout request: the last checkout of a pending booking decides. */
  language: Language;
}

export interface BookingProps extends BookingDetails {
  reference: string;
  bookingToken: string;
  paymentProvider: PaymentProviderName;
}
