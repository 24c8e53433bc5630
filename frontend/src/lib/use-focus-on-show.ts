import { useLayoutEffect, useRef } from 'react';

/**
 * A ref for a field that takes focus when it appears (or when `when` turns true): what React's `autoFocus` does, said
 * explicitly so it holds under any renderer (Preact's compat layer leaves `autoFocus` to the browser, which honours
 * only a page's first: docs/decisions.md, "Preact's compat layer instead of React DOM").
 */
export function useFocusOnShow<T extends HTMLElement>(when: boolean | undefined) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
