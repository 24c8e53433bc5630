import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../lib/catalog-context';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { BookingWizard } from './components/booking-wizard';
import './booking.css';

/**
 * Every namespace the wizard's steps read, loaded together before the wizard first renders: a step never suspends on
 * its own words. One that did replaced the whole page with the spinner at that step's first showing.
 */
const WIZARD_NAMESPACES = ['booking', 'checkout', 'terms', 'validation'];

/** /selection: the seven-step booking wizard (spec section 2). */
export function BookingPage() {
  const { t } = useTranslation(WIZARD_NAMESPACES);
  usePageTitle(t('title'));
  const { data, error, reload } = useCatalog();

  if (error) {
    return (
      <section className="container page status-page">
        <h1>{t('title')}</h1>
        <div className="notice" role="alert">
          <p>{t('page.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            {t('page.tryAgain')}
          </Button>
        </div>
      </section>
    );
  }
  if (!data) return <PageSpinner label={t('page.loading')} />;

  return (
    <div className="container page booking-page">
      <BookingWizard catalog={data} reloadCatalog={reload} />
    </div>
  );
}
