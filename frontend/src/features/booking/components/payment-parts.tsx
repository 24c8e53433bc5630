import { TEXTS } from '@luggage/contracts';
import { Button } from '../../../components/ui/button';
import { AlertIcon, LockIcon } from './booking-icons';
import { BackButton } from './wizard-actions';

/** The payment's outcome or error, announced; the form stays usable so the customer can try again. */
export function PaymentMessage({ message }: { message: string | null }) {
  return (
    <div className="payment-message" role="alert">
      {message && (
        <p>
          <AlertIcon width={20} height={20} />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

export function PaymentActions({ busy, disabled, onBack }: { busy: boolean; disabled?: boolean; onBack: () => void }) {
  return (
    <div className="wizard-actions">
      <BackButton onClick={onBack} disabled={busy} />
      <Button type="submit" className="wizard-actions__next" disabled={busy || disabled}>
        {busy ? <span className="spinner spinner--sm" aria-hidden="true" /> : <LockIcon width={18} height={18} />}
        {TEXTS.payNow}
      </Button>
      <span className="visually-hidden" role="status">
        {busy ? 'Processing your payment…' : ''}
      </span>
    </div>
  );
}
