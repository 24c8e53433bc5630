import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { type SessionUser, useSession } from '../../lib/session-context';
import { Button, ButtonLink } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { verifyEmail } from './api/verify-email';
import { LiveMessages } from './components/live-messages';
import { useResendVerification } from './hooks/use-resend-verification';
import './account.css';

type Outcome = { verified: true; message: string } | { verified: false; message: string };

// A link is spent on first use: one request per token and page load, however often React runs the effect.
const attempts = new Map<string, Promise<Outcome>>();

function check(token: string): Promise<Outcome> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail({ token }).then(
      ({ status }) => ({ verified: true, message: status }),
      (error: unknown) => ({
        verified: false,
        message: error instanceof ApiError && error.status < 500 ? error.message : 'We could not check your link just now. Please try again later.',
      }),
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** /verify-email/{token}: the link of the verification email. Works signed in or not; says what happened in words. */
export function VerifyEmailPage() {
  const token = useParams().token ?? '';
  const { user, ready, refreshUser } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signedIn = useRef(false);
  signedIn.current = user !== null;
  usePageTitle('Verify your email address');

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
      <p className="eyebrow">Your account</p>
      {outcome === null || !ready ? (
        <>
          <h1 id="verify-page-title" className="account-page__title">
            Verifying your email address
          </h1>
          <Spinner size="lg" label="Checking your link…" />
        </>
      ) : outcome.verified ? (
        <Verified message={outcome.message} signedIn={user !== null} />
      ) : (
        <LinkFailed message={outcome.message} user={user} />
      )}
    </section>
  );
}

function Verified({ message, signedIn }: { message: string; signedIn: boolean }) {
  return (
    <>
      <h1 id="verify-page-title" className="account-page__title">
        Email address verified
      </h1>
      <p className="account-page__intro">{message} Bookings made with it now show on your account.</p>
      {signedIn ? <ButtonLink to="/user-dashboard">Go to your account</ButtonLink> : <ButtonLink to="/login">Log in</ButtonLink>}
    </>
  );
}

function LinkFailed({ message, user }: { message: string; user: SessionUser | null }) {
  const { refreshUser } = useSession();
  const { send, sending, status, error } = useResendVerification(() => void refreshUser());
  return (
    <>
      <h1 id="verify-page-title" className="account-page__title">
        This link did not work
      </h1>
      <p className="account-page__intro">{message}</p>
      {!user && (
        <p>
          <Link to="/login">Log in</Link> to ask for a new link.
        </p>
      )}
      {user?.emailVerified && (
        <p>
          Your email address is verified already. <Link to="/user-dashboard">Go to your account</Link>
        </p>
      )}
      {user && !user.emailVerified && (
        <div className="verify-page__resend">
          <p>
            We can email a new link to <strong>{user.email}</strong>.
          </p>
          <Button onClick={() => void send()} aria-disabled={sending}>
            {sending ? 'Sending…' : 'Resend verification email'}
          </Button>
          <LiveMessages status={status} error={error} />
        </div>
      )}
    </>
  );
}
