// The operator's money pages (reports, exports, promo codes, partners, claims): one chunk behind one import, so the first
// load's route table stays small. The reports' chart is a lazy chunk of its own: Chart.js loads only with a report.
export { ClaimsPage } from './claims-page';
export { ExportsPage } from './exports-page';
export { PartnersPage } from './partners-page';
export { PromoCodesPage } from './promo-codes-page';
export { ReportsPage } from './reports-page';
