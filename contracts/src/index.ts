export * from './catalog.js';
export * from './money.js';
export * from './pricing.js';
export * from './dates.js';
export * from './texts.js';
export * from './booking.js';
export * from './customer-details.js';
