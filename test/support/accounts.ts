// Builders and helpers for the account tests: a customer with overrides, and raw cookie access.
import type { RegisterRequest } from '@luggage/contracts';
import { HttpSession, readCookie } from './http-session.js';
import type { SmtpCatcher } from './smtp-catcher.js';
import type { TestApp } from './test-app.js';

export const SESSION_COOKIE = 'luggage_session';

let counter = 0;

/** A valid registration; every call gets its own address unless one is given. */
export function aCustomer(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const password = overrides.password ?? 'correct horse battery';
  return {
    name: 'Ann Customer',
    email: `ann.${process.pid}.${counter}@example.com`,
    password,
    password_confirmation: password,
    ...overrides,
  };
}

/** A new browser-like session (from an address of its own) that has registered (and so is signed in) as `customer`. */
export async function registered(t: TestApp, customer = aCustomer()): Promise<Registered> {
  const session = new HttpSession(t);
  const response = await session.post('/register', customer);
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${JSON.stringify(response.body)}`);
  return { session, customer, cookie: sessionCookieOf(response), id: (response.body as { id: number }).id };
}

export interface Registered {
  session: HttpSession;
  customer: RegisterRequest;
  /** The signed-in session cookie the registration set. */
  cookie: string;
  id: number;
}

/** The session cookie a response set (signed value, as the browser keeps it). */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const value = readCookie(response.headers['set-cookie'] as string[] | undefined, SESSION_COOKIE);
  if (!value) throw new Error('The response set no session cookie');
  return value;
}

/** GET /api/user with only the given session cookie, as a stolen or stale cookie would be used. */
export function userWithCookie(t: TestApp, cookie: string) {
  return t.request().get('/api/user').set('Cookie', `${SESSION_COOKIE}=${cookie}`);
}

type Answer = { status: number; body: unknown };

/** Awaits a call and checks its status, showing the body when it differs (HttpSession's calls are promises). */
export async function expectStatus<R extends Answer>(call: Promise<R> | PromiseLike<R>, status: number): Promise<R> {
  const response = await call;
  if (response.status !== status) throw new Error(`Expected ${status}, got ${response.status}: ${JSON.stringify(response.body)}`);
  return response;
}

export const VERIFICATION_SUBJECT = 'Verify your email address';

/**
 * The tokens of the verification emails `smtp` caught for `email`, oldest first, read from the links in the emails
 * themselves (`…/verify-email/{token}`), once at least `count` of them have arrived.
 */
export async function emailedVerificationTokens(smtp: SmtpCatcher, email: string, count = 1, timeoutMs = 15_000): Promise<string[]> {
  const sent = (mail: { to: string[]; subject: string }) => mail.to.includes(email) && mail.subject === VERIFICATION_SUBJECT;
  const deadline = Date.now() + timeoutMs;
  while (smtp.count(sent) < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  const mails = smtp.messages.filter(sent);
  if (mails.length < count) throw new Error(`${mails.length} of ${count} verification emails reached ${email}`);
  return mails.map((mail) => {
    const token = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`No verification link in: ${mail.text}`);
    return token;
  });
}
