import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/ui/spinner';
import { isOperatorPage } from '../lib/workplace';
import { RouteErrorBoundary } from './route-error';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every page: skip link, header with nav and drawer, main, footer (customer pages only). */
export function Layout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      <SiteHeader />
      <MainLandmark />
      {/* In the first load, not a lazy chunk: the prerendered landing page has it, and a footer hydrated later would
          find the catalog already there (its email) and not match the page it was given. */}
      {!isOperatorPage(pathname) && <SiteFooter />}
    </div>
  );
}

function MainLandmark() {
  const { pathname, hash } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shown = useRef(pathname + hash);

  // After a client-side page change: start at the top, and start screen readers and keyboard users at the new content.
  // Compared with the address last shown rather than skipping the first run: StrictMode runs each effect twice on mount.
  useEffect(() => {
    if (shown.current === pathname + hash) return;
    shown.current = pathname + hash;
    if (!hash) window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, hash]);

  return (
    <main id="main" ref={mainRef} tabIndex={-1}>
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </main>
  );
}
