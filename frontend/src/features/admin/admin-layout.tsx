import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session-context';
import { workplaceOf } from '../../lib/workplace';
import { PageSpinner } from '../../components/ui/spinner';
import './admin.css';

const SECTIONS = [
  { to: '/admin-dashboard/bookings', label: 'Bookings' },
  { to: '/admin-dashboard/manifest', label: 'Manifest' },
  { to: '/admin-dashboard/occupancy', label: 'Occupancy' },
  { to: '/admin-dashboard/reports', label: 'Reports' },
  { to: '/admin-dashboard/claims', label: 'Claims' },
  { to: '/admin-dashboard/delivery', label: 'Delivery' },
  { to: '/admin-dashboard/promo-codes', label: 'Promo codes' },
  { to: '/admin-dashboard/staff', label: 'Staff' },
  { to: '/admin-dashboard/partners', label: 'Partners' },
  { to: '/admin-dashboard/exports', label: 'Exports' },
  { to: '/admin-dashboard/settings', label: 'Settings' },
];

/** The catalog's section is the dashboard and its forms: everything that is not bookings, the manifest, occupancy, reports, claims, delivery, promo codes, staff, partners, exports or settings. */
function currentSection(pathname: string): string {
  return SECTIONS.find((section) => pathname.startsWith(section.to))?.to ?? '/admin-dashboard';
}

function AdminNav() {
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  const links = [{ to: '/admin-dashboard', label: 'Catalog' }, ...SECTIONS, { to: '/staff', label: 'Check-in' }];
  return (
    <nav className="admin-nav" aria-label="Admin">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={`admin-nav__link${link.to === current ? ' active' : ''}`} aria-current={link.to === current ? (link.to === pathname ? 'page' : 'true') : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Every page under /admin-dashboard: only an admin sees them; staff are sent to their check-in screen, drivers to their
 * day, anyone else to /
 * (spec section 6 asks this of the forms; we ask it of the dashboard too). The server refuses their calls either way.
 */
export function AdminLayout() {
  const { user, ready } = useSession();
  if (!ready) return <PageSpinner label="Checking your session…" />;
  const workplace = workplaceOf(user?.role);
  if (workplace) return <Navigate to={workplace} replace />;
  if (!user?.admin) return <Navigate to="/" replace />;
  return (
    <div className="container page admin">
      <AdminNav />
      {/* The admin navigation stays while the next admin page's chunk loads. */}
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
