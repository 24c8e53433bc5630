// Bursts of whole bookings fired at once over several API instances (issue 38, item 5): each visitor's payment intent,
// test card 4242 and POST /api/booking, three in four of them collected from and delivered to addresses of one zone
// (the same two windows: two trips, and the nights of its point), the rest at the point itself, all on the same days,
// so that they fight over the same nights and window-days, and past the hold rule's half some pay without a hold and
// take their bags and trips at the payment. Used by test/api/booking-bursts.postgres.test.ts and by `npm run bench:burst`.
import { addDays, bookingQuote, formatDashed, paymentIntentIdFromSecret, poundsToPence, quote, todayInLondon } from '../../contracts/dist/index.js';

const ADDRESSES = [
  ['12 Royal York Crescent', 'Bristol', 'BS8 4JZ'],
  ['1 Broad Quay', 'Bristol', 'BS1 4DJ'],
];

/**
 * Fires `bursts` bursts, one after the other, of `perBurst` bookings at once (three in four with two address legs),
 * spread over `urls`. Burst k collects `firstDay + k` days from today. Each request is given `timeoutMs` to answer.
 * Answers every request's step, status (null: unanswered) and time, and each visitor's outcome.
 */
export async function fireBursts({ urls, bursts, perBurst, firstDay = 4, timeoutMs = 60_000, tag = 'burst' }) {
  const catalog = await (await fetch(`${urls[0]}/api/get-data`)).json();
  const zone = catalog.delivery.zones.find((z) => z.districts.includes('BS8'));
  const windows = catalog.delivery.windows.filter((w) => w.cityId === zone.cityId);
  const point = catalog.collection_cities.flatMap((city) => city.get_locations).find((p) => p.id === zone.storageLocationId);
  const visitors = [];
  for (let burst = 0; burst < bursts; burst++) {
    const collectionDate = formatDashed(addDays(todayInLondon(), firstDay + burst));
    const inputs = Array.from({ length: perBurst }, (_, i) => {
      const n = burst * perBurst + i;
      return bookingInput({ catalog, point, zone, windows, collectionDate, n, withLegs: i % 4 !== 3, tag });
    });
    const url = (i) => urls[i % urls.length];
    // The first half check out together; then they pay while the second half check out: payments that take their
    // bags and trips (past the hold rule's half) meet checkouts locking the same nights and window-days.
    const half = Math.ceil(perBurst / 2);
    const early = await Promise.all(inputs.slice(0, half).map((input, i) => checkout(url(i), input, timeoutMs)));
    const late = inputs.slice(half).map(async (input, i) => payAndBook(await checkout(url(half + i), input, timeoutMs)));
    visitors.push(...(await Promise.all([...early.map(payAndBook), ...late])));
  }
  return { visitors, pointId: point.id, zoneCityId: zone.cityId };
}

/** requests, 5xx (and at which steps), unanswered, slowest answer (ms), and how the visitors ended. */
export function burstFigures({ visitors }) {
  const requests = visitors.flatMap((visitor) => visitor.requests);
  const answered = requests.filter((request) => request.status !== null);
  const serverErrors = answered.filter((request) => request.status >= 500);
  const byStep = Object.entries(Object.groupBy(serverErrors, (request) => request.step)).map(([step, list]) => `${list.length} ${step}`);
  return {
    requests: requests.length,
    serverErrors: serverErrors.length,
    serverErrorsBy: byStep.join(', ') || '-',
    unanswered: requests.length - answered.length,
    slowestMs: Math.round(Math.max(0, ...answered.map((request) => request.ms))),
    booked: visitors.filter((visitor) => visitor.outcome === 'booked').length,
    refused: visitors.filter((visitor) => visitor.outcome === 'refused').length,
  };
}

function bookingInput({ catalog, point, zone, windows, collectionDate, n, withLegs, tag }) {
  const items = catalog.storage_items.slice(0, 2);
  const lines = items.map((item, i) => ({ item, amount: 1 + ((n + i) % 2) }));
  const nights = 1 + (n % 3);
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  const storage = quote(lines.map(({ item, amount }) => ({ pricePence: poundsToPence(item.price), amount })), nights, discounts);
  const trip = ([line1, town, postcode], i) => ({ kind: 'address', address: { line1, town, postcode }, windowId: windows[i % windows.length].id });
  const fees = withLegs ? [{ kind: 'collection', pence: zone.feePence }, { kind: 'delivery', pence: zone.feePence }] : [];
  const priced = bookingQuote(storage, fees);
  return {
    request: {
      currency: 'gbp',
      totalCost: priced.totalPence / 100,
      storageItemsBasket: lines.map(({ item, amount }) => ({ code: item.code, price: item.price, amount, fullItemsPrice: (poundsToPence(item.price) * amount) / 100, typeName: item.storage_item })),
      fullName: `Burst Visitor ${n}`,
      contactNumber: '+44 7700 900123',
      email: `${tag}${n}@burst.example`,
      agreedToTerms: true,
      nights,
      collectionDate,
      locationId: point.id,
      bookingToken: `${tag}-${process.pid}-${n}`,
      ...(withLegs ? { handover: trip(ADDRESSES[0], 0), giveBack: trip(ADDRESSES[1], 1) } : {}),
    },
    storage,
    priced,
    point,
  };
}

/** A visitor's checkout (CSRF cookie, payment intent); a refusal (4xx) ends its booking, as it would end the wizard. */
async function checkout(baseUrl, input, timeoutMs) {
  const visitor = new TimedVisitor(baseUrl, timeoutMs);
  const csrf = await visitor.send('csrf', 'GET', '/sanctum/csrf-cookie');
  if (csrf.status === null || csrf.status >= 300) return { visitor, input, ended: 'failed' };
  const intent = await visitor.send('payment-intent', 'POST', '/api/stripe-payment-intent', input.request);
  if (intent.status !== 200) return { visitor, input, ended: intent.status !== null && intent.status < 500 ? 'refused' : 'failed' };
  return { visitor, input, secret: intent.body };
}

/** The checkout's payment with the test card, then its booking; the visitor's outcome. */
async function payAndBook({ visitor, input: { request, storage, priced, point }, secret, ended }) {
  const end = (outcome, extra = {}) => ({ outcome, requests: visitor.requests, email: request.email, ...extra });
  if (ended) return end(ended);
  const intentId = paymentIntentIdFromSecret(secret);
  const card = { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  const paid = await visitor.send('confirm', 'POST', `/api/test-payments/${intentId}/confirm`, card);
  if (paid.status !== 200 || paid.body?.status !== 'succeeded') return end('failed', { intentId });
  const [d, m, y] = request.collectionDate.split('-').map(Number);
  const booking = await visitor.send('booking', 'POST', '/api/booking', {
    fullName: request.fullName,
    email: request.email,
    contactNumber: request.contactNumber,
    storageItemsBasket: request.storageItemsBasket,
    nights: request.nights,
    location: `${point.Location} @ ${point.collect_return_time}`,
    collectionDate: request.collectionDate,
    returnDate: formatDashed(addDays({ day: d, month: m, year: y }, request.nights)),
    globalTotalCost: priced.totalPence / 100,
    noDiscountCost: storage.noDiscountPence / 100,
    discount: storage.discountPence / 100,
    paymentIntentId: intentId,
  });
  if (booking.status === 200) return end('booked', { intentId, reference: booking.body.bookingReference });
  // Paid, then refused for want of room (409): refunded in full by the server.
  return end(booking.status !== null && booking.status < 500 ? 'refused' : 'failed', { intentId });
}

/** A visitor with its own cookies and the SPA's CSRF habit, timing every request; an answer later than the timeout counts as none. */
class TimedVisitor {
  cookies = new Map();
  requests = [];

  constructor(baseUrl, timeoutMs) {
    this.baseUrl = baseUrl;
    this.timeoutMs = timeoutMs;
  }

  async send(step, method, path, body) {
    const headers = { Accept: 'application/json', Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    const started = performance.now();
    let answer;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(this.timeoutMs) });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair.indexOf('=');
        this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
      }
      const text = await response.text();
      answer = { status: response.status, body: parse(text) };
    } catch {
      answer = { status: null, body: null };
    }
    this.requests.push({ step, status: answer.status, ms: performance.now() - started, message: answer.status >= 400 ? answer.body?.message : undefined });
    return answer;
  }
}

function parse(text) {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}
