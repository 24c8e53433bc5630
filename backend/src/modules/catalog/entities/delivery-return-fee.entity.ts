import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { CollectionCity } from './collection-city.entity.js';

/** The fee of returning bags stored in one city at a point of another (or the same); no row: not offered. */
@Entity({ tableName: 'delivery_return_fee' })
export class DeliveryReturnFee {
  @ManyToOne(() => CollectionCity, { primary: true })
  fromCity: Rel<CollectionCity>;

  @ManyToOne(() => CollectionCity, { primary: true })
  toCity: Rel<CollectionCity>;

  @Property()
  feePence: number;

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(props: { fromCity: CollectionCity; toCity: CollectionCity; feePence: number }) {
    this.fromCity = props.fromCity;
    this.toCity = props.toCity;
    this.feePence = props.feePence;
  }
}
