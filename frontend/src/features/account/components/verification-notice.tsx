import { Button } from '../../../components/ui/button';
import { useResendVerification } from '../hooks/use-resend-verification';
import { LiveMessages } from './live-messages';

interface VerificationNoticeProps {
  email: string;
  /** The server says the address is verified after all (another tab followed the link): reload the user. */
  onVerified: () => void;
}

/** While the account's email is unverified: what that means for the bookings shown, and a new link on request. */
export function VerificationNotice({ email, onVerified }: VerificationNoticeProps) {
  const { send, sending, status, error } = useResendVerification(onVerified);
  return (
    <section className="panel account-verify" aria-labelledby="verify-title">
      <h2 id="verify-title" className="panel__title">
        Verify your email address
      </h2>
      <p>
        We have emailed a link to <strong>{email}</strong>. Until you open it, this page shows only the bookings you make
        while logged in. Bookings made with this email address without logging in will show once it is verified.
      </p>
      <Button variant="secondary" onClick={() => void send()} aria-disabled={sending}>
        {sending ? 'Sending…' : 'Resend verification email'}
      </Button>
      <LiveMessages status={status} error={error} />
    </section>
  );
}
