import { type AccountBooking, formatIso, parseDayMonthYear, poundsToPence } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatter } from '../../../lib/i18n/use-language';

/** A DD-MM-YYYY date as the language writes it ('Sat 28 Nov 2026', 'sam. 28 nov. 2026'), machine-readable too. */
function DateValue({ value }: { value: string }) {
  const format = useFormatter();
  const date = parseDayMonthYear(value);
  return <time dateTime={date ? formatIso(date) : undefined}>{format.date(value)}</time>;
}

/** One booking: reference and status, then where and when, what, and how much. */
export function BookingCard({ booking }: { booking: AccountBooking }) {
  const { t } = useTranslation('account');
  const format = useFormatter();
  const headingId = `booking-${booking.bookingReference}`;
  return (
    <article className="account-booking" aria-labelledby={headingId}>
      <header className="account-booking__header">
        <h3 id={headingId} className="account-booking__reference">
          <span className="visually-hidden">{t('bookings.reference')} </span>
          {booking.bookingReference}
        </h3>
        <span className={`account-status account-status--${booking.status}`}>{t(`bookings.status.${booking.status}`)}</span>
      </header>
      <dl className="account-booking__facts">
        <div>
          <dt>{t('bookings.collection')}</dt>
          <dd>
            <DateValue value={booking.collectionDate} />
            <span className="account-booking__place">{booking.location}</span>
          </dd>
        </div>
        <div>
          <dt>{t('bookings.return')}</dt>
          <dd>
            <DateValue value={booking.returnDate} />
          </dd>
        </div>
        <div>
          <dt>{t('bookings.items')}</dt>
          <dd>
            <ul className="account-booking__items">
              {booking.items.map((item) => (
                <li key={item.typeName}>{t('bookings.item', { amount: item.amount, name: item.typeName })}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t('bookings.total')}</dt>
          <dd className="account-booking__total">{format.money(poundsToPence(booking.totalCost))}</dd>
        </div>
      </dl>
      {booking.manageToken && (
        <p className="account-booking__manage">
          <Link className="text-link" to={`/manage/${booking.manageToken}`} aria-describedby={headingId}>
            {t('bookings.manage')}
          </Link>
        </p>
      )}
    </article>
  );
}
