export { PartnersModule } from './partners.module.js';
