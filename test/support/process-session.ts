// A browser-like client of app PROCESSES (startApp): one cookie jar for every instance it talks to, as a browser
// behind a load balancer has, and the SPA's CSRF habit (GET /sanctum/csrf-cookie, then X-XSRF-TOKEN).
import {
  type BookingRequest,
  type GetDataResponse,
  type PaymentIntentRequest,
  paymentIntentIdFromSecret,
} from '@luggage/contracts';
import { aBookingRequest, aPaymentIntentRequest } from './booking-builders.js';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export class ProcessSession {
  private readonly cookies = new Map<string, string>();

  /** `baseUrl` is where calls go unless one names another instance. */
  constructor(private readonly baseUrl: string) {}

  get(path: string, baseUrl = this.baseUrl): Promise<Answer> {
    return this.send('GET', path, undefined, baseUrl);
  }

  async post(path: string, body: object = {}, baseUrl = this.baseUrl): Promise<Answer> {
    return this.send('POST', path, body, baseUrl);
  }

  async put(path: string, body: object = {}, baseUrl = this.baseUrl): Promise<Answer> {
    return this.send('PUT', path, body, baseUrl);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private async send(method: string, path: string, body: object | undefined, baseUrl: string): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'GET') {
      if (!this.cookies.has('XSRF-TOKEN')) await this.send('GET', '/sanctum/csrf-cookie', undefined, baseUrl);
      headers['X-XSRF-TOKEN'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN')!);
      headers['Content-Type'] = 'application/json';
    }
    if (this.cookies.size > 0) headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    for (const line of response.headers.getSetCookie()) this.keep(line);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  private keep(setCookie: string): void {
    const [pair, ...attributes] = setCookie.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = attributes.some((a) => {
      const [key, v] = a.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(v) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** Bristol Bus Station's id, read from an instance's public catalog. */
export async function bristolBusStationAt(baseUrl: string): Promise<number> {
  const data = (await (await fetch(`${baseUrl}/api/get-data`)).json()) as GetDataResponse;
  const point = data.collection_cities.flatMap((city) => city.get_locations).find((l) => l.Location === 'Bristol Bus Station');
  if (!point) throw new Error('The demo catalog has no Bristol Bus Station');
  return point.id;
}

export interface PaidCheckout {
  request: PaymentIntentRequest;
  secret: string;
  intentId: string;
  booking: BookingRequest;
}

/**
 * A visitor's checkout as the wizard makes it: the payment intent, then the offline test card 4242.
 * `baseUrl` picks the instance (default: the session's). The booking is not confirmed until `booking` is POSTed to /api/booking (or the PaymentSucceeded job runs).
 */
export async function payWith4242(session: ProcessSession, locationId: number, overrides: Partial<PaymentIntentRequest> = {}, baseUrl?: string): Promise<PaidCheckout> {
  const request = aPaymentIntentRequest(locationId, overrides);
  const intent = await session.post('/api/stripe-payment-intent', request, baseUrl);
  if (intent.status !== 200) throw new Error(`payment intent answered ${intent.status}: ${JSON.stringify(intent.body)}`);
  const secret = intent.body as string;
  const intentId = paymentIntentIdFromSecret(secret);
  const card = { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  const paid = await session.post(`/api/test-payments/${intentId}/confirm`, card, baseUrl);
  if ((paid.body as { status?: string }).status !== 'succeeded') throw new Error(`test card answered ${paid.status} ${JSON.stringify(paid.body)}`);
  return { request, secret, intentId, booking: aBookingRequest(request, secret) };
}
