import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../../lib/session-context';
import { PageSpinner } from '../../../components/ui/spinner';

/**
 * Spec sections 2 and 6: a signed-in user is sent away from login, register, forgot and reset (to /). `leave()`
 * marks the page's own sign-in, so its redirect (to /user-dashboard or /) wins over this one.
 */
export function useGuestGate(): { gate: ReactNode | null; leave: () => void } {
  const { t } = useTranslation('account');
  const { user, ready } = useSession();
  const [leaving, setLeaving] = useState(false);
  let gate: ReactNode | null = null;
  if (!ready) gate = <PageSpinner label={t('checkingSession')} />;
  else if (user && !leaving) gate = <Navigate to="/" replace />;
  return { gate, leave: () => setLeaving(true) };
}
