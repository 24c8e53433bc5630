import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../lib/catalog-context';
import { usePageTitle } from '../../lib/use-page-title';
import { LegalSections } from './legal-section';
import { privacySections } from './privacy-sections';

/** The privacy notice: who holds the data, what, why, who receives it, how long, the customer's rights. */
export function PrivacyPage() {
  const { t } = useTranslation('legal');
  usePageTitle(t('privacy.title'));
  const { data, error } = useCatalog();

  return (
    <article className="container page prose">
      <h1>{t('privacy.title')}</h1>
      <p className="prose__lead">{t('privacy.lead')}</p>
      {data ? (
        <LegalSections
          tocLabel={t('toc')}
          sections={privacySections(t, {
            company: data.company,
            email: data.contact_email,
            retentionMonths: data.retention_months,
            usesGoogleMaps: data.gmkey !== null,
          })}
        />
      ) : (
        <p role="status">{error ? t('privacy.failed') : t('privacy.loading')}</p>
      )}
    </article>
  );
}
