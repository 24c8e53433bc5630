import { type AccountBooking, BOOKING_STATUS_LABELS, LIFECYCLE_TEXTS } from '@luggage/contracts';
import { Link } from 'react-router-dom';
import { showDate, showPounds } from '../lib/format';

function DateValue({ value }: { value: string }) {
  const date = showDate(value);
  return (
    <time dateTime={date.iso || undefined} title={date.long}>
      {date.text}
    </time>
  );
}

/** One booking: reference and status, then where and when, what, and how much. */
export function BookingCard({ booking }: { booking: AccountBooking }) {
  const headingId = `booking-${booking.bookingReference}`;
  return (
    <article className="account-booking" aria-labelledby={headingId}>
      <header className="account-booking__header">
        <h3 id={headingId} className="account-booking__reference">
          <span className="visually-hidden">Booking reference </span>
          {booking.bookingReference}
        </h3>
        <span className={`account-status account-status--${booking.status}`}>{BOOKING_STATUS_LABELS[booking.status]}</span>
      </header>
      <dl className="account-booking__facts">
        <div>
          <dt>Collection</dt>
          <dd>
            <DateValue value={booking.collectionDate} />
            <span className="account-booking__place">{booking.location}</span>
          </dd>
        </div>
        <div>
          <dt>Return</dt>
          <dd>
            <DateValue value={booking.returnDate} />
          </dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>
            <ul className="account-booking__items">
              {booking.items.map((item) => (
                <li key={item.typeName}>
                  {item.amount} × {item.typeName}
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="account-booking__total">{showPounds(booking.totalCost)}</dd>
        </div>
      </dl>
      {booking.manageToken && (
        <p className="account-booking__manage">
          <Link className="text-link" to={`/manage/${booking.manageToken}`} aria-describedby={headingId}>
            {LIFECYCLE_TEXTS.manageLink}
          </Link>
        </p>
      )}
    </article>
  );
}
