import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { GetDataResponse } from '@luggage/contracts';
import { api } from './api-client';

/** The public catalog (items, discounts, cities, contact email), fetched once per page load and shared. */
export interface CatalogState {
  data: GetDataResponse | null;
  error: Error | null;
  loading: boolean;
  /** Fetches again, e.g. after a failure or once an admin has changed the catalog. */
  reload: () => void;
}

const CatalogContext = createContext<CatalogState | null>(null);

let pending: Promise<GetDataResponse> | null = null;

// Module-level so StrictMode's double effects and several providers still cause one request.
function loadCatalog(force = false): Promise<GetDataResponse> {
  if (force || !pending) {
    pending = api.get<GetDataResponse>('/api/get-data');
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

export function CatalogProvider({ children }: { children: ReactNode }) {
  const [data, setData] = useState<GetDataResponse | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setError(null);
    loadCatalog(attempt > 0).then(
      (result) => current && setData(result),
      (reason: unknown) => current && setError(reason instanceof Error ? reason : new Error(String(reason))),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const value = useMemo(
    () => ({ data, error, loading: data === null && error === null, reload }),
    [data, error, reload],
  );

  return <CatalogContext value={value}>{children}</CatalogContext>;
}

export function useCatalog(): CatalogState {
  const state = useContext(CatalogContext);
  if (!state) throw new Error('useCatalog must be used inside <CatalogProvider>');
  return state;
}
