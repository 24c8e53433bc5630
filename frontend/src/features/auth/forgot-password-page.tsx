import { ComingSoon } from '../../components/ui/coming-soon';

// Placeholder until accounts are built: email field, POST /forgot-password.
export function ForgotPasswordPage() {
  return <ComingSoon title="Forgot your password?" />;
}
