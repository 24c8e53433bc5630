export { AccountModule } from './account.module.js';
