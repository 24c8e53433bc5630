import { useEffect, useRef } from 'react';
import { clearScrollPosition, restoreScrollPosition, saveScrollPosition, scrollToTop } from '../../../lib/scroll';

export const STEP_HEADING_ID = 'booking-step-heading';
const SCROLL_KEY = 'booking-wizard';

/** Every step change starts at the top, with focus on the new step's heading for keyboard and screen reader users. */
export function useStepChange(step: string): void {
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    clearScrollPosition(SCROLL_KEY);
    scrollToTop();
    document.getElementById(STEP_HEADING_ID)?.focus({ preventScroll: true });
  }, [step]);
}

/**
 * Keeps the scroll position in local storage when the page is left (a reload, the tab put away on a phone) and,
 * when the wizard itself was restored after a reload, scrolls back to it once.
 */
export function useScrollMemory(restored: boolean): void {
  useEffect(() => {
    if (restored) restoreScrollPosition(SCROLL_KEY, { clear: true });
    const save = () => saveScrollPosition(SCROLL_KEY);
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, [restored]);
}
