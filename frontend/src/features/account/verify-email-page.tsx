import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { type SessionUser, useSession } from '../../lib/session-context';
import { richText } from '../../lib/i18n/rich-text';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { verifyEmail } from './api/verify-email';
import { LiveMessages } from './components/live-messages';
import { useResendVerification } from './hooks/use-resend-verification';
import './account.css';

/** A failure carries the server's reason (in the page's language), or null when the server could not say. */
type Outcome = { verified: true } | { verified: false; message: string | null };

// A link is spent on first use: one request per token and page load, however often React runs the effect.
const attempts = new Map<string, Promise<Outcome>>();

function check(token: string): Promise<Outcome> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail({ token }).then(
      () => ({ verified: true }),
      (error: unknown) => ({ verified: false, message: error instanceof ApiError && error.status < 500 ? error.message : null }),
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** /verify-email/{token}: the link of the verification email. Works signed in or not; says what happened in words. */
export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const token = useParams().token ?? '';
  const { user, ready, refreshUser } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signedIn = useRef(false);
  signedIn.current = user !== null;
  usePageTitle(t('verification.title'));

  // Once the session is known, so that a signed-in user's emailVerified can be read again after the link worked.
  useEffect(() => {
    if (!ready) return;
    let live = true;
    void check(token).then(async (result) => {
      if (result.verified && signedIn.current) await refreshUser().catch(() => null);
      if (live) setOutcome(result);
    });
    return () => {
      live = false;
    };
  }, [token, ready, refreshUser]);

  return (
    <section className="container page account-page verify-page" aria-labelledby="verify-page-title">
      <p className="eyebrow">{t('page.title')}</p>
      {outcome === null || !ready ? (
        <>
          <h1 id="verify-page-title" className="account-page__title">
            {t('verification.verifying')}
          </h1>
          <Spinner size="lg" label={t('verification.checking')} />
        </>
      ) : outcome.verified ? (
        <Verified signedIn={user !== null} />
      ) : (
        <LinkFailed message={outcome.message ?? t('verification.checkFailed')} user={user} />
      )}
    </section>
  );
}

function Verified({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('account');
  return (
    <>
      <h1 id="verify-page-title" className="account-page__title">
        {t('verification.verified')}
      </h1>
      <p className="account-page__intro">{t('verification.verifiedText')}</p>
      {signedIn ? (
        <ButtonLink to="/user-dashboard">{t('verification.goToAccount')}</ButtonLink>
      ) : (
        <ButtonLink to="/login">{t('verification.login')}</ButtonLink>
      )}
    </>
  );
}

function LinkFailed({ message, user }: { message: string; user: SessionUser | null }) {
  const { t } = useTranslation('account');
  const { refreshUser } = useSession();
  const { send, sending, status, error } = useResendVerification(() => void refreshUser());
  return (
    <>
      <h1 id="verify-page-title" className="account-page__title">
        {t('verification.failed')}
      </h1>
      <p className="account-page__intro">{message}</p>
      {!user && (
        <p>{richText(t('verification.loginForNewLink'), { link: (text) => <Link to="/login">{text}</Link> })}</p>
      )}
      {user?.emailVerified && (
        <p>{richText(t('verification.alreadyVerified'), { link: (text) => <Link to="/user-dashboard">{text}</Link> })}</p>
      )}
      {user && !user.emailVerified && (
        <div className="verify-page__resend">
          <p>{richText(t('verification.canResend', { email: user.email }), { strong: (text) => <strong>{text}</strong> })}</p>
          <Button onClick={() => void send()} aria-disabled={sending}>
            {sending ? t('verification.sending') : t('verification.resend')}
          </Button>
          <LiveMessages status={status} error={error} />
        </div>
      )}
    </>
  );
}
