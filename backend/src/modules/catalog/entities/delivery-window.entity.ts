import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CollectionCity } from './collection-city.entity.js';

/** A city's time window for collections and deliveries, and the trips it takes. */
@Entity({ tableName: 'delivery_window' })
export class DeliveryWindow {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => CollectionCity)
  city: Rel<CollectionCity>;

  /** 'HH:mm' London time, before endTime. */
  @Property({ length: 5 })
  startTime: string;

  @Property({ length: 5 })
  endTime: string;

  @Property()
  trips: number;

  /** false: retired, offered to no new booking or change; the legs booked in it keep it. */
  @Property()
  active: boolean & Opt = true;

  @Property()
  createdAt: Date & Opt = new Date();

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(props: { city: CollectionCity; startTime: string; endTime: string; trips: number }) {
    this.city = props.city;
    this.startTime = props.startTime;
    this.endTime = props.endTime;
    this.trips = props.trips;
  }
}
