import { formatPounds, pointScheduleOf, type CalendarDate, type CollectionLocationView, type GetDataResponse } from '@luggage/contracts';
import { CardPayment } from '../../../components/payment/card-payment';
import { BookingPolicyNote } from '../../../components/policy/booking-policy-note';
import { CancellationPolicyText } from '../../../components/policy/cancellation-policy-text';
import { Button } from '../../../components/ui/button';
import { PageSpinner, Spinner } from '../../../components/ui/spinner';
import type { ConfirmationState } from '../hooks/use-booking-confirmation';
import type { IntentState } from '../hooks/use-payment-intent';
import { AlertIcon } from './booking-icons';
import { StepFrame } from './step-frame';
import { BackButton } from './wizard-actions';

interface CheckoutStepProps {
  payments: GetDataResponse['payments'];
  totalPence: number;
  /** The collection, for the policy stated before the card form. */
  date: CalendarDate | null;
  location: CollectionLocationView | null;
  intent: IntentState;
  returned: boolean;
  paid: boolean;
  confirmation: ConfirmationState;
  onRetryConfirmation: () => void;
  onBack: () => void;
  onPaid: (paymentIntentId: string) => void;
}

export function CheckoutStep(props: CheckoutStepProps) {
  return (
    <StepFrame title="Checkout" lead="Pay securely by card to confirm your booking." className="checkout">
      <p className="checkout__total">
        <span>Total to pay</span> <strong>{formatPounds(props.totalPence)}</strong>
      </p>
      {!props.paid && (
        <div className="checkout__policy">
          <CancellationPolicyText className="form-note" />
          {props.date && props.location && <BookingPolicyNote date={props.date} point={pointScheduleOf(props.location)} />}
        </div>
      )}
      {props.paid ? <Confirmation {...props} /> : <PaymentForm {...props} />}
    </StepFrame>
  );
}

function PaymentForm({ payments, intent, returned, onBack, onPaid }: CheckoutStepProps) {
  if (intent.status === 'loading') return <PageSpinner label="Preparing secure payment…" />;
  if (intent.status !== 'ready') {
    return (
      <>
        <div className="problem" role="alert">
          <AlertIcon className="problem__icon" />
          <p>The secure payment is not ready. Go back to the summary to try again.</p>
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
  if (confirmation.status !== 'failed') {
    return (
      <div className="confirming">
        <Spinner label="Payment succeeded. Confirming your booking…" />
        <p aria-hidden="true">Payment succeeded. Confirming your booking…</p>
      </div>
    );
  }
  return (
    <div className="problem" role="alert">
      <AlertIcon className="problem__icon" />
      <div>
        <p className="problem__title">{confirmation.message}</p>
        <p>Your booking is safe: we will confirm it by email once we have seen the payment.</p>
        <Button variant="secondary" size="sm" onClick={onRetryConfirmation}>
          Retry
        </Button>
      </div>
    </div>
  );
}
