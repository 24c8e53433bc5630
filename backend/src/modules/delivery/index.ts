export { DeliveryModule } from './delivery.module.js';
