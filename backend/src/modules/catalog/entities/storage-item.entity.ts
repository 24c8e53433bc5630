import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Translations } from '@luggage/contracts';

@Entity({ tableName: 'storage_item' })
export class StorageItem {
  @PrimaryKey()
  id!: number;

  @Property({ length: 16, unique: true })
  code: string;

  @Property({ length: 100 })
  title: string;

  @Property({ length: 500 })
  description: string;

  /** Price per night of one item, in pence. */
  @Property()
  pricePence: number;

  /** Price for a day (a same-day stay) of one item, in pence. */
  @Property()
  dayPricePence: number;

  /** The title and description in other languages (a language left out shows the English). */
  @Property({ type: 'json' })
  nameTranslations: Translations & Opt = {};

  @Property({ type: 'json' })
  descriptionTranslations: Translations & Opt = {};

  @Property()
  active: boolean & Opt = true;

  @Property()
  createdAt: Date & Opt = new Date();

  @Property({ onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  /** `dayPricePence` left out: a day costs the night price. */
  constructor(props: { code: string; title: string; description: string; pricePence: number; dayPricePence?: number; active?: boolean }) {
    this.code = props.code;
    this.title = props.title;
    this.description = props.description;
    this.pricePence = props.pricePence;
    this.dayPricePence = props.dayPricePence ?? props.pricePence;
    this.active = props.active ?? true;
  }
}
