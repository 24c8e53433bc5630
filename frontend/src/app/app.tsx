import { BrowserRouter } from 'react-router-dom';
import { CatalogProvider } from '../lib/catalog-context';
import { AppRoutes } from './router';
import { SessionProvider } from '../lib/session-context';

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <CatalogProvider>
          <AppRoutes />
        </CatalogProvider>
      </SessionProvider>
    </BrowserRouter>
  );
}
