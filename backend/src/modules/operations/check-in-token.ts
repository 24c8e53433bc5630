import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The pass's check-in token, the text of its QR code: `P1.<booking id>.<version>.<mac>` (numbers in base 36, mac =
 * the first 16 bytes of HMAC-SHA256 under a key derived from SESSION_SECRET, base64url). About 35 characters, so the
 * QR stays small; a scanner verifies it without reading the database, and the version tells a pass issued before a
 * change (other dates, other point) from the current one.
 */
export interface CheckInClaim {
  bookingId: number;
  /** The booking's version when the pass was issued (bumped by every change after payment). */
  version: number;
}

const PREFIX = 'P1';
const MAC_BYTES = 16;
const TOKEN_PATTERN = /^P1\.([0-9a-z]{1,11})\.([0-9a-z]{1,7})\.([A-Za-z0-9_-]{22})$/;

const keyFor = (sessionSecret: string) => createHash('sha256').update(`booking-check-in-token:${sessionSecret}`).digest();

const macOf = (sessionSecret: string, body: string) => createHmac('sha256', keyFor(sessionSecret)).update(body).digest().subarray(0, MAC_BYTES);

export function signCheckInToken(sessionSecret: string, claim: CheckInClaim): string {
  const body = `${PREFIX}.${claim.bookingId.toString(36)}.${claim.version.toString(36)}`;
  return `${body}.${macOf(sessionSecret, body).toString('base64url')}`;
}

/** The booking and version a token names, or null when it is malformed, altered or signed with another key. */
export function verifyCheckInToken(sessionSecret: string, token: string): CheckInClaim | null {
  const match = TOKEN_PATTERN.exec(token.trim());
  if (!match) return null;
  const body = `${PREFIX}.${match[1]}.${match[2]}`;
  const given = Buffer.from(match[3], 'base64url');
  if (given.length !== MAC_BYTES || !timingSafeEqual(given, macOf(sessionSecret, body))) return null;
  const bookingId = parseInt(match[1], 36);
  const version = parseInt(match[2], 36);
  if (!Number.isSafeInteger(bookingId) || bookingId <= 0 || !Number.isSafeInteger(version)) return null;
  return { bookingId, version };
}
