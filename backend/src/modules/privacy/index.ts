export { PrivacyModule } from './privacy.module.js';
