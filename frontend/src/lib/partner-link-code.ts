/** Where the partner link's code is kept for the visit (sessionStorage). */
const STORAGE_KEY = 'luggage.partnerCode';
const CODE = /^[A-Za-z0-9]{6,8}$/;

/**
 * Keeps the partner link's code of the address the visit opened with (`/?partner=CODE`, usually /), so the booking
 * wizard counts the booking for that partner. Anything not shaped like a code is ignored, as the checkout would
 * refuse it. main.tsx loads it only for an address that names a partner.
 */
export function rememberPartnerLink(search: string): void {
  const code = new URLSearchParams(search).get('partner')?.trim();
  if (!code || !CODE.test(code)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, code.toUpperCase());
  } catch {
    // Storage refused (private mode): the visit simply books without the partner.
  }
}

export function storedPartnerCode(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function forgetPartnerCode(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
