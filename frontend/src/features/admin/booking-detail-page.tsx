import { type AdminBookingDetail, LANGUAGE_NAMES, type OperatorAction, poundsToPence, promoLineOf } from '@luggage/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-client';
import { BookedLegs, BookedPrice } from '../../components/booked/booked-booking';
import { Button } from '../../components/ui/button';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { getBooking, markBooking, undoNoShow, unlockPin } from './api/bookings';
import { RecordGate } from './components/admin-form';
import { BookingDocuments } from './components/booking-documents';
import { BookingMoves } from './components/booking-moves';
import { BookingPayments } from './components/booking-payments';
import { BookingFlags, StatusBadge } from './components/status-badge';
import { dateTime, pounds } from './lib/format';
import { BookingClaims, BookingCustody } from './components/booking-custody';

const ACTION_LABELS: Record<OperatorAction, string> = { collected: 'Mark collected', returned: 'Mark returned' };

function useMark(reference: string, onDone: (booking: AdminBookingDetail) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mark = async (move: OperatorAction | 'undo-no-show' | 'unlock-pin') => {
    setBusy(true);
    setError(null);
    try {
      onDone(await (move === 'undo-no-show' ? undoNoShow(reference) : move === 'unlock-pin' ? unlockPin(reference) : markBooking(reference, move)));
    } catch (failure) {
      console.warn('Could not change the booking', failure);
      // 409 explains itself ('A booking that is returned cannot become collected.').
      setError(failure instanceof ApiError && failure.status > 0 && failure.status < 500 ? failure.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, mark };
}

function Facts({ booking }: { booking: AdminBookingDetail }) {
  return (
    <dl className="admin-facts">
      <dt>Name</dt>
      <dd>{booking.fullName}</dd>
      <dt>Email</dt>
      <dd>
        <a href={`mailto:${booking.email}`}>{booking.email}</a>
      </dd>
      <dt>Phone</dt>
      <dd>
        <a href={`tel:${booking.contactNumber.replace(/\s+/g, '')}`}>{booking.contactNumber}</a>
      </dd>
      <dt>Stored at</dt>
      <dd>
        {booking.location.name}
        {booking.location.address && <span className="admin-muted"> ({booking.location.address})</span>}
      </dd>
      <dt>Language</dt>
      <dd>{LANGUAGE_NAMES[booking.language]}</dd>
    </dl>
  );
}

function Items({ booking }: { booking: AdminBookingDetail }) {
  return (
    <table className="admin-items">
      <caption className="visually-hidden">Items and amounts</caption>
      <tbody>
        {booking.items.map((item) => (
          <tr key={item.code}>
            <th scope="row">
              {item.amount} x {item.title}
            </th>
            <td>{pounds(item.unitPrice)} per night each</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AuditTrail({ booking }: { booking: AdminBookingDetail }) {
  return (
    <ol className="admin-audit">
      {booking.audit.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <strong>{entry.action}</strong>
          <span className="admin-muted">
            {' '}
            by {entry.actor}, <time dateTime={entry.at}>{dateTime(entry.at)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}

function BookingDetail({ initial }: { initial: AdminBookingDetail }) {
  const [booking, setBooking] = useState(initial);
  const { busy, error, mark } = useMark(booking.reference, setBooking);
  usePageTitle(`Booking ${booking.reference}`);
  return (
    <article className="admin-booking" aria-labelledby="admin-booking-title">
      <p className="admin-back">
        <Link to={`/admin-dashboard/bookings?date=${booking.collectionDate}`}>Back to the bookings</Link>
      </p>
      <div className="admin-page-header">
        <div>
          <p className="eyebrow">Booking</p>
          <h1 id="admin-booking-title" className="admin-reference">
            {booking.reference}
          </h1>
        </div>
        <div className="admin-booking__badges">
          <StatusBadge status={booking.status} />
          <BookingFlags row={booking} />
        </div>
      </div>
      <div className="admin-booking__actions">
        {booking.nextActions.map((action) => (
          <Button key={action} onClick={() => mark(action)} disabled={busy} aria-busy={busy}>
            {ACTION_LABELS[action]}
          </Button>
        ))}
        {booking.moves.undoNoShow && (
          <Button variant="secondary" onClick={() => mark('undo-no-show')} disabled={busy} aria-busy={busy}>
            Undo no show
          </Button>
        )}
        {booking.pinLockedUntil && (
          <>
            <p className="admin-muted">Check-in by PIN is locked until {dateTime(booking.pinLockedUntil)} after too many wrong PINs.</p>
            <Button variant="secondary" onClick={() => mark('unlock-pin')} disabled={busy} aria-busy={busy}>
              Unlock check-in PIN
            </Button>
          </>
        )}
        <div role="alert" className="admin-message-slot">
          {error && <p className="admin-message admin-message--error">{error}</p>}
        </div>
      </div>
      <div className="admin-booking__grid">
        <section className="admin-card" aria-labelledby="admin-booking-who">
          <h2 id="admin-booking-who">Customer and dates</h2>
          <Facts booking={booking} />
          <BookedLegs legs={booking.legs} nightsText={`${booking.nights} night${booking.nights === 1 ? '' : 's'}`} />
        </section>
        <section className="admin-card" aria-labelledby="admin-booking-bags">
          <h2 id="admin-booking-bags">
            {booking.bags} bag{booking.bags === 1 ? '' : 's'}
          </h2>
          <Items booking={booking} />
          <BookedPrice
            amounts={{
              noDiscountPence: poundsToPence(booking.noDiscountCost),
              discountPence: poundsToPence(booking.discount),
              promo: promoLineOf(booking.promo),
              fees: booking.fees,
              totalPence: poundsToPence(booking.totalCost),
            }}
          />
        </section>
        <BookingPayments booking={booking} />
        <BookingDocuments reference={booking.reference} />
        <BookingMoves booking={booking} onBooking={setBooking} />
        <BookingCustody booking={booking} />
        <BookingClaims booking={booking} />
        <section className="admin-card admin-booking__history" aria-labelledby="admin-booking-history">
          <h2 id="admin-booking-history">History</h2>
          <AuditTrail booking={booking} />
        </section>
      </div>
    </article>
  );
}

/** /admin-dashboard/bookings/{reference} */
export function BookingDetailPage() {
  const { reference = '' } = useParams();
  const { data, error, loading, reload } = useApiData((signal) => getBooking(reference, signal), reference);
  if (!data) return <RecordGate what="Booking" loading={loading} error={error} onRetry={reload} />;
  return <BookingDetail key={data.reference} initial={data} />;
}
