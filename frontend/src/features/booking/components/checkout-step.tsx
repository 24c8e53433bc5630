import { useTranslation } from 'react-i18next';
import type { GetDataResponse } from '@luggage/contracts';
import { CardPayment } from '../../../components/payment/card-payment';
import { BookingPolicyNote } from '../../../components/policy/booking-policy-note';
import { CancellationPolicyText } from '../../../components/policy/cancellation-policy-text';
import { Button } from '../../../components/ui/button';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import { useSay } from '../../../lib/i18n/say';
import { useFormatter } from '../../../lib/i18n/use-language';
import type { ConfirmationState } from '../hooks/use-booking-confirmation';
import type { IntentState } from '../hooks/use-payment-intent';
import { AlertIcon } from './booking-icons';
import { StepFrame } from './step-frame';
import { BackButton } from './wizard-actions';

interface CheckoutStepProps {
  payments: GetDataResponse['payments'];
  totalPence: number;
  /** The handover, for the policy stated before the card form (null until known). */
  handover: Date | null;
  intent: IntentState;
  returned: boolean;
  paid: boolean;
  confirmation: ConfirmationState;
  onRetryConfirmation: () => void;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
}

export function CheckoutStep(props: CheckoutStepProps) {
  const { t } = useTranslation('checkout');
  const { money } = useFormatter();
  return (
    <StepFrame title={t('checkout.heading')} lead={t('checkout.lead')} className="checkout">
      <p className="checkout__total">
        <span>{t('checkout.totalToPay')}</span> <strong>{money(props.totalPence)}</strong>
      </p>
      {!props.paid && (
        <div className="checkout__policy">
          <CancellationPolicyText className="form-note" />
          {props.handover && <BookingPolicyNote handover={props.handover} />}
        </div>
      )}
      {props.paid ? <Confirmation {...props} /> : <PaymentForm {...props} />}
    </StepFrame>
  );
}

function PaymentForm({ payments, intent, returned, onBack, onPaid }: CheckoutStepProps) {
  const { t } = useTranslation('checkout');
  if (intent.status === 'loading') return <PageSpinner label={t('summary.preparing')} />;
  if (intent.status !== 'ready') {
    return (
      <>
        <div className="problem" role="alert">
          <AlertIcon className="problem__icon" />
          <p>{t('checkout.notReady')}</p>
        </div>
        <div className="wizard-actions">
          <BackButton onClick={onBack} />
        </div>
      </>
    );
  }
  return (
    <CardPayment
      payments={payments}
      clientSecret={intent.clientSecret}
      returned={returned}
      returnUrl={`${window.location.origin}/selection`}
      onBack={onBack}
      onPaid={onPaid}
    />
  );
}

function Confirmation({ confirmation, onRetryConfirmation }: CheckoutStepProps) {
  const { t } = useTranslation('checkout');
  const say = useSay();
  if (confirmation.status === 'refunded') {
    return (
      <div className="problem" role="alert">
        <AlertIcon className="problem__icon" />
        <p className="problem__title">{confirmation.message}</p>
      </div>
    );
  }
  if (confirmation.status !== 'failed') {
    return (
      <div className="confirming">
        <Spinner label={t('checkout.confirming')} />
        <p aria-hidden="true">{t('checkout.confirming')}</p>
      </div>
    );
  }
  return (
    <div className="problem" role="alert">
      <AlertIcon className="problem__icon" />
      <div>
        <p className="problem__title">{say(confirmation.message)}</p>
        <p>{t('checkout.bookingSafe')}</p>
        <Button variant="secondary" size="sm" onClick={onRetryConfirmation}>
          {t('checkout.retry')}
        </Button>
      </div>
    </div>
  );
}
