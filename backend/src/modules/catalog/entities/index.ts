import { CollectionCity } from './collection-city.entity.js';
import { CollectionLocation } from './collection-location.entity.js';
import { Discount } from './discount.entity.js';
import { StorageItem } from './storage-item.entity.js';

export { CollectionCity, CollectionLocation, Discount, StorageItem };
export const catalogEntities = [StorageItem, Discount, CollectionCity, CollectionLocation];
