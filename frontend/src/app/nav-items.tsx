import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session-context';
import { workplaceOf } from '../lib/workplace';

interface NavItemsProps {
  /** Called after any item is chosen, so the drawer can close. */
  onSelect?: () => void;
  className?: string;
}

// Staff and drivers' pages stay English (issue 19): their one link is not in the catalogue.
const WORKPLACE_LINK = { '/staff': 'Check-in', '/driver': 'Today' } as const;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'nav__link is-active' : 'nav__link');

/**
 * Home, Book Now, then Account + Logout when signed in or Login when not (spec section 2); staff get Check-in and drivers
 * Today (their page) instead of Home and Book Now.
 */
export function NavItems({ onSelect, className = 'nav__list' }: NavItemsProps) {
  const { user, logout } = useSession();
  const { t } = useTranslation();

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
            {workplace === '/partner' ? t('nav.partner') : WORKPLACE_LINK[workplace]}
          </NavLink>
        </li>
      ) : (
        <li>
          <NavLink to="/" end className={linkClass} onClick={onSelect}>
            {t('nav.home')}
          </NavLink>
        </li>
      )}
      {user ? (
        <>
          <li>
            <NavLink to="/user-dashboard" className={linkClass} onClick={onSelect}>
              {t('nav.account')}
            </NavLink>
          </li>
          <li>
            <button type="button" className="nav__link nav__button" onClick={handleLogout}>
              {t('nav.logout')}
            </button>
          </li>
        </>
      ) : (
        <li>
          <NavLink to="/login" className={linkClass} onClick={onSelect}>
            {t('nav.login')}
          </NavLink>
        </li>
      )}
      {!workplace && (
        <li className="nav__cta-item">
          <NavLink to="/selection" className="btn btn--primary btn--sm nav__cta" onClick={onSelect}>
            {t('nav.bookNow')}
          </NavLink>
        </li>
      )}
    </ul>
  );
}
