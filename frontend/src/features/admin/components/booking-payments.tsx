import { type AdminBookingDetail, LIFECYCLE_TEXTS, type RefundView } from '@luggage/contracts';
import { dateTime, pounds } from '../lib/format';

const REFUND_STATES: Record<RefundView['state'], string> = { pending: 'Pending', succeeded: 'Succeeded', failed: LIFECYCLE_TEXTS.refundFailed };

/** Money in and out: paid, refunded, still refundable, and every refund with its state. */
export function BookingPayments({ booking }: { booking: AdminBookingDetail }) {
  return (
    <section className="admin-card admin-booking__money" aria-labelledby="admin-booking-money">
      <h2 id="admin-booking-money">Payments and refunds</h2>
      <dl className="admin-facts">
        <dt>Paid</dt>
        <dd>{pounds(booking.paid)}</dd>
        <dt>Refunded</dt>
        <dd>{pounds(booking.refunded)}</dd>
        <dt>Refundable</dt>
        <dd>{pounds(booking.refundable)}</dd>
      </dl>
      {booking.refunds.length > 0 ? (
        <ul className="admin-refunds" aria-label="Refunds">
          {booking.refunds.map((refund, index) => (
            <li key={`${refund.createdAt}-${index}`}>
              <strong>{pounds(refund.amount)}</strong> <span className={`admin-refund admin-refund--${refund.state}`}>{REFUND_STATES[refund.state]}</span>
              <span className="admin-muted">
                {' '}
                {refund.reason}, <time dateTime={refund.createdAt}>{dateTime(refund.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="admin-muted">No refunds.</p>
      )}
    </section>
  );
}
