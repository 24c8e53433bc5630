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
  usePageTitle(state.status === 'ready' ? `Booking ${state.booking.reference}` : state.status === 'not_found' ? 'Booking link not valid' : 'Your booking');

  if (state.status === 'loading') return <PageSpinner label="Loading your booking…" />;
  if (state.status === 'not_found') return <LinkNotFound />;
  if (state.status === 'failed') {
    return (
      <section className="container page status-page" aria-labelledby="manage-failed-title">
        <h1 id="manage-failed-title">Your booking</h1>
        <div className="notice" role="alert">
          <p>{state.message}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            Try again
          </Button>
        </div>
      </section>
    );
  }
  return <ManagedBooking key={token} token={token} booking={state.booking} onBooking={replace} />;
}
