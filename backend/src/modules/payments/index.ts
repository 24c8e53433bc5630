export { PaymentsModule } from './payments.module.js';
export {
  PaymentProvider,
  PAYMENT_TAKEN_STATUSES,
  type CreateIntentInput,
  type PaymentIntentStatus,
  type PaymentIntentView,
  type ProviderPayment,
} from './payment-provider.js';
export { PaymentProviderUnavailableError } from './payments.errors.js';
export { PaymentLedger, type LedgerSummary, type RefundRecordView, type RefundRequest } from './refunds/payment-ledger.js';
export { LedgerReport, type LedgerDay, type LedgerReportScope, type LedgerSold } from './reports/ledger-report.js';
export { paymentsEntities } from './entities/index.js';
export { erasePaymentPersonalData } from './personal-data-erasure.js';
