export { DeliveryModule } from './delivery.module.js';
export { RunClock } from './run-clock.js';
