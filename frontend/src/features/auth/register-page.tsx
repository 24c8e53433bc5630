import { ComingSoon } from '../../components/ui/coming-soon';

// Placeholder until accounts are built: name, email, password, confirmation; POST /register.
export function RegisterPage() {
  return <ComingSoon title="Create an account" />;
}
