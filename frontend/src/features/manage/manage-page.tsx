import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { LinkNotFound } from './components/link-not-found';
import { ManagedBooking } from './components/managed-booking';
import { useManagedBooking } from './hooks/use-managed-booking';
import './manage.css';

/** /manage/{token}: the booking its secret link opens (from the confirmation email, the account page or this browser). */
export function ManagePage() {
  const { token = '' } = useParams();
  const { state, replace, reload } = useManagedBooking(token);
  const { t } = useTranslation('manage');
  usePageTitle(state.status === 'ready' ? t('page.title', { reference: state.booking.reference }) : state.status === 'not_found' ? t('notFound.title') : t('yourBooking'));

  if (state.status === 'loading') return <PageSpinner label={t('loading')} />;
  if (state.status === 'not_found') return <LinkNotFound />;
  if (state.status === 'failed') {
    return (
      <section className="container page status-page" aria-labelledby="manage-failed-title">
        <h1 id="manage-failed-title">{t('yourBooking')}</h1>
        <div className="notice" role="alert">
          <p>{state.message ?? t('loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t('tryAgain')}
          </Button>
        </div>
      </section>
    );
  }
  return <ManagedBooking key={token} token={token} booking={state.booking} onBooking={replace} />;
}
