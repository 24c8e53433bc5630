import type { AccountBooking } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('account');
  if (failed) {
    return (
      <div className="notice account-empty" role="alert">
        <p>{t('bookings.loadFailed')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('bookings.retry')}
        </Button>
      </div>
    );
  }
  if (bookings === null) {
    return (
      <div className="account-bookings" aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('bookings.loading')}
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
          {emailVerified ? t('bookings.noneVerified') : t('bookings.noneUnverified')}
        </p>
        <ButtonLink to="/selection">{t('bookings.bookNow')}</ButtonLink>
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
