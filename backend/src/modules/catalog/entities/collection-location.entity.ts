import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CollectionCity } from './collection-city.entity.js';

import { DEFAULT_CAPACITY, DEFAULT_LEAD_MINUTES, defaultOpeningHours, type OpeningHours, type PointClosure, type Translations, WEEKDAYS } from '@luggage/contracts';

@Entity({ tableName: 'collection_location' })
export class CollectionLocation {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => CollectionCity)
  city: Rel<CollectionCity>;

  @Property({ length: 150 })
  name: string;

  @Property({ length: 300 })
  address: string;

  @Property({ type: 'double' })
  lat: number;

  @Property({ type: 'double' })
  lng: number;

  /** 'HH:mm' in Europe/London: when the point collects and returns luggage. */
  @Property({ length: 5 })
  collectReturnTime: string;

  /** Bags the point takes a night. */
  @Property()
  capacity: number & Opt = DEFAULT_CAPACITY;

  /** Where exactly to meet, what to look for, accessibility notes; '' when none. */
  @Property({ length: 1000 })
  instructions: string & Opt = '';

  /** The name and instructions in other languages (a language left out shows the English). */
  @Property({ type: 'json' })
  nameTranslations: Translations & Opt = {};

  @Property({ type: 'json' })
  instructionsTranslations: Translations & Opt = {};

  /** ISO weekdays the point is open, 1 Monday to 7 Sunday, ascending. */
  @Property({ type: 'smallint[]', columnType: 'smallint[]' })
  openWeekdays: number[] & Opt = [...WEEKDAYS];

  /** ISO weekday ('1'..'7') to 'HH:mm', for the weekdays whose handover is not at collectReturnTime. */
  @Property({ type: 'json' })
  weekdayTimes: Record<string, string> & Opt = {};

  /** Dates the point is closed on an open weekday, with the note customers read; ascending. */
  @Property({ type: 'json' })
  closures: PointClosure[] & Opt = [];

  /** ISO weekday ('1'..'7', all seven) to { opens, closes } 'HH:mm'; every day's handover lies within its day's hours. */
  @Property({ type: 'json' })
  openingHours: OpeningHours & Opt = defaultOpeningHours();

  /** Minutes past the next half hour before a same-day drop-off for today. */
  @Property({ type: 'smallint' })
  leadMinutes: number & Opt = DEFAULT_LEAD_MINUTES;

  @Property()
  active: boolean & Opt = true;

  @Property()
  createdAt: Date & Opt = new Date();

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(props: { city: CollectionCity; name: string; address: string; lat: number; lng: number; collectReturnTime: string }) {
    this.city = props.city;
    this.name = props.name;
    this.address = props.address;
    this.lat = props.lat;
    this.lng = props.lng;
    this.collectReturnTime = props.collectReturnTime;
  }
}
