import { useTranslation } from 'react-i18next';
import { richText } from '../../../lib/i18n/rich-text';
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
  const { t } = useTranslation('account');
  const { send, sending, status, error } = useResendVerification(onVerified);
  return (
    <section className="panel account-verify" aria-labelledby="verify-title">
      <h2 id="verify-title" className="panel__title">
        {t('verification.title')}
      </h2>
      <p>{richText(t('verification.notice', { email }), { strong: (text) => <strong>{text}</strong> })}</p>
      <Button variant="secondary" onClick={() => void send()} aria-disabled={sending}>
        {sending ? t('verification.sending') : t('verification.resend')}
      </Button>
      <LiveMessages status={status} error={error} />
    </section>
  );
}
