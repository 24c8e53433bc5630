import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../components/ui/icons';
import { BrandLogo } from './brand-logo';
import { LanguageMenu } from './language-menu';
import { NavDrawer } from './nav-drawer';
import { NavItems } from './nav-items';

const DRAWER_ID = 'site-menu';
// Keep in step with the breakpoint in global.css where the bar shows its links.
const DESKTOP_QUERY = '(min-width: 48rem)';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { t } = useTranslation();

  // The drawer is for narrow screens only: close it if the window grows past the breakpoint.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && setMenuOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <BrandLogo />
        <nav className="nav nav--bar" aria-label={t('nav.main')}>
          <NavItems />
        </nav>
        <LanguageMenu className="site-header__language" />
        <button
          type="button"
          className="icon-button site-header__menu"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-controls={DRAWER_ID}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </button>
      </div>
      <NavDrawer id={DRAWER_ID} open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
