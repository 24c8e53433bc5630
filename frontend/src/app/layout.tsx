import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every page: skip link, header with nav and drawer, main, footer. */
export function Layout() {
  const navigation = useNavigation();

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <div className={navigation.state === 'loading' ? 'route-progress is-active' : 'route-progress'} aria-hidden="true" />
      <MainLandmark />
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}

function MainLandmark() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // After a client-side page change, start screen readers and keyboard users at the new content.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <main id="main" ref={mainRef} tabIndex={-1}>
      <Outlet />
    </main>
  );
}
