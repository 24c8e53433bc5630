import { ComingSoon } from '../../components/ui/coming-soon';

// Placeholder until accounts are built: the token is the :token route param, the email is ?email=.
export function PasswordResetPage() {
  return <ComingSoon title="Choose a new password" />;
}
