import { legViewLine, LIFECYCLE_TEXTS, type ManageBookingView, TEXTS, thankYouMessage } from '@luggage/contracts';
import { Fragment, useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { manageTokenFor } from '../../lib/manage-links';
import { usePageTitle } from '../../lib/use-page-title';
import { HelpLine } from './components/help-line';
import { PassPanel, PrintedPass } from './components/pass-panel';
import { useManagedBooking } from './hooks/use-managed-booking';
import { hasPass, usePass } from './hooks/use-pass';
import './manage.css';

/**
 * /booking-confirmed/{reference}: where the wizard leaves a paid booking, so a reload keeps it. The manage link this
 * browser kept for the reference opens the booking; another browser is pointed to "Find my booking".
 */
export function BookingConfirmedPage() {
  const { reference = '' } = useParams();
  const token = useMemo(() => manageTokenFor(reference), [reference]);
  const { state, reload } = useManagedBooking(token);
  usePageTitle(state.status === 'ready' ? 'Booking confirmed' : 'Your booking');

  if (state.status === 'loading') return <PageSpinner label="Loading your booking…" />;
  if (state.status === 'failed') {
    return (
      <section className="container page status-page" aria-labelledby="confirmed-failed-title">
        <h1 id="confirmed-failed-title">Your booking</h1>
        <div className="notice" role="alert">
          <p>{state.message}</p>
          <Button variant="secondary" size="sm" onClick={reload}>
            Try again
          </Button>
        </div>
      </section>
    );
  }
  if (state.status === 'not_found' || !token) {
    return (
      <section className="container page status-page" aria-labelledby="confirmed-unknown-title">
        <h1 id="confirmed-unknown-title">Your booking</h1>
        <p>This browser cannot show booking {reference}. The link in your confirmation email opens it, or we can email you that link again.</p>
        <div className="status-page__actions">
          <ButtonLink to="/find-booking">{LIFECYCLE_TEXTS.findMyBooking}</ButtonLink>
        </div>
      </section>
    );
  }

  return <Confirmed token={token} booking={state.booking} />;
}

/**
 * The thank-you step: the reference, the pass (QR code and PIN) at once, so a customer whose email never comes can
 * still hand over their bags, the link to the manage page, and how to reach us.
 */
function Confirmed({ token, booking }: { token: string; booking: ManageBookingView }) {
  const { pass, failed } = usePass(token, booking);
  return (
    <section className="container page confirmed" aria-labelledby="confirmed-title">
      <div className="confirmed__screen">
        <p className="eyebrow">Booking confirmed</p>
        <h1 id="confirmed-title">{thankYouMessage(booking.fullName)}</h1>
        <div className="panel confirmed__panel">
          <p className="confirmed__reference">
            Your booking reference is: <strong>{booking.reference}</strong>
          </p>
          <p>
            {TEXTS.emailSoon} at {booking.email}.
          </p>
          <dl className="manage-facts">
            {booking.legs.map((leg) => (
              <Fragment key={leg.direction}>
                <dt>{leg.direction === 'collection' ? 'Collection' : 'Return'}</dt>
                <dd>{legViewLine(leg)}</dd>
              </Fragment>
            ))}
          </dl>
          <p>
            <Link className="text-link" to={`/manage/${token}`}>
              {LIFECYCLE_TEXTS.manageLink}
            </Link>
          </p>
        </div>
        {hasPass(booking) && <PassPanel token={token} booking={booking} pass={pass} failed={failed} />}
        <HelpLine company={booking.company} reference={booking.reference} />
        <div className="status-page__actions">
          <ButtonLink to="/" variant="secondary">
            Back to the home page
          </ButtonLink>
          <ButtonLink to="/selection">Book again</ButtonLink>
        </div>
      </div>
      {pass && hasPass(booking) && <PrintedPass booking={booking} pass={pass} />}
    </section>
  );
}
