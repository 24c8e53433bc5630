import { overdueSinceText } from '@luggage/contracts';
import { useApiData } from '../../../lib/use-api-data';
import { getMyOverdue } from '../api/day-lists';

interface OverdueListProps {
  /** Changes when a check-in step was taken, so a booking given back leaves the list. */
  changes: number;
  /** A reference tapped: fill it in the find form. */
  onPick: (reference: string) => void;
}

/**
 * The top of /staff: bags still at the staff member's points (every point for an admin) after the point closed on
 * their return date, longest overdue first. Shown only when there are some.
 */
export function OverdueList({ changes, onPick }: OverdueListProps) {
  const overdue = useApiData((signal) => getMyOverdue(signal), String(changes));
  const bookings = overdue.data?.bookings ?? [];
  if (overdue.error) return <p className="problem">{overdue.error.message}</p>;
  if (bookings.length === 0) return null;
  const showPoint = new Set(bookings.map((booking) => booking.location.id)).size > 1;
  return (
    <section className="staff-overdue" aria-labelledby="staff-overdue-title">
      <h2 id="staff-overdue-title">Overdue</h2>
      <ol className="staff-times__list">
        {bookings.map((booking) => (
          <li key={booking.reference} className="staff-handover staff-handover--overdue">
            <button type="button" className="staff-day__pick" aria-label={`Check in ${booking.reference}`} onClick={() => onPick(booking.reference)}>
              {booking.reference}
            </button>
            <span className="staff-handover__who">
              {booking.fullName}, {booking.bags} bag{booking.bags === 1 ? '' : 's'}
              {showPoint ? ` at ${booking.location.name}` : ''}
            </span>
            <span className="staff-overdue__since">{overdueSinceText({ date: booking.returnDate, closedAt: booking.closedAt })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
