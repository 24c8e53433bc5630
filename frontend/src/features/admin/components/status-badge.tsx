import { BOOKING_STATUS_LABELS, type BookingStatus } from '@luggage/contracts';

export function StatusBadge({ status }: { status: BookingStatus }) {
  return <span className={`admin-status admin-status--${status}`}>{BOOKING_STATUS_LABELS[status]}</span>;
}
