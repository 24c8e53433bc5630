import { useEffect } from 'react';
import { SITE } from '../config/site';

const DEFAULT_TITLE = `${SITE.name} | Luggage collection, storage and delivery`;

/** Sets document.title to "{page} | {brand}", or the site default when page is omitted. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${SITE.name}` : DEFAULT_TITLE;
  }, [page]);
}
