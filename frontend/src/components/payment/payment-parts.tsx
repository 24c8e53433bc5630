import { useTranslation } from 'react-i18next';
import type { Text } from '@luggage/contracts';
import { Button } from '../ui/button';
import { AlertIcon, ChevronLeftIcon, LockIcon } from '../ui/icons';

/**
 * The payment's outcome or error, announced; the form stays usable so the customer can try again. Its messages are keys
 * with plain values (card-input.ts), said with `t` alone: useSay here would split the SPA's own helpers out of the
 * landing page's entry into extra chunks (Rolldown's splitting of this shared, lazily loaded form), over its budget.
 */
export function PaymentMessage({ message }: { message: Text | null }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="payment-message" role="alert">
      {message && (
        <p>
          <AlertIcon width={20} height={20} />
          <span>{typeof message === 'string' ? message : t(message.key, message.params)}</span>
        </p>
      )}
    </div>
  );
}

export function PaymentBackButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <Button variant="secondary" className="payment-actions__back" onClick={onClick} disabled={disabled}>
      <ChevronLeftIcon width={20} height={20} />
      {t('payment.back')}
    </Button>
  );
}

export function PaymentActions({ busy, disabled, onBack }: { busy: boolean; disabled?: boolean; onBack: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="payment-actions">
      <PaymentBackButton onClick={onBack} disabled={busy} />
      <Button type="submit" className="payment-actions__pay" disabled={busy || disabled}>
        {busy ? <span className="spinner spinner--sm" aria-hidden="true" /> : <LockIcon width={18} height={18} />}
        {t('payment.payNow')}
      </Button>
      <span className="visually-hidden" role="status">
        {busy ? t('payment.processing') : ''}
      </span>
    </div>
  );
}
