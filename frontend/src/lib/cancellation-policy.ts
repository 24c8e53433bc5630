import { useEffect, useState } from 'react';
import type { CancellationPolicyView } from '@luggage/contracts';
import { api } from '../lib/api-client';

let pending: Promise<CancellationPolicyView> | null = null;

/** GET /api/cancellation-policy, once per page load (the summary step and the Terms page share it). */
export function loadCancellationPolicy(): Promise<CancellationPolicyView> {
  if (!pending) {
    pending = api.get<CancellationPolicyView>('/api/cancellation-policy');
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

export type PolicyState = { status: 'loading' } | { status: 'ready'; policy: CancellationPolicyView } | { status: 'failed' };

/** The cancellation policy in force, fetched when a page that shows it is first rendered (never on the landing page). */
export function useCancellationPolicy(): PolicyState {
  const [state, setState] = useState<PolicyState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadCancellationPolicy().then(
      (policy) => current && setState({ status: 'ready', policy }),
      (error: unknown) => {
        console.warn('Could not load the cancellation policy', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
