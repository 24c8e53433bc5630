import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CollectionCity } from './collection-city.entity.js';
import { CollectionLocation } from './collection-location.entity.js';
import type { Translations } from '@luggage/contracts';

/** A city's area, by postcode districts, served at one fee per trip and stored at one of its points. */
@Entity({ tableName: 'delivery_zone' })
export class DeliveryZone {
  @PrimaryKey()
  id!: number;

  @ManyToOne(() => CollectionCity)
  city: Rel<CollectionCity>;

  @Property({ length: 100 })
  name: string;

  /** The name in other languages (a language left out shows the English). */
  @Property({ type: 'json' })
  nameTranslations: Translations & Opt = {};

  /** Normalised outward codes ('BS8'), ascending; each in one zone at most. */
  @Property({ type: 'text[]', columnType: 'text[]' })
  districts: string[];

  @Property()
  feePence: number;

  @ManyToOne(() => CollectionLocation)
  storageLocation: Rel<CollectionLocation>;

  /** false: retired, offered to no new booking or change; the legs booked in it keep it. */
  @Property()
  active: boolean & Opt = true;

  @Property()
  createdAt: Date & Opt = new Date();

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(props: { city: CollectionCity; name: string; districts: string[]; feePence: number; storageLocation: CollectionLocation }) {
    this.city = props.city;
    this.name = props.name;
    this.districts = props.districts;
    this.feePence = props.feePence;
    this.storageLocation = props.storageLocation;
  }
}
