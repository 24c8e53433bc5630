import { Collection, type Opt } from '@mikro-orm/core';
import { Entity, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { DEFAULT_DELIVERY_CUT_OFF_HOURS, DEFAULT_RUN_LEAD_MINUTES, DEFAULT_SAME_DAY_GAP_MINUTES } from '@luggage/contracts';
import { CollectionLocation } from './collection-location.entity.js';

@Entity({ tableName: 'collection_city' })
export class CollectionCity {
  @PrimaryKey()
  id!: number;

  @Property({ length: 100 })
  name: string;

  @Property({ type: 'double' })
  lat: number;

  @Property({ type: 'double' })
  lng: number;

  @OneToMany(() => CollectionLocation, (location) => location.city, { orderBy: { id: 'asc' } })
  locations = new Collection<CollectionLocation>(this);

  /** A delivery window can be booked until this many hours before it starts. */
  @Property({ type: 'smallint' })
  deliveryCutOffHours: number & Opt = DEFAULT_DELIVERY_CUT_OFF_HOURS;

  /** A run can start this many minutes before its window starts (until the window ends). */
  @Property({ type: 'smallint' })
  runLeadMinutes: number & Opt = DEFAULT_RUN_LEAD_MINUTES;

  /** A same-day stay's delivery starts this many minutes after its collection window ends, at least. */
  @Property({ type: 'smallint' })
  sameDayGapMinutes: number & Opt = DEFAULT_SAME_DAY_GAP_MINUTES;

  /** A second delivery attempt's fixed fee (0: free); null: the zone's fee per trip. */
  @Property({ type: 'integer', nullable: true })
  secondAttemptFeePence: number | null = null;

  @Property()
  createdAt: Date & Opt = new Date();

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(props: { name: string; lat: number; lng: number }) {
    this.name = props.name;
    this.lat = props.lat;
    this.lng = props.lng;
  }
}
