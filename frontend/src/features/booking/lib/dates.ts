import { addDays, formatIso, parseIso, type CalendarDate } from '@luggage/contracts';

/** Return date = collection date plus nights (spec section 9). */
export function returnDateOf(dateIso: string | null, nights: number): CalendarDate | null {
  const date = dateIso ? parseIso(dateIso) : null;
  return date ? addDays(date, nights) : null;
}

export { formatIso, parseIso };
