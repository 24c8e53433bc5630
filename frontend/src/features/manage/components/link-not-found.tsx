import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';

/** A wrong or expired manage link: says so, shows nothing of any booking, and points to "Find my booking". */
export function LinkNotFound() {
  const { t } = useTranslation('manage');
  return (
    <section className="container page status-page" aria-labelledby="link-not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="link-not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.invalid')}</p>
      <p>{t('notFound.newLink')}</p>
      <div className="status-page__actions">
        <ButtonLink to="/find-booking">{t('findMyBooking')}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          {t('notFound.home')}
        </ButtonLink>
      </div>
    </section>
  );
}
