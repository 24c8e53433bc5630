import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { GetDataResponse } from '@luggage/contracts';
import { activeLanguage } from '../../lib/i18n/active-language';
import { PageSpinner } from '../ui/spinner';
import { OfflineCardForm } from './offline-card-form';
import './payment.css';

// Its own chunk: Stripe.js and its React bindings load only where a card is asked for, only with Stripe configured.
const StripeCheckout = lazy(() => import('./stripe-checkout'));

export interface CardPaymentProps {
  payments: GetDataResponse['payments'];
  clientSecret: string;
  /** True when Stripe has just sent the customer back here after an extra step (3D Secure, a bank app). */
  returned: boolean;
  /** Where Stripe sends the customer back after such a step. */
  returnUrl: string;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
}

/**
 * The card form for a payment intent's client secret: the offline test provider's form, or Stripe's Payment Element.
 * The booking wizard's checkout and the manage page's dearer changes both pay through it.
 */
export function CardPayment({ payments, clientSecret, returned, returnUrl, onBack, onPaid }: CardPaymentProps) {
  const { t } = useTranslation('checkout');
  if (payments.provider === 'offline') return <OfflineCardForm clientSecret={clientSecret} onBack={onBack} onPaid={onPaid} />;
  return (
    <Suspense fallback={<PageSpinner label={t('payment.loadingForm')} />}>
      <StripeCheckout
        publishableKey={payments.publishableKey}
        clientSecret={clientSecret}
        returned={returned}
        returnUrl={returnUrl}
        onBack={onBack}
        onPaid={onPaid}
        language={activeLanguage()}
      />
    </Suspense>
  );
}
