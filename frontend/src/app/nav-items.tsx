import { NavLink } from 'react-router-dom';
import { useSession } from '../lib/session-context';
import { workplaceOf } from '../lib/workplace';

interface NavItemsProps {
  /** Called after any item is chosen, so the drawer can close. */
  onSelect?: () => void;
  className?: string;
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav__link is-active' : 'nav__link');

/**
 * Home, Book Now, then Account + Logout when signed in or Login when not (spec section 2); staff get Check-in and drivers
 * Today (their page) instead of Home and Book Now.
 */
export function NavItems({ onSelect, className = 'nav__list' }: NavItemsProps) {
  const { user, logout } = useSession();

  const handleLogout = () => {
    onSelect?.();
    logout().catch((error: unknown) => console.error('Logout failed', error));
  };

  const workplace = workplaceOf(user?.role);
  return (
    <ul className={className}>
      {/* Staff and drivers work from their page and their account; booking is the customers'. */}
      {workplace ? (
        <li>
          <NavLink to={workplace} className={linkClass} onClick={onSelect}>
            {workplace === '/staff' ? 'Check-in' : 'Today'}
          </NavLink>
        </li>
      ) : (
        <li>
          <NavLink to="/" end className={linkClass} onClick={onSelect}>
            Home
          </NavLink>
        </li>
      )}
      {user ? (
        <>
          <li>
            <NavLink to="/user-dashboard" className={linkClass} onClick={onSelect}>
              Account
            </NavLink>
          </li>
          <li>
            <button type="button" className="nav__link nav__button" onClick={handleLogout}>
              Logout
            </button>
          </li>
        </>
      ) : (
        <li>
          <NavLink to="/login" className={linkClass} onClick={onSelect}>
            Login
          </NavLink>
        </li>
      )}
      {!workplace && (
        <li className="nav__cta-item">
          <NavLink to="/selection" className="btn btn--primary btn--sm nav__cta" onClick={onSelect}>
            Book Now
          </NavLink>
        </li>
      )}
    </ul>
  );
}
