import { useCallback, useEffect, useState } from 'react';
import { ApiError } from './api-client';
import { pageText } from './i18n/active-language';

export interface ApiData<T> {
  data: T | null;
  /** The failure of the last load: an ApiError (404 for an unknown id) or a network failure. */
  error: ApiError | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads `load` when the component mounts and whenever `key` changes; `reload()` loads again and keeps the old data
 * on screen meanwhile. A superseded or unmounted load is aborted.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, key: string): ApiData<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(controller.signal).then(
      (result) => {
        // An answer that arrived as the key changed must not show over the next one's loading.
        if (controller.signal.aborted) return;
        setData(result);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Data failed to load', reason);
        setError(reason instanceof ApiError ? reason : new ApiError(0, { message: pageText('unexpected') }));
        setLoading(false);
      },
    );
    return () => controller.abort();
    // `load` is a new function every render; `key` says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [key, attempt]);

  return { data, error, loading, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}
