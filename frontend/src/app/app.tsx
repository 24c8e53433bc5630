import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { CatalogProvider } from './catalog-context';
import { createRouter } from './router';
import { SessionProvider } from './session-context';

export function App() {
  const [router] = useState(createRouter);
  return (
    <SessionProvider>
      <CatalogProvider>
        <RouterProvider router={router} />
      </CatalogProvider>
    </SessionProvider>
  );
}
