import type { ManageBookingView } from '@luggage/contracts';
import { londonDateTime, pounds, REFUND_STATE_LABELS } from '../lib/format';

/** What was taken from the card, what has come back, and what is still on its way back. */
export function PaymentsPanel({ booking }: { booking: ManageBookingView }) {
  return (
    <section className="panel manage-panel" aria-labelledby="manage-payments">
      <h2 id="manage-payments" className="panel__title">
        Payments and refunds
      </h2>
      <dl className="manage-money">
        <dt>Paid</dt>
        <dd>{pounds(booking.paid)}</dd>
        <dt>Refunded</dt>
        <dd>{pounds(booking.refunded)}</dd>
        {booking.refundPending > 0 && (
          <>
            <dt>Refunds under way</dt>
            <dd>{pounds(booking.refundPending)}</dd>
          </>
        )}
      </dl>
      {booking.refunds.length > 0 && (
        <ul className="manage-refunds" aria-label="Refunds">
          {booking.refunds.map((refund, index) => (
            <li key={`${refund.createdAt}-${index}`}>
              <span className="manage-refunds__amount">Refund of {pounds(refund.amount)}</span>
              <span className={`manage-refund-state manage-refund-state--${refund.state}`}>{REFUND_STATE_LABELS[refund.state]}</span>
              <span className="manage-muted">
                {refund.reason}, <time dateTime={refund.createdAt}>{londonDateTime(refund.createdAt)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HistoryPanel({ booking }: { booking: ManageBookingView }) {
  return (
    <section className="panel manage-panel" aria-labelledby="manage-history">
      <h2 id="manage-history" className="panel__title">
        History
      </h2>
      <ol className="manage-history">
        {booking.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <strong>{entry.action}</strong>
            <span className="manage-muted">
              {entry.actor}, <time dateTime={entry.at}>{londonDateTime(entry.at)}</time>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
