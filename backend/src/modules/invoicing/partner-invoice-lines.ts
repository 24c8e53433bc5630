import { type DocumentLine, documentLine } from '@luggage/contracts';

/** An on-account booking as its month's invoice lists it. confirmedOn 'YYYY-MM-DD' (London). */
export interface BilledBooking {
  id: number;
  reference: string;
  guestName: string;
  confirmedOn: string;
  totalPence: number;
}

/** A monthly invoice's line: the booking it bills beside the document line (erasure and credit notes find it by id). */
export type PartnerInvoiceLine = DocumentLine & { bookingId: number };

const slashed = (iso: string): string => iso.split('-').reverse().join('/');

/** 'AB12CD34 · Gus Guest · 31/01/2027': what a line of the month's invoice says of its booking. */
export const billedLineText = (booking: Pick<BilledBooking, 'reference' | 'guestName' | 'confirmedOn'>): string =>
  [booking.reference, booking.guestName, slashed(booking.confirmedOn)].filter(Boolean).join(' · ');

/**
 * The month's invoice lines: one per booking, its price split at the rate (each line rounded on its own; the
 * invoice's VAT is their sum, and the reports count each booking's VAT the same way when the partner pays).
 */
export function partnerInvoiceLines(bookings: readonly BilledBooking[], ratePercent: number): PartnerInvoiceLine[] {
  return bookings.map((booking) => ({ ...documentLine(billedLineText(booking), booking.totalPence, ratePercent), bookingId: booking.id }));
}

/** The lines without the erased bookings' guests' names ('AB12CD34 · 31/01/2027'); a line erased before stays as it is. */
export function withoutGuestNames(lines: readonly PartnerInvoiceLine[], erased: ReadonlySet<number>): PartnerInvoiceLine[] {
  return lines.map((line) => {
    const parts = line.description.split(' · ');
    return erased.has(line.bookingId) && parts.length === 3 ? { ...line, description: `${parts[0]} · ${parts[2]}` } : line;
  });
}

/** 'YYYY-MM-01' of the month 'MM-YYYY'. */
export const monthStart = (month: string): string => `${month.slice(3, 7)}-${month.slice(0, 2)}-01`;

/** 'MM-YYYY' of the month starting 'YYYY-MM-01'. */
export const monthName = (start: string): string => `${start.slice(5, 7)}-${start.slice(0, 4)}`;

/** The first day 'YYYY-MM-01' of the month after the one starting `start`. */
export function nextMonthStart(start: string): string {
  const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The first day 'YYYY-MM-01' of the month before the one starting `start`. */
export function previousMonthStart(start: string): string {
  const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
}

/** The last day 'YYYY-MM-DD' of the month starting `start`: the invoice's supply date. */
export function monthEnd(start: string): string {
  const [year, month] = [Number(start.slice(0, 4)), Number(start.slice(5, 7))];
  return `${start.slice(0, 8)}${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
}
