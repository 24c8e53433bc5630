import type { AccountBooking } from '@luggage/contracts';
import { Button, ButtonLink } from '../../../components/ui/button';
import { SuitcaseIcon } from '../../../components/ui/icons';
import { BookingCard } from './booking-card';

interface BookingsListProps {
  bookings: AccountBooking[] | null;
  failed: boolean;
  onRetry: () => void;
  /** Until it is, only the bookings made while logged in show. */
  emailVerified: boolean;
}

/** Loading, failed, empty (pointing to Book Now) or the bookings, newest first. */
export function BookingsList({ bookings, failed, onRetry, emailVerified }: BookingsListProps) {
  if (failed) {
    return (
      <div className="notice account-empty" role="alert">
        <p>We could not load your bookings just now.</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (bookings === null) {
    return (
      <div className="account-bookings" aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your bookings…
        </span>
        <div className="skeleton skeleton--card" aria-hidden="true" />
      </div>
    );
  }
  if (bookings.length === 0) {
    return (
      <div className="notice account-empty">
        <SuitcaseIcon className="account-empty__icon" />
        <p>
          You have no bookings yet.{' '}
          {emailVerified
            ? 'Bookings you make with this email address will show here.'
            : 'Bookings you make while logged in will show here, and those made with your email address once it is verified.'}
        </p>
        <ButtonLink to="/selection">Book Now</ButtonLink>
      </div>
    );
  }
  return (
    <ul className="account-bookings">
      {bookings.map((booking) => (
        <li key={booking.bookingReference}>
          <BookingCard booking={booking} />
        </li>
      ))}
    </ul>
  );
}
