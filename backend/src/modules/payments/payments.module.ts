import { Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { OfflinePaymentProvider } from './offline/offline-payment-provider.js';
import { TestPaymentsController } from './offline/test-payments.controller.js';
import { TestPaymentsService } from './offline/test-payments.service.js';
import { PaymentProvider } from './payment-provider.js';
import { createStripeClient } from './stripe/stripe-client.js';
import { StripePaymentProvider } from './stripe/stripe-payment-provider.js';
import { PayoutReconciliation } from './payouts/payout-reconciliation.js';
import { PaymentLedger } from './refunds/payment-ledger.js';
import { RefundExecutor } from './refunds/refund-executor.js';
import { LedgerReport } from './reports/ledger-report.js';
import { LedgerRollup } from './reports/ledger-rollup.js';
import { PaymentEventProcessor } from './webhook/payment-event.processor.js';
import { StripeWebhookController } from './webhook/stripe-webhook.controller.js';
import { StripeWebhookService } from './webhook/stripe-webhook.service.js';

/** Stripe when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set, otherwise the offline test provider. */
function paymentProviderFor(config: AppConfig): PaymentProvider {
  return config.stripe ? new StripePaymentProvider(createStripeClient(config.stripe)) : new OfflinePaymentProvider();
}

@Module({
  controllers: [TestPaymentsController, StripeWebhookController],
  providers: [
    { provide: PaymentProvider, inject: [APP_CONFIG], useFactory: paymentProviderFor },
    TestPaymentsService,
    StripeWebhookService,
    PaymentEventProcessor,
    PaymentLedger,
    RefundExecutor,
    PayoutReconciliation,
    LedgerReport,
    LedgerRollup,
  ],
  exports: [PaymentProvider, PaymentLedger, PayoutReconciliation, LedgerReport, LedgerRollup],
})
export class PaymentsModule {}
