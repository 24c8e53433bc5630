import { useEffect, useState } from 'react';
import type { BagProtectionView } from '@luggage/contracts';
import { api } from './api-client';

let pending: Promise<BagProtectionView> | null = null;

/** GET /api/bag-protection, once per page load (the summary step and the Terms page share it). */
function loadBagProtection(): Promise<BagProtectionView> {
  if (!pending) {
    pending = api.get<BagProtectionView>('/api/bag-protection');
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** The cover per bag in words, or null while it loads, when none is stated, or when it could not be loaded. */
export function useBagProtection(): string | null {
  const [summary, setSummary] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    loadBagProtection().then(
      (view) => current && setSummary(view.summary),
      (error: unknown) => console.warn('Could not load the bag protection', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return summary;
}
