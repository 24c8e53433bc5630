import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Booking } from './booking.entity.js';

/** One basket line of a booking, with the item's code, title and price as they were when booked. */
@Entity({ tableName: 'booking_item' })
export class BookingItem {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking: Rel<Booking>;

  /** The storage item's id (a catalog record, referred to by id only). */
  @Property()
  storageItemId: number;

  @Property({ length: 16 })
  code: string;

  @Property({ length: 100 })
  title: string;

  @Property()
  unitPricePence: number;

  @Property({ type: 'smallint' })
  amount: number;

  constructor(props: { booking: Booking; storageItemId: number; code: string; title: string; unitPricePence: number; amount: number }) {
    this.booking = props.booking;
    this.storageItemId = props.storageItemId;
    this.code = props.code;
    this.title = props.title;
    this.unitPricePence = props.unitPricePence;
    this.amount = props.amount;
  }
}
