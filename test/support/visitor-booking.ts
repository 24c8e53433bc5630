// A visitor's paid booking made over HTTP against a running app, as the wizard makes it (docs/api.md), for browser
// tests that start from a booking rather than from the wizard.
import { type BookingResponse, type GetDataResponse, type PaymentIntentRequest, paymentIntentIdFromSecret } from '@luggage/contracts';
import { aBookingRequest, aPaymentIntentRequest } from './booking-builders.js';

/** A cookie jar and the XSRF header for one visitor, over fetch. */
export class VisitorSession {
  private cookies = new Map<string, string>();

  /** `language`: sent as Accept-Language, as the SPA sends the visitor's (the booking's emails speak it). */
  constructor(
    private readonly baseUrl: string,
    private readonly language?: string,
  ) {}

  async call(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.call('GET', '/sanctum/csrf-cookie');
    const headers: Record<string, string> = { Accept: 'application/json', Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (this.language) headers['Accept-Language'] = this.language;
    if (method !== 'GET') headers['X-XSRF-TOKEN'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  }

  async expect(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, status = 200): Promise<unknown> {
    const res = await this.call(method, path, body);
    if (res.status !== status) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }
}

export async function pointId(baseUrl: string, name: string): Promise<number> {
  const data = (await (await fetch(`${baseUrl}/api/get-data`)).json()) as GetDataResponse;
  const point = data.collection_cities.flatMap((city) => city.get_locations).find((location) => location.Location === name);
  if (!point) throw new Error(`The demo catalog has no ${name}`);
  return point.id;
}

/**
 * Books and pays with the 4242 test card: by default a Small and a Medium suitcase for 2 nights (£36.45) at Bristol
 * Bus Station, collected in 3 days (4000 0000 0000 5126 pays but its refunds fail), booked in `language` (Accept-Language) when given. Answers the booking API's answer (reference and manage token) and the request.
 */
export async function bookAsVisitor(
  baseUrl: string,
  overrides: Partial<PaymentIntentRequest> = {},
  cardNumber = '4242 4242 4242 4242',
  language?: string,
): Promise<BookingResponse & { request: PaymentIntentRequest }> {
  const visitor = new VisitorSession(baseUrl, language);
  const request = aPaymentIntentRequest(await pointId(baseUrl, 'Bristol Bus Station'), overrides);
  const secret = (await visitor.expect('POST', '/api/stripe-payment-intent', request)) as string;
  const card = { clientSecret: secret, cardNumber, expiry: '12 / 34', cvc: '123' };
  await visitor.expect('POST', `/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, card);
  const booked = (await visitor.expect('POST', '/api/booking', aBookingRequest(request, secret))) as BookingResponse;
  return { ...booked, request };
}
