import { BrowserRouter } from 'react-router-dom';
import { CatalogProvider } from '../lib/catalog-context';
import { AppRoutes } from './router';
import { SessionProvider } from '../lib/session-context';

export function App() {
  // Without transitions: a link to a page whose chunk is not loaded yet shows the spinner at once, as the address
  // changes. With them, React keeps the page being left on screen, and usable, under the new address until the
  // chunk arrives: what is typed there meanwhile is lost with it (the login form's email on the way to
  // /forgot-password), and a confirmation step lingers after its address has moved on.
  return (
    <BrowserRouter useTransitions={false}>
      <AppWithoutRouter />
    </BrowserRouter>
  );
}

/** The app inside whichever router gives it its address: the browser's, or a fixed one when prerendering. */
export function AppWithoutRouter() {
  return (
    <SessionProvider>
      <CatalogProvider>
        <AppRoutes />
      </CatalogProvider>
    </SessionProvider>
  );
}
