export { CatalogModule } from './catalog.module.js';
export { CatalogService, parseId } from './catalog.service.js';
export type { BookableLocation, CheckoutCatalog, PricedItem, PricingCatalog } from './pricing-catalog.js';
export { pointSchedule } from './pricing-catalog.js';
export { CatalogAdminService } from './catalog-admin.service.js';
export type { CityInput, DiscountInput, LocationInput, StorageItemInput } from './catalog-admin.service.js';
export { catalogEntities } from './entities/index.js';
export { seedDemoCatalog } from './demo-catalog.js';
