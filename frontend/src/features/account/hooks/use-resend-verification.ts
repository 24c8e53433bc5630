import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { resendVerification } from '../api/resend-verification';

/**
 * "Resend verification email": sent, or the server's refusal in words (its 409 and 429, "try again in 15 minutes", come in
 * the page's language).
 */
export function useResendVerification(onAlreadyVerified?: () => void) {
  const { t } = useTranslation('account');
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);

  const send = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setStatus(null);
    setError(null);
    try {
      await resendVerification();
      setStatus(t('verification.sent'));
    } catch (failure) {
      const known = failure instanceof ApiError && failure.status < 500;
      setError(known ? failure.message : t('verification.unexpected'));
      if (failure instanceof ApiError && failure.status === 409) onAlreadyVerified?.();
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [onAlreadyVerified, t]);

  return { send, sending, status, error };
}
