import { Link } from 'react-router-dom';
import { ComingSoon } from '../../components/ui/coming-soon';

// Placeholder until accounts are built: email and password form, POST /login.
export function LoginPage() {
  return (
    <ComingSoon title="Log in">
      <p>Customer accounts are coming soon. You can book without one.</p>
      <p>
        <Link to="/forgot-password">Forgot your password?</Link> · <Link to="/register">Create an account</Link>
      </p>
    </ComingSoon>
  );
}
