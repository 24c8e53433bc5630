import { useLayoutEffect, useRef } from 'react';

/**
 * A ref for a field that takes focus when it appears or when `when` turns true: `autoFocus` covers only the first
 * (a field already shown that the wizard points the visitor back to needs the second).
 */
export function useFocusOnShow<T extends HTMLElement>(when: boolean | undefined) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
