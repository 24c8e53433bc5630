import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import type { Language, Text } from '@luggage/contracts';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Button } from '../ui/button';
import { paymentErrorMessage, paymentStatusMessage } from './card-input';
import { PaymentActions, PaymentBackButton, PaymentMessage } from './payment-parts';

interface StripeCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  /** True when the page was opened by Stripe's redirect back after an extra step (3D Secure, a bank app). */
  returned: boolean;
  /** Where Stripe sends the customer back after such a step: the page that shows this form. */
  returnUrl: string;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
  /** The visitor's language, for the Payment Element's own words and Stripe's card messages. */
  language: Language;
}

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js once per key; null when js.stripe.com cannot be reached (offline, blocked). */
const stripeFor = (key: string) => {
  if (!loaded.has(key)) {
    const attempt = loadStripe(key).catch(() => null);
    loaded.set(key, attempt);
    void attempt.then((stripe) => stripe ?? loaded.delete(key));
  }
  return loaded.get(key) as Promise<Stripe | null>;
};

const APPEARANCE = {
  theme: 'stripe',
  variables: { colorPrimary: '#0f5c56', colorDanger: '#b42318', borderRadius: '10px', fontFamily: 'system-ui, sans-serif' },
} as const;

/** Stripe's names of our languages: its 'zh' is Simplified Chinese. */
const STRIPE_LOCALES: Record<Language, StripeElementLocale> = { 'en-GB': 'en-GB', fr: 'fr', de: 'de', es: 'es', 'zh-Hans': 'zh' };

/** Lazy chunk: Stripe.js and the Payment Element load only where a card is asked for, only with Stripe configured. */
export default function StripeCheckout({ publishableKey, clientSecret, language, ...rest }: StripeCheckoutProps) {
  const { t } = useTranslation('checkout');
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripeFor(publishableKey).then((stripe) => current && setUnavailable(stripe === null));
    return () => {
      current = false;
    };
  }, [publishableKey]);

  if (unavailable) {
    return (
      <>
        <div className="problem" role="alert">
          <div>
            <p className="problem__title">{t('payment.formUnavailable')}</p>
            <p>{t('payment.formUnavailableHelp')}</p>
            <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
              {t('payment.tryAgain')}
            </Button>
          </div>
        </div>
        <div className="payment-actions">
          <PaymentBackButton onClick={rest.onBack} />
        </div>
      </>
    );
  }
  return (
    // A client secret cannot change inside <Elements>: a new intent gets a new form. The locale can (Elements updates
    // it in place), so a change of language keeps what was typed.
    <Elements
      key={clientSecret}
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: APPEARANCE, locale: STRIPE_LOCALES[language] }}
    >
      <StripeForm clientSecret={clientSecret} {...rest} />
    </Elements>
  );
}

function StripeForm({ clientSecret, returned, returnUrl, onBack, onPaid }: Omit<StripeCheckoutProps, 'publishableKey' | 'language'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Text | null>(null);

  // Back from a redirect: the intent's status says how it went (spec section 4).
  useEffect(() => {
    if (!stripe || !returned) return;
    stripe.retrievePaymentIntent(clientSecret).then(({ paymentIntent }) => {
      setMessage(paymentStatusMessage(paymentIntent?.status));
      if (paymentIntent?.status === 'succeeded') onPaid(paymentIntent.id);
    });
  }, [stripe, returned, clientSecret, onPaid]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setMessage(null);
    const { error, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
      redirect: 'if_required',
    });
    setBusy(false);
    if (error) setMessage(paymentErrorMessage(error));
    else if (paymentIntent.status === 'succeeded') onPaid(paymentIntent.id);
    else setMessage(paymentStatusMessage(paymentIntent.status));
  };

  return (
    <form className="card-form" onSubmit={submit} aria-busy={busy}>
      <div className="panel card-form__fields">
        <PaymentElement options={{ layout: 'tabs' }} />
      </div>
      <PaymentMessage message={message} />
      <PaymentActions busy={busy} disabled={!stripe || !elements} onBack={onBack} />
    </form>
  );
}
