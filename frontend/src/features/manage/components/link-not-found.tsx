import { LIFECYCLE_TEXTS } from '@luggage/contracts';
import { ButtonLink } from '../../../components/ui/button';

/** A wrong or expired manage link: says so, shows nothing of any booking, and points to "Find my booking". */
export function LinkNotFound() {
  return (
    <section className="container page status-page" aria-labelledby="link-not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="link-not-found-title">Booking link not valid</h1>
      <p>{LIFECYCLE_TEXTS.linkInvalid}</p>
      <p>Enter your booking reference and email address and we will email you a new link.</p>
      <div className="status-page__actions">
        <ButtonLink to="/find-booking">{LIFECYCLE_TEXTS.findMyBooking}</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Go to the home page
        </ButtonLink>
      </div>
    </section>
  );
}
