import { TEXTS } from '@luggage/contracts';
import { Button } from '../ui/button';
import { AlertIcon, ChevronLeftIcon, LockIcon } from '../ui/icons';

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

export function PaymentBackButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <Button variant="secondary" className="payment-actions__back" onClick={onClick} disabled={disabled}>
      <ChevronLeftIcon width={20} height={20} />
      Back
    </Button>
  );
}

export function PaymentActions({ busy, disabled, onBack }: { busy: boolean; disabled?: boolean; onBack: () => void }) {
  return (
    <div className="payment-actions">
      <PaymentBackButton onClick={onBack} disabled={busy} />
      <Button type="submit" className="payment-actions__pay" disabled={busy || disabled}>
        {busy ? <span className="spinner spinner--sm" aria-hidden="true" /> : <LockIcon width={18} height={18} />}
        {TEXTS.payNow}
      </Button>
      <span className="visually-hidden" role="status">
        {busy ? 'Processing your payment…' : ''}
      </span>
    </div>
  );
}
