import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { LegDirection, LegFailureReason, LegState } from '@luggage/contracts';
import { Booking } from './booking.entity.js';

/**
 * One leg of a booking: how its bags reach storage (`collection`) or come back (`return`). A point leg copies its
 * point; an address leg copies the address, zone and window as booked, and its fee as sold.
 */
@Entity({ tableName: 'booking_leg' })
export class BookingLeg {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking: Rel<Booking>;

  @Property({ type: 'string', length: 10 })
  direction: LegDirection;

  @Property({ type: 'string', length: 10 })
  kind: 'point' | 'address';

  /** 'YYYY-MM-DD': the collection date, or the return date (collection date + nights). */
  @Property({ type: 'date' })
  date: string;

  @Property({ type: 'integer', nullable: true })
  pointId: (number & Opt) | null = null;

  @Property({ type: 'string', length: 150, nullable: true })
  pointName: (string & Opt) | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  pointAddress: (string & Opt) | null = null;

  /** 'HH:mm' at the point that day. */
  @Property({ type: 'string', length: 5, nullable: true })
  pointTime: (string & Opt) | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  line1: (string & Opt) | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  line2: (string & Opt) | null = null;

  @Property({ type: 'string', length: 60, nullable: true })
  town: (string & Opt) | null = null;

  /** Normalised ('BS8 4JZ'). */
  @Property({ type: 'string', length: 8, nullable: true })
  postcode: (string & Opt) | null = null;

  @Property({ type: 'string', length: 4, nullable: true })
  district: (string & Opt) | null = null;

  @Property({ type: 'string', length: 300, nullable: true })
  note: (string & Opt) | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  contactName: (string & Opt) | null = null;

  @Property({ type: 'double', nullable: true })
  lat: (number & Opt) | null = null;

  @Property({ type: 'double', nullable: true })
  lng: (number & Opt) | null = null;

  /** The delivery zone and window (catalog records, by id only) it was booked in. */
  @Property({ type: 'integer', nullable: true })
  zoneId: (number & Opt) | null = null;

  @Property({ type: 'integer', nullable: true })
  windowId: (number & Opt) | null = null;

  @Property({ type: 'string', length: 5, nullable: true })
  windowStart: (string & Opt) | null = null;

  @Property({ type: 'string', length: 5, nullable: true })
  windowEnd: (string & Opt) | null = null;

  @Property()
  feePence: number & Opt = 0;

  @Property({ type: 'string', length: 12 })
  state: LegState & Opt = 'booked';

  @Property({ type: 'string', length: 20, nullable: true })
  failureReason: (LegFailureReason & Opt) | null = null;

  /** The driver who has the stop (an auth record, by id only). */
  @Property({ type: 'integer', nullable: true })
  driverUserId: (number & Opt) | null = null;

  @Property({ type: 'datetime', nullable: true })
  stateChangedAt: (Date & Opt) | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(props: LegProps) {
    this.booking = props.booking;
    this.direction = props.direction;
    this.kind = props.kind;
    this.date = props.date;
    Object.assign(this, props.fields);
  }
}

/** What a checkout decides about a leg: copied onto the row as booked. */
export type LegFields = Partial<
  Pick<
    BookingLeg,
    | 'pointId'
    | 'pointName'
    | 'pointAddress'
    | 'pointTime'
    | 'line1'
    | 'line2'
    | 'town'
    | 'postcode'
    | 'district'
    | 'note'
    | 'contactName'
    | 'lat'
    | 'lng'
    | 'zoneId'
    | 'windowId'
    | 'windowStart'
    | 'windowEnd'
    | 'feePence'
  >
>;

export interface LegProps {
  booking: Booking;
  direction: LegDirection;
  kind: 'point' | 'address';
  date: string;
  fields: LegFields;
}

/** A leg as a checkout (or a change) decides it, before it is a row. */
export interface PlannedLeg {
  direction: LegDirection;
  kind: 'point' | 'address';
  /** 'YYYY-MM-DD' */
  date: string;
  fields: LegFields;
}
