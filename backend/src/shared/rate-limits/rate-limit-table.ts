/**
 * The abuse limits, one row per door that costs us or a customer something (a 128 MiB password hash, an email
 * sent, a Stripe call, a pending booking, a manage action). Every row counts per client address (request.ip, which
 * honours TRUST_PROXY); a row whose request names an email, a booking reference, a manage link or a payment intent
 * also counts per that name. Routes that share a row share its counts. docs/decisions.md says why these sizes.
 * The login throttle is not here: it lives in the auth module and RATE_LIMITS=off never lifts it.
 */
const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** At most `limit` requests per `seconds` (a window that starts at the first one); beyond, 429 until it ends. */
export interface Window {
  limit: number;
  seconds: number;
}

/** What a request names, besides its client address. */
export type SubjectKind = 'email' | 'bookingReference' | 'manageLink' | 'paymentIntent';

export interface RateLimitRow {
  perClient: Window;
  perSubject?: Window & { by: SubjectKind };
}

const per = (limit: number, seconds: number): Window => ({ limit, seconds });

export const RATE_LIMITS = {
  //                   per client address            per email / reference / link / intent
  register:           { perClient: per(20, HOUR),      perSubject: { by: 'email', ...per(3, HOUR) } },
  forgotPassword:     { perClient: per(10, HOUR),      perSubject: { by: 'email', ...per(5, HOUR) } },
  resetPassword:      { perClient: per(20, HOUR),      perSubject: { by: 'email', ...per(10, HOUR) } },
  paymentIntent:      { perClient: per(120, HOUR),     perSubject: { by: 'email', ...per(60, HOUR) } },
  booking:            { perClient: per(60, HOUR),      perSubject: { by: 'email', ...per(30, HOUR) } },
  testCard:           { perClient: per(60, HOUR),      perSubject: { by: 'paymentIntent', ...per(10, HOUR) } },
  findBooking:        { perClient: per(10, 15 * MINUTE), perSubject: { by: 'bookingReference', ...per(3, HOUR) } },
  resendVerification: { perClient: per(10, HOUR) },
  emailChange:        { perClient: per(10, HOUR) },
  manageAction:       { perClient: per(60, HOUR),      perSubject: { by: 'manageLink', ...per(30, HOUR) } },
  // Checks of a promo code, and checkouts that carry one (counted together: codes cannot be guessed at either door).
  promoCode:          { perClient: per(30, 15 * MINUTE) },
  partnerLink:        { perClient: per(30, HOUR) },
} as const satisfies Record<string, RateLimitRow>;

export type RateLimitName = keyof typeof RATE_LIMITS;

interface RequestLike {
  body?: unknown;
  params?: unknown;
}

const field = (source: unknown, name: string): string | null => {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/**
 * The name a request gives, as the limit counts it, or null when it gives none (validation answers that one).
 * Read before validation, so it normalises the way the services do: emails without case, references without spaces.
 */
export function subjectOf(kind: SubjectKind, request: RequestLike): string | null {
  switch (kind) {
    case 'email':
      return field(request.body, 'email')?.trim().toLowerCase() ?? null;
    case 'bookingReference':
      return field(request.body, 'reference')?.replace(/[\s-]/g, '').toUpperCase() ?? null;
    case 'manageLink':
      return field(request.params, 'token');
    case 'paymentIntent':
      return field(request.params, 'intentId');
  }
}
