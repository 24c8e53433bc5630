import { Link } from 'react-router-dom';
import { overdueSinceText } from '@luggage/contracts';
import { useApiData } from '../../../lib/use-api-data';
import { getOverdue } from '../api/operations';

/**
 * The day manifest's first part on today's page: bookings whose bags are still at a point after it closed on their
 * return date, longest overdue first, with the phone number to call. Shown only when there are some.
 */
export function OverduePanel() {
  const overdue = useApiData((signal) => getOverdue(signal), 'overdue');
  const bookings = overdue.data?.bookings ?? [];
  if (overdue.error) return <p className="admin-message admin-message--error">{overdue.error.message}</p>;
  if (bookings.length === 0) return null;
  return (
    <section className="admin-overdue" aria-labelledby="admin-overdue-title">
      <h2 id="admin-overdue-title">Overdue</h2>
      <ul>
        {bookings.map((booking) => (
          <li key={booking.reference}>
            <Link to={`/admin-dashboard/bookings/${booking.reference}`} className="admin-link admin-reference">
              {booking.reference}
            </Link>{' '}
            {booking.fullName}, {booking.bags} bag{booking.bags === 1 ? '' : 's'} at {booking.location.name}, {booking.contactNumber}:{' '}
            {overdueSinceText({ date: booking.returnDate, closedAt: booking.closedAt })}
          </li>
        ))}
      </ul>
    </section>
  );
}
