export { CatalogModule } from './catalog.module.js';
export { CatalogService, parseId } from './catalog.service.js';
