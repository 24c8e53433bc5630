import { CollectionCity } from './collection-city.entity.js';
import { CollectionLocation } from './collection-location.entity.js';
import { DeliveryReturnFee } from './delivery-return-fee.entity.js';
import { DeliveryWindow } from './delivery-window.entity.js';
import { DeliveryZone } from './delivery-zone.entity.js';
import { Discount } from './discount.entity.js';
import { StorageItem } from './storage-item.entity.js';

export { CollectionCity, CollectionLocation, DeliveryReturnFee, DeliveryWindow, DeliveryZone, Discount, StorageItem };
export const catalogEntities = [StorageItem, Discount, CollectionCity, CollectionLocation, DeliveryZone, DeliveryWindow, DeliveryReturnFee];
