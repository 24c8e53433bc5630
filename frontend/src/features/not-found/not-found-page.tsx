import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button';
import { usePageTitle } from '../../lib/use-page-title';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <section className="container page status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <div className="status-page__actions">
        <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
        <ButtonLink to="/selection" variant="secondary">
          {t('notFound.book')}
        </ButtonLink>
      </div>
    </section>
  );
}
