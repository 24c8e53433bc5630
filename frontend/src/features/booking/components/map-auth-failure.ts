/**
 * Google Maps calls window.gm_authFailure when the key is refused (wrong key, referrer not allowed, billing off).
 * Installed when the map chunk loads, before the maps script is asked for; the failure lasts for the page's life.
 */
declare global {
  interface Window {
    gm_authFailure?: () => void;
  }
}

let failed = false;
const listeners = new Set<() => void>();

window.gm_authFailure = () => {
  failed = true;
  listeners.forEach((listener) => listener());
};

export function subscribeAuthFailure(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const hasAuthFailed = (): boolean => failed;
