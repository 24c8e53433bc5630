import { useCatalog } from '../../lib/catalog-context';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { usePageTitle } from '../../lib/use-page-title';
import { BookingWizard } from './components/booking-wizard';
import './booking.css';

/** /selection: the seven-step booking wizard (spec section 2). */
export function BookingPage() {
  usePageTitle('Book luggage storage');
  const { data, error, reload } = useCatalog();

  if (error) {
    return (
      <section className="container page status-page">
        <h1>Book luggage storage</h1>
        <div className="notice" role="alert">
          <p>We could not load our prices and meeting points just now.</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            Try again
          </Button>
        </div>
      </section>
    );
  }
  if (!data) return <PageSpinner label="Loading booking…" />;

  return (
    <div className="container page booking-page">
      <BookingWizard catalog={data} reloadCatalog={reload} />
    </div>
  );
}
