import { type BookingStatus, formatIso, formatPounds, parseDayMonthYear, poundsToPence } from '@luggage/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

export interface ShownDate {
  /** Spec section 9: DD MM YYYY. */
  text: string;
  /** For <time dateTime> and for reading aloud. */
  iso: string;
  long: string;
}

/** '28-11-2026' -> 28 11 2026, with the ISO form and the words; the raw text when it is not a date. */
export function showDate(dashed: string): ShownDate {
  const date = parseDayMonthYear(dashed);
  if (!date) return { text: dashed, iso: '', long: dashed };
  const long = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
  return { text: `${pad(date.day)} ${pad(date.month)} ${date.year}`, iso: formatIso(date), long };
}

export const showPounds = (pounds: number) => formatPounds(poundsToPence(pounds));

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  payment_failed: 'Payment failed',
  collected: 'Collected',
  returned: 'Returned',
  cancelled: 'Cancelled',
};
