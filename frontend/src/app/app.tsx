import { BrowserRouter } from 'react-router-dom';
import { CatalogProvider } from '../lib/catalog-context';
import { AppRoutes } from './router';
import { SessionProvider } from '../lib/session-context';

export function App() {
  return (
    <BrowserRouter>
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
