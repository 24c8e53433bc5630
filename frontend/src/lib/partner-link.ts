import { useEffect, useState } from 'react';
import { PARTNER_CODE_STORAGE_KEY, type PartnerLinkView } from '@luggage/contracts';
import { api } from './api-client';

const CODE = /^[A-Za-z0-9]{6,8}$/;

/**
 * The partner link the visitor came by (`/?partner=CODE`), kept for the visit (sessionStorage) so the booking wizard
 * counts the booking for that partner. Anything that is not a code's shape is ignored, as the checkout would refuse it.
 */
export function rememberPartnerLink(code: string | null): void {
  if (!code || !CODE.test(code.trim())) return;
  try {
    sessionStorage.setItem(PARTNER_CODE_STORAGE_KEY, code.trim().toUpperCase());
  } catch {
    // Storage refused (private mode): the visit simply books without the partner.
  }
}

function storedCode(): string | null {
  try {
    return sessionStorage.getItem(PARTNER_CODE_STORAGE_KEY);
  } catch {
    return null;
  }
}

function forgetPartnerLink(): void {
  try {
    sessionStorage.removeItem(PARTNER_CODE_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/**
 * The remembered partner link with its discount (GET /api/partner-links/{code}), null while asking or when there is
 * none. An unknown or inactive code is forgotten without a word: the visitor books as anyone would.
 */
export function usePartnerLink(): PartnerLinkView | null {
  const [link, setLink] = useState<PartnerLinkView | null>(null);
  useEffect(() => {
    const code = storedCode();
    if (!code) return;
    const controller = new AbortController();
    api
      .get<PartnerLinkView>(`/api/partner-links/${encodeURIComponent(code)}`, { signal: controller.signal })
      .then(setLink)
      .catch((error: unknown) => {
        if (!controller.signal.aborted && (error as { status?: number }).status === 404) forgetPartnerLink();
      });
    return () => controller.abort();
  }, []);
  return link;
}
