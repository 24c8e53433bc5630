export * from './languages.js';
export * from './format.js';
export * from './message-keys.js';
export * from './translations.js';
export * from './terms.js';
export * from './message.js';
