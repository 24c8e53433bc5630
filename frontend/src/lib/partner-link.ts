import { useEffect, useState } from 'react';
import type { PartnerLinkView } from '@luggage/contracts';
import { api } from './api-client';
import { forgetPartnerCode, storedPartnerCode } from './partner-link-code';

/**
 * The partner link the visit came by (lib/partner-link-code) with its discount (GET /api/partner-links/{code}), null
 * while asking or when there is none. An unknown or inactive code is forgotten without a word: the visitor books as
 * anyone would.
 */
export function usePartnerLink(): PartnerLinkView | null {
  const [link, setLink] = useState<PartnerLinkView | null>(null);
  useEffect(() => {
    const code = storedPartnerCode();
    if (!code) return;
    const controller = new AbortController();
    api
      .get<PartnerLinkView>(`/api/partner-links/${encodeURIComponent(code)}`, { signal: controller.signal })
      .then(setLink)
      .catch((error: unknown) => {
        if (!controller.signal.aborted && (error as { status?: number }).status === 404) forgetPartnerCode();
      });
    return () => controller.abort();
  }, []);
  return link;
}
