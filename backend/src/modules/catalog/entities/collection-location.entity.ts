import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { CollectionCity } from './collection-city.entity.js';

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
