import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paymentIntentIdFromSecret, type TestPaymentResult, type Text } from '@luggage/contracts';
import { ApiError } from '../../lib/api-client';
import { formatCardNumber, formatCvc, formatExpiry, incompleteCardMessage, paymentErrorMessage, paymentStatusMessage } from './card-input';
import { authenticateTestPayment, confirmTestPayment } from './test-payments-api';
import { PaymentActions, PaymentMessage } from './payment-parts';
import { TestAuthDialog } from './test-auth-dialog';
import { TestCardsBanner } from './test-cards-banner';

interface OfflineCardFormProps {
  clientSecret: string;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
}

/** The offline test provider's card form: clearly test mode, judged by the server on Stripe's test numbers. */
export function OfflineCardForm({ clientSecret, onBack, onPaid }: OfflineCardFormProps) {
  const { t } = useTranslation('checkout');
  const intentId = paymentIntentIdFromSecret(clientSecret);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Text | null>(null);
  const [authenticating, setAuthenticating] = useState(false);

  const handle = (result: TestPaymentResult) => {
    setAuthenticating(result.status === 'requires_action');
    if (result.status === 'succeeded') onPaid(intentId);
    else if (result.status === 'processing') setMessage(paymentStatusMessage('processing'));
    else if (result.status === 'requires_payment_method') setMessage(paymentErrorMessage(result.error));
  };
  const fail = (error: unknown) => {
    setAuthenticating(false);
    if (error instanceof ApiError && error.isRateLimited) return setMessage(error.message);
    const validation = error instanceof ApiError && error.isValidation;
    const detail = validation ? (Object.values(error.errors).flat()[0] ?? error.message) : undefined;
    setMessage(paymentErrorMessage(validation ? { type: 'validation_error', message: detail } : undefined));
  };
  const run = (request: Promise<TestPaymentResult>) => {
    setBusy(true);
    request.then(handle, fail).finally(() => setBusy(false));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const incomplete = incompleteCardMessage(card.number, card.expiry, card.cvc);
    setMessage(incomplete ? paymentErrorMessage({ type: 'validation_error', message: t(incomplete.key) }) : null);
    if (incomplete) return;
    const cardNumber = card.number.replace(/\D/g, '');
    run(confirmTestPayment(intentId, { clientSecret, cardNumber, expiry: card.expiry, cvc: card.cvc }));
  };

  return (
    <form className="card-form" noValidate onSubmit={submit} aria-busy={busy}>
      <TestCardsBanner />
      <fieldset className="panel card-form__fields" disabled={busy}>
        <legend className="panel__title">{t('card.details')}</legend>
        <div className="field">
          <label className="field__label" htmlFor="card-number">{t('card.number')}</label>
          <input id="card-number" className="field__input" inputMode="numeric" autoComplete="off" placeholder="1234 1234 1234 1234"
            value={card.number} onChange={(e) => setCard({ ...card, number: formatCardNumber(e.target.value) })} />
        </div>
        <div className="card-form__row">
          <div className="field">
            <label className="field__label" htmlFor="card-expiry">{t('card.expiry')}</label>
            <input id="card-expiry" className="field__input" inputMode="numeric" autoComplete="off" placeholder={t('card.expiryPlaceholder')}
              value={card.expiry} onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })} />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="card-cvc">{t('card.cvc')}</label>
            <input id="card-cvc" className="field__input" inputMode="numeric" autoComplete="off" placeholder={t('card.cvcPlaceholder')}
              value={card.cvc} onChange={(e) => setCard({ ...card, cvc: formatCvc(e.target.value) })} />
          </div>
        </div>
      </fieldset>
      <PaymentMessage message={message} />
      <PaymentActions busy={busy} onBack={onBack} />
      {authenticating && (
        <TestAuthDialog busy={busy} onDecide={(approve) => run(authenticateTestPayment(intentId, { clientSecret, approve }))} />
      )}
    </form>
  );
}
