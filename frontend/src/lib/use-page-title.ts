import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE } from '../config/site';

/** Sets document.title to "{page} | {brand}" (page already in the visitor's language), or the site default when page is omitted. */
export function usePageTitle(page?: string): void {
  const { t } = useTranslation('common');
  const title = page ? t('title.page', { page, brand: SITE.name }) : t('title.default', { brand: SITE.name });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
