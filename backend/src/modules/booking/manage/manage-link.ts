import { addDays, compareDates, parseIso, todayInLondon } from '@luggage/contracts';
import { hashSecret, newSecret, openSecret, sealSecret } from '../../../shared/crypto/sealed-secret.js';
import type { Booking } from '../entities/index.js';

const PURPOSE = 'booking-manage-link';
/** A manage link works until this many days after the return date. */
export const MANAGE_LINK_DAYS_AFTER_RETURN = 30;

/**
 * Gives the booking a new manage-link secret (192 random bits, unlike the reference): stored as a hash to find the
 * booking by, and sealed (bound to the reference) for the emails that carry it. Returns the secret.
 */
export function issueManageToken(sessionSecret: string, booking: Booking): string {
  const token = newSecret();
  booking.manageTokenHash = hashSecret(token);
  booking.manageTokenSealed = sealSecret(sessionSecret, PURPOSE, token, booking.reference);
  return token;
}

/** The booking's manage-link secret, or null when it has none (booked before links existed) or it cannot be opened. */
export function openManageToken(sessionSecret: string, booking: Pick<Booking, 'reference' | 'manageTokenSealed'>): string | null {
  return booking.manageTokenSealed ? openSecret(sessionSecret, PURPOSE, booking.manageTokenSealed, booking.reference) : null;
}

export const manageTokenHash = (token: string) => hashSecret(token);

/** Whether the link still opens the booking: until 30 days after its return date (London calendar). */
export function manageLinkLive(returnDateIso: string, today = todayInLondon()): boolean {
  const returnDate = parseIso(returnDateIso);
  return returnDate !== null && compareDates(today, addDays(returnDate, MANAGE_LINK_DAYS_AFTER_RETURN)) <= 0;
}

export const manageUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/$/, '')}/manage/${token}`;
