import { useLayoutEffect, useRef } from 'react';

/**
 * A ref for a field that takes focus when it appears (or when `when` turns true): what React's `autoFocus` does.
 * Preact leaves `autoFocus` to the browser, which honours only a page's first autofocus, so fields shown by a click
 * ("Change Date?") ask for focus themselves.
 */
export function useFocusOnShow<T extends HTMLElement>(when: boolean | undefined) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
