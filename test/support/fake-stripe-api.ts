// An HTTP server on loopback that answers the Stripe API calls the app makes, the way api.stripe.com does:
// form-encoded bodies, JSON answers, Bearer secret keys, Idempotency-Key replays, Stripe-shaped errors.
// The app's real `stripe` SDK is pointed at it with STRIPE_API_URL; webhooks are signed with the SDK's own helper.
// Stripe.js's own call from the browser (retrieve an intent with the publishable key and its client secret) is
// answered too, as api.stripe.com does: the Stripe.js stand-in (fake-stripe-js.ts) routes it here.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type FakeIntentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: FakeIntentStatus;
  client_secret: string;
  automatic_payment_methods: { enabled: boolean } | null;
  description: string | null;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; message: string } | null;
  created: number;
  livemode: false;
}

export type FakeRefundStatus = 'pending' | 'succeeded' | 'failed' | 'canceled';

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: FakeRefundStatus;
  failure_reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

export interface FakePayout {
  id: string;
  object: 'payout';
  amount: number;
  arrival_date: number;
  created: number;
  currency: string;
  status: 'paid';
}

export interface FakeBalanceTransaction {
  id: string;
  object: 'balance_transaction';
  amount: number;
  fee: number;
  net: number;
  type: string;
  created: number;
  currency: string;
  /** A charge's id ('ch_...'), a refund's ('re_...'), the payout's own ('po_...'), or null (a fee, an adjustment). */
  source: string | null;
}

/** A line of a payout the test makes: an intent's charge, a refund, or money that is no booking's. */
export type FakePayoutLine = { intent: string; amount?: number } | { refund: string } | { type: 'charge' | 'adjustment'; amount: number };

export interface LoggedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: FormParams;
}

type FormParams = { [key: string]: string | FormParams };

interface IdempotentAnswer {
  fingerprint: string;
  status: number;
  body: unknown;
}

export interface FakeStripeApi {
  url: string;
  secretKey: string;
  /** The key Stripe.js (in a browser) sends as `key`; give it to the app as STRIPE_PUBLISHABLE_KEY. */
  publishableKey: string;
  intents: Map<string, FakeIntent>;
  refunds: Map<string, FakeRefund>;
  requests: LoggedRequest[];
  /** New refunds start in this status ('pending' unless set; card refunds are often 'succeeded' at once). */
  refundsStartAs(status: FakeRefundStatus): void;
  /** A refund made outside the app (Stripe's dashboard): counted against the intent like any other. */
  dashboardRefund(intentId: string, amount: number): FakeRefund;
  setRefundStatus(id: string, status: FakeRefundStatus, failureReason?: string): FakeRefund;
  /**
   * Pays out these lines as Stripe does once the money is available: each charge less Stripe's fee (1.5 % + 20p),
   * each refund in full (an intent's line may name another amount than the intent's), and a 'payout' line taking the total out of the balance. A charge line of an amount is a
   * charge the app never made (for "not in the ledger").
   */
  payOut(arrival: Date, lines: FakePayoutLine[]): FakePayout;
  /** The next created intent gets this id (to deliver a webhook before the app knows the intent). */
  useNextId(id: string): void;
  /** Moves an intent as Stripe would after the customer pays (or fails to). */
  setStatus(id: string, status: FakeIntentStatus, error?: string): FakeIntent;
  /** Answers the next n API calls with a 500, as during an outage. */
  failNext(n: number): void;
  /** A Stripe event object for the intent (or refund, or charge) as it is now. */
  event(type: string, object: FakeIntent | FakeRefund | object, id?: string): StripeEventJson;
  close(): Promise<void>;
}

export interface StripeEventJson {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: FakeIntent | FakeRefund | object };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

const SECRET_KEY = 'sk_test_fake_0123456789abcdefghij';
const PUBLISHABLE_KEY = 'pk_test_fake_0123456789';

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const intents = new Map<string, FakeIntent>();
  const refunds = new Map<string, FakeRefund>();
  let refundStart: FakeRefundStatus = 'pending';
  const requests: LoggedRequest[] = [];
  const idempotent = new Map<string, IdempotentAnswer>();
  const nextIds: string[] = [];
  const payouts: FakePayout[] = [];
  const payoutLines = new Map<string, FakeBalanceTransaction[]>();
  const charges = new Map<string, { id: string; object: 'charge'; amount: number; payment_intent: string | null }>();
  let failures = 0;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const raw = await readBody(req);
    const [path, search = ''] = (req.url ?? '/').split('?');
    const method = req.method ?? 'GET';
    const params = parseForm(method === 'GET' ? search : raw);
    const idempotencyKey = header(req, 'idempotency-key');
    requests.push({ method, path, idempotencyKey, params });
    const query = new URLSearchParams(search);
    if (query.has('key')) return sendToBrowser(res, ...publishableRoute(method, path, query));
    if (header(req, 'authorization') !== `Bearer ${SECRET_KEY}`) {
      return send(res, 401, stripeError('invalid_request_error', 'api_key_invalid', 'Invalid API Key provided.'));
    }
    if (failures > 0) {
      failures -= 1;
      return send(res, 500, stripeError('api_error', 'internal', 'An unknown error occurred.'));
    }
    if (method === 'POST' && idempotencyKey) {
      const fingerprint = `${method} ${path} ${raw}`;
      const earlier = idempotent.get(idempotencyKey);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return send(res, 400, stripeError('idempotency_error', 'idempotency_key_in_use', 'Keys for idempotent requests can only be used with the same parameters they were first used with.'));
      }
      if (earlier) return send(res, earlier.status, earlier.body, { 'Idempotent-Replayed': 'true' });
      const [status, body] = route(method, path, params);
      if (status < 500) idempotent.set(idempotencyKey, { fingerprint, status, body });
      return send(res, status, body);
    }
    const [status, body] = route(method, path, params);
    return send(res, status, body);
  };

  const route = (method: string, path: string, params: FormParams): [number, unknown] => {
    if (method === 'POST' && path === '/v1/payment_intents') return [200, create(params)];
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params, refundStart);
    if (method === 'GET' && path === '/v1/payouts') return [200, listPayouts(params)];
    if (method === 'GET' && path === '/v1/balance_transactions') return [200, listPayoutLines(params)];
    const match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (!match) return [404, stripeError('invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path}).`)];
    const intent = intents.get(match[1]);
    if (!intent) return [404, stripeError('invalid_request_error', 'resource_missing', `No such payment_intent: '${match[1]}'`, 'intent')];
    if (method === 'GET') return [200, intent];
    if (method === 'POST') {
      if (intent.status === 'succeeded' || intent.status === 'processing' || intent.status === 'canceled') {
        return [400, stripeError('invalid_request_error', 'payment_intent_unexpected_state', `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`)];
      }
      if (typeof params.amount === 'string') intent.amount = Number(params.amount);
      if (typeof params.metadata === 'object') intent.metadata = { ...intent.metadata, ...flat(params.metadata) };
      return [200, intent];
    }
    return [405, stripeError('invalid_request_error', 'method_not_allowed', 'Method not allowed.')];
  };

  /**
   * What Stripe.js may do with a publishable key: read an intent given its client secret. Real Stripe answers such
   * calls with the intent's client-side fields only (no metadata), and refuses a client secret that is not the
   * intent's.
   */
  const publishableRoute = (method: string, path: string, query: URLSearchParams): [number, unknown] => {
    if (query.get('key') !== PUBLISHABLE_KEY) {
      return [401, stripeError('invalid_request_error', 'api_key_invalid', 'Invalid API Key provided.')];
    }
    const match = /^\/v1\/payment_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (method !== 'GET' || !match) {
      return [404, stripeError('invalid_request_error', 'resource_missing', `Unrecognized request URL (${method}: ${path}).`)];
    }
    const intent = intents.get(match[1]);
    if (!intent) return [404, stripeError('invalid_request_error', 'resource_missing', `No such payment_intent: '${match[1]}'`, 'intent')];
    if (query.get('client_secret') !== intent.client_secret) {
      return [400, stripeError('invalid_request_error', 'payment_intent_invalid_parameter', 'The client_secret provided does not match any associated PaymentIntent on this account.', 'client_secret')];
    }
    const { id, object, amount, currency, status, client_secret, description, last_payment_error, created, livemode } = intent;
    return [200, { id, object, amount, currency, status, client_secret, description, last_payment_error, created, livemode }];
  };

  const create = (params: FormParams): FakeIntent => {
    const id = nextIds.shift() ?? `pi_${token(24)}`;
    const automatic = params.automatic_payment_methods;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      amount_received: 0,
      currency: String(params.currency),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${token(24)}`,
      automatic_payment_methods: typeof automatic === 'object' ? { enabled: automatic.enabled === 'true' } : null,
      description: typeof params.description === 'string' ? params.description : null,
      metadata: typeof params.metadata === 'object' ? flat(params.metadata) : {},
      last_payment_error: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    };
    intents.set(id, intent);
    return intent;
  };

  /** Refunds what is left of a succeeded intent, as Stripe does: more than that is refused. */
  const createRefund = (params: FormParams, status: FakeRefundStatus): [number, unknown] => {
    const intent = intents.get(String(params.payment_intent));
    if (!intent) return [404, stripeError('invalid_request_error', 'resource_missing', `No such payment_intent: '${String(params.payment_intent)}'`, 'payment_intent')];
    if (intent.status !== 'succeeded') return [400, stripeError('invalid_request_error', 'charge_not_succeeded', 'This PaymentIntent has no successful charge to refund.')];
    const left = intent.amount - [...refunds.values()].filter((r) => r.payment_intent === intent.id && r.status !== 'failed' && r.status !== 'canceled').reduce((sum, r) => sum + r.amount, 0);
    const amount = params.amount === undefined ? left : Number(params.amount);
    if (amount > left) return [400, stripeError('invalid_request_error', 'amount_too_large', `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`, 'amount')];
    const refund: FakeRefund = {
      id: `re_${token(24)}`,
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      status,
      failure_reason: null,
      metadata: typeof params.metadata === 'object' ? flat(params.metadata) : {},
      created: Math.floor(Date.now() / 1000),
    };
    refunds.set(refund.id, refund);
    return [200, refund];
  };

  const listPayouts = (params: FormParams): unknown => {
    const range = typeof params.arrival_date === 'object' ? params.arrival_date : {};
    const within = payouts.filter(
      (payout) =>
        (typeof range.gte !== 'string' || payout.arrival_date >= Number(range.gte)) && (typeof range.lt !== 'string' || payout.arrival_date < Number(range.lt)),
    );
    return page('/v1/payouts', within, params);
  };

  const listPayoutLines = (params: FormParams): unknown => {
    const lines = payoutLines.get(String(params.payout)) ?? [];
    const expanded = JSON.stringify(params.expand ?? '').includes('data.source');
    const shown = expanded ? lines.map((line) => ({ ...line, source: sourceObject(line.source) })) : lines;
    return page('/v1/balance_transactions', shown, params);
  };

  const sourceObject = (id: string | null): unknown => (id === null ? null : (charges.get(id) ?? refunds.get(id) ?? payouts.find((payout) => payout.id === id) ?? id));

  const payOut = (arrival: Date, lines: FakePayoutLine[]): FakePayout => {
    const created = Math.floor(arrival.getTime() / 1000) - 2 * 86_400;
    const made = lines.map((line): FakeBalanceTransaction => {
      if ('intent' in line) {
        const intent = intents.get(line.intent);
        if (!intent) throw new Error(`The fake Stripe API has no intent ${line.intent}`);
        const amount = line.amount ?? intent.amount;
        const charge = { id: `ch_${token(24)}`, object: 'charge' as const, amount, payment_intent: intent.id };
        charges.set(charge.id, charge);
        return balanceLine('charge', amount, Math.round(amount * 0.015) + 20, charge.id, created);
      }
      if ('refund' in line) {
        const refund = refunds.get(line.refund);
        if (!refund) throw new Error(`The fake Stripe API has no refund ${line.refund}`);
        return balanceLine('refund', -refund.amount, 0, refund.id, created);
      }
      if (line.type === 'charge') {
        const charge = { id: `ch_${token(24)}`, object: 'charge' as const, amount: line.amount, payment_intent: `pi_${token(24)}` };
        charges.set(charge.id, charge);
        return balanceLine('charge', line.amount, Math.round(line.amount * 0.015) + 20, charge.id, created);
      }
      return balanceLine(line.type, line.amount, 0, null, created);
    });
    const amount = made.reduce((sum, line) => sum + line.net, 0);
    const payout: FakePayout = { id: `po_${token(24)}`, object: 'payout', amount, arrival_date: Math.floor(arrival.getTime() / 1000), created, currency: 'gbp', status: 'paid' };
    payouts.push(payout);
    payoutLines.set(payout.id, [...made, balanceLine('payout', -amount, 0, payout.id, created)]);
    return payout;
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => send(res, 500, stripeError('api_error', 'internal', String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey: SECRET_KEY,
    publishableKey: PUBLISHABLE_KEY,
    intents,
    refunds,
    requests,
    refundsStartAs: (status) => {
      refundStart = status;
    },
    dashboardRefund(intentId, amount) {
      const [status, body] = createRefund({ payment_intent: intentId, amount: String(amount) }, 'succeeded');
      if (status !== 200) throw new Error(`The fake Stripe API refused the refund: ${JSON.stringify(body)}`);
      return body as FakeRefund;
    },
    setRefundStatus(id, status, failureReason) {
      const refund = refunds.get(id);
      if (!refund) throw new Error(`The fake Stripe API has no refund ${id}`);
      refund.status = status;
      refund.failure_reason = failureReason ?? null;
      return refund;
    },
    payOut,
    useNextId: (id) => nextIds.push(id),
    setStatus(id, status, error) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`The fake Stripe API has no intent ${id}`);
      intent.status = status;
      intent.amount_received = status === 'succeeded' ? intent.amount : 0;
      intent.last_payment_error = error ? { type: 'card_error', code: 'card_declined', message: error } : null;
      return intent;
    },
    failNext: (n) => {
      failures = n;
    },
    event: (type, object, id = `evt_${token(24)}`) => ({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: `req_${token(14)}`, idempotency_key: null },
      type,
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function balanceLine(type: string, amount: number, fee: number, source: string | null, created: number): FakeBalanceTransaction {
  return { id: `txn_${token(24)}`, object: 'balance_transaction', amount, fee, net: amount - fee, type, created, currency: 'gbp', source };
}

/** A Stripe list: `limit` items after `starting_after`, with has_more (what the SDK's auto-pagination follows). */
function page<T extends { id: string }>(url: string, items: T[], params: FormParams): unknown {
  const limit = Math.min(Number(typeof params.limit === 'string' ? params.limit : 10), 100);
  const after = typeof params.starting_after === 'string' ? items.findIndex((item) => item.id === params.starting_after) + 1 : 0;
  const data = items.slice(after, after + limit);
  return { object: 'list', url, has_more: after + limit < items.length, data };
}

/** The Stripe-Signature header for a payload, made by the SDK's own test helper (`timestamp` in seconds). */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

function stripeError(type: string, code: string, message: string, param?: string) {
  return { error: { type, code, message, ...(param ? { param } : {}), doc_url: `https://stripe.com/docs/error-codes/${code.replace(/_/g, '-')}` } };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${token(14)}`, ...headers });
  res.end(JSON.stringify(body));
}

/** A browser calls api.stripe.com from the shop's origin: Stripe answers with CORS headers. */
function sendToBrowser(res: ServerResponse, status: number, body: unknown): void {
  send(res, status, body, { 'Access-Control-Allow-Origin': '*' });
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : (value ?? null);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's form encoding: `metadata[booking_reference]=X&automatic_payment_methods[enabled]=true`. */
function parseForm(raw: string): FormParams {
  const out: FormParams = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.slice(0, -1).forEach((part) => {
      if (typeof node[part] !== 'object') node[part] = {};
      node = node[part] as FormParams;
    });
    node[path[path.length - 1]] = value;
  }
  return out;
}

function flat(params: FormParams | string): Record<string, string> {
  if (typeof params === 'string') return {};
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function token(length: number): string {
  return randomBytes(length).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, length).padEnd(length, 'x');
}
