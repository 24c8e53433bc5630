import { ComingSoon } from '../../components/ui/coming-soon';

// Placeholder until accounts are built: greets the user by name; admins go to /admin-dashboard.
export function UserDashboardPage() {
  return <ComingSoon title="Your account" />;
}
