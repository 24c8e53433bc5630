export { PaymentsModule } from './payments.module.js';
export {
  PaymentProvider,
  PAYMENT_TAKEN_STATUSES,
  type CreateIntentInput,
  type PaymentIntentStatus,
  type PaymentIntentView,
  type PayoutTransaction,
  type ProviderPayment,
} from './payment-provider.js';
export { PaymentProviderUnavailableError } from './payments.errors.js';
export { PayoutReconciliation, type LedgerLine, type PayoutMatch, type ReconciledPayoutLine } from './payouts/payout-reconciliation.js';
export { PaymentLedger, type LedgerMovements, type LedgerSummary, type RefundRecordView, type RefundRequest } from './refunds/payment-ledger.js';
export { LedgerReport, type LedgerDay, type LedgerReportScope, type LedgerSold, type LedgerSums } from './reports/ledger-report.js';
export { LedgerRollup } from './reports/ledger-rollup.js';
export { paymentsEntities } from './entities/index.js';
export { erasePaymentPersonalData } from './personal-data-erasure.js';
