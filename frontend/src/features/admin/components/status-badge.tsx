import { type AdminBookingRow, BOOKING_STATUS_LABELS, type BookingStatus, LIFECYCLE_TEXTS } from '@luggage/contracts';

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`admin-status admin-status--${status}`}>{BOOKING_STATUS_LABELS[status]}</span>;
}

/** Marks a row that needs an operator: a failed refund, or a booking changed after it was paid for. */
export function BookingFlags({ row }: { row: Pick<AdminBookingRow, 'refundFailed' | 'changed'> }) {
  if (!row.refundFailed && !row.changed) return null;
  return (
    <span className="admin-flags">
      {row.refundFailed && <span className="admin-flag admin-flag--refund-failed">{LIFECYCLE_TEXTS.refundFailed}</span>}
      {row.changed && <span className="admin-flag admin-flag--changed">{LIFECYCLE_TEXTS.changed}</span>}
    </span>
  );
}
