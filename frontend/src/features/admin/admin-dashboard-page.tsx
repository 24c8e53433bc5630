import { ComingSoon } from '../../components/ui/coming-soon';

// Placeholder: mounted at /admin-dashboard/*, so the admin feature can declare its own sub-routes here.
export function AdminDashboardPage() {
  return <ComingSoon title="Admin dashboard" />;
}
