import type { AccountBooking } from '@luggage/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../lib/session-context';
import { richText } from '../../lib/i18n/rich-text';
import { PageSpinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { getMyBookings } from './api/my-bookings';
import { BookingsList } from './components/bookings-list';
import { ChangeEmailForm } from './components/change-email-form';
import { DeleteAccountForm } from './components/delete-account-form';
import { VerificationNotice } from './components/verification-notice';
import './account.css';

function useMyBookings(enabled: boolean) {
  const [bookings, setBookings] = useState<AccountBooking[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setFailed(false);
    getMyBookings(controller.signal).then(setBookings, (error: unknown) => {
      if (!controller.signal.aborted) setFailed(true);
      console.warn('Could not load the bookings', error);
    });
    return () => controller.abort();
  }, [enabled, attempt]);

  return { bookings, failed, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}

/**
 * /user-dashboard: greets the customer, asks them to verify their email while it is not, lists their bookings and
 * lets them change their email or delete the account. Visitors go to /login, admins to /admin-dashboard.
 */
export function UserDashboardPage() {
  const { t } = useTranslation('account');
  const { user, ready, refreshUser } = useSession();
  usePageTitle(t('page.title'));
  const customer = ready && user !== null && !user.admin;
  const { bookings, failed, retry } = useMyBookings(customer);
  // What the account may see depends on its verified address: reload both after it changes.
  const reload = useCallback(async () => {
    await refreshUser();
    retry();
  }, [refreshUser, retry]);
  // Deleted: wait until the session says nobody (the login page sends a signed-in user away), then go there.
  const [deleted, setDeleted] = useState(false);
  const onDeleted = useCallback(async () => {
    setDeleted(true);
    await refreshUser();
  }, [refreshUser]);

  // The login page says so, from the key: in the language it is shown in.
  if (deleted) return user ? <PageSpinner label={t('page.deleting')} /> : <Navigate to="/login" replace state={{ statusKey: 'page.deleted' }} />;
  if (!ready) return <PageSpinner label={t('checkingSession')} />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.admin) return <Navigate to="/admin-dashboard" replace />;
  return (
    <section className="container page account-page" aria-labelledby="account-title">
      <p className="eyebrow">{t('page.title')}</p>
      <h1 id="account-title" className="account-page__title">
        {t('page.hello', { name: user.name })}
      </h1>
      <p className="account-page__intro">{richText(t('page.signedInAs', { email: user.email }), { strong: (text) => <strong>{text}</strong> })}</p>
      {!user.emailVerified && <VerificationNotice email={user.email} onVerified={() => void reload()} />}
      <h2 className="account-page__section">{t('page.bookings')}</h2>
      <BookingsList bookings={bookings} failed={failed} onRetry={retry} emailVerified={user.emailVerified} />
      <h2 id="email-title" className="account-page__section">
        {t('page.changeEmail')}
      </h2>
      <ChangeEmailForm onChanged={reload} />
      <h2 id="delete-title" className="account-page__section">
        {t('page.delete')}
      </h2>
      <DeleteAccountForm onDeleted={onDeleted} />
    </section>
  );
}
