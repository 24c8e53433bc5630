import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { resendVerification } from '../api/resend-verification';

const UNEXPECTED = 'We could not send the email just now. Please try again.';

/** "Resend verification email": the server's answer in words, its 429 ("try again in 15 minutes") included. */
export function useResendVerification(onAlreadyVerified?: () => void) {
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
      setStatus((await resendVerification()).status);
    } catch (failure) {
      const known = failure instanceof ApiError && failure.status < 500;
      setError(known ? failure.message : UNEXPECTED);
      if (failure instanceof ApiError && failure.status === 409) onAlreadyVerified?.();
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [onAlreadyVerified]);

  return { send, sending, status, error };
}
