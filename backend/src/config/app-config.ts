import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ContactPhones } from '@luggage/contracts';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  /** Only for tests: points the Stripe SDK at a local server that speaks Stripe's API. */
  apiUrl: string | null;
}

/** Where photos are kept (PHOTO_STORE): files under DATA_DIR/photos, or an S3-compatible bucket. */
export type PhotoStoreConfig =
  | { kind: 'local'; dir: string }
  | { kind: 's3'; bucket: string; region: string; endpoint: string | null; accessKeyId: string | null; secretAccessKey: string | null; forcePathStyle: boolean; prefix: string };

export interface AppConfig {
  nodeEnv: string;
  port: number;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  contactEmail: string;
  /** CONTACT_PHONE (tap-to-call) and CONTACT_WHATSAPP (chat, international digits, or null): footer, pages and emails. */
  contact: ContactPhones;
  /** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Printed on receipts and in the emails' footer. */
  company: { name: string; address: string };
  googleMapsKey: string | null;
  stripe: StripeConfig | null;
  admin: { email: string; password: string; name: string } | null;
  sessionSecret: string;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** Where the built SPA lives; nothing is served when it has no index.html. */
  frontendDir: string;
  /**
   * Which proxies may say who the client is (X-Forwarded-For): false (none, the default) or a list of
   * addresses, CIDRs and names such as 'loopback'. Login throttling counts per client IP, so trusting every sender would let
   * an attacker pick a new IP per request.
   */
  trustProxy: false | string;
  /**
   * RATE_LIMITS=off lifts the abuse limits on registration, payments, bookings and the manage pages (never the
   * login throttle): for load tests only, never in production.
   */
  rateLimits: boolean;
  /** Prefix of every Redis key and channel, so several deployments (or test runs) can share one Redis. */
  queuePrefix: string;
  /** How BullMQ retries a failing job: this many tries in all, waiting backoffMs, then twice that, and so on. */
  jobRetry: { attempts: number; backoffMs: number };
  /** BOOKING_HOLD_MINUTES: how long an unpaid booking keeps its bags at the point. */
  bookingHoldMinutes: number;
  /** RETENTION_MONTHS: a booking's personal details are erased this many months after its return date. */
  retentionMonths: number;
  /** PASSWORD_SCRYPT_LN: scrypt's cost as log2 N (default and production minimum 17; tests run at 10). */
  passwordScryptLn: number;
  /** OUTBOX_RETENTION_DAYS: the nightly sweep deletes outbox events published longer ago than this. */
  outboxRetentionDays: number;
  /** PHOTO_STORE and its S3_* settings: where bag and claim photos are kept. */
  photoStore: PhotoStoreConfig;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const text = (env: Env, name: string): string | null => {
  const value = env[name]?.trim();
  return value ? value : null;
};

function url(env: Env, name: string, protocols: string[]): string | null {
  const value = text(env, name);
  if (value === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: "${value}"`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}: "${value}"`);
  }
  return value.replace(/\/$/, '');
}

function email(env: Env, name: string, fallback: string | null): string | null {
  const value = text(env, name) ?? fallback;
  if (value !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new ConfigError(`${name} is not a valid email address: "${value}"`);
  }
  return value;
}

/** Ofcom's range for drama (0117 496 0000 to 0999): a number that reaches nobody, for the demo. */
const DEMO_PHONE = '0117 496 0123';

function contact(env: Env): ContactPhones {
  const phone = text(env, 'CONTACT_PHONE') ?? DEMO_PHONE;
  const digits = phone.replace(/\D/g, '');
  if (!/^\+?[\d\s()-]+$/.test(phone) || digits.length < 7 || digits.length > 15) {
    throw new ConfigError(`CONTACT_PHONE must be a phone number (digits, spaces, brackets, hyphens, an optional leading +): "${phone}"`);
  }
  const whatsapp = text(env, 'CONTACT_WHATSAPP');
  if (whatsapp === null) return { phone, whatsapp: null };
  const chat = whatsapp.replace(/[\s()-]/g, '').replace(/^\+/, '');
  if (!/^[1-9]\d{7,14}$/.test(chat)) {
    throw new ConfigError(`CONTACT_WHATSAPP must be an international number with its country code, e.g. +44 7700 900123: "${whatsapp}"`);
  }
  return { phone, whatsapp: chat };
}

function port(env: Env): number {
  const value = text(env, 'PORT') ?? '3000';
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`PORT must be a whole number from 0 to 65535: "${value}"`);
  return n;
}

function stripe(env: Env): StripeConfig | null {
  const secretKey = text(env, 'STRIPE_SECRET_KEY');
  const publishableKey = text(env, 'STRIPE_PUBLISHABLE_KEY');
  if (!secretKey && !publishableKey) return null;
  if (!secretKey || !publishableKey) {
    throw new ConfigError(`STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together (only ${secretKey ? 'STRIPE_SECRET_KEY' : 'STRIPE_PUBLISHABLE_KEY'} is set)`);
  }
  if (!/^(sk|rk)_/.test(secretKey)) throw new ConfigError('STRIPE_SECRET_KEY must start with sk_ or rk_');
  if (!publishableKey.startsWith('pk_')) throw new ConfigError('STRIPE_PUBLISHABLE_KEY must start with pk_');
  return {
    secretKey,
    publishableKey,
    webhookSecret: text(env, 'STRIPE_WEBHOOK_SECRET'),
    apiUrl: url(env, 'STRIPE_API_URL', ['http:', 'https:']),
  };
}

function admin(env: Env): AppConfig['admin'] {
  const adminEmail = email(env, 'ADMIN_EMAIL', null);
  const password = text(env, 'ADMIN_PASSWORD');
  if (!adminEmail && !password) return null;
  if (!adminEmail || !password) throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (password.length < 8) throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters');
  return { email: adminEmail.toLowerCase(), password, name: text(env, 'ADMIN_NAME') ?? 'Admin' };
}

/** Embedded mode keeps a generated secret under DATA_DIR; a shared database needs one given to every instance. */
function sessionSecret(env: Env, dataDir: string, databaseUrl: string | null): string {
  const given = text(env, 'SESSION_SECRET');
  if (given) {
    if (given.length < 32) throw new ConfigError('SESSION_SECRET must be at least 32 characters');
    return given;
  }
  if (databaseUrl) throw new ConfigError('SESSION_SECRET is required when DATABASE_URL is set (every API instance needs the same one)');
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = text(env, name);
  if (value === null) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}: "${value}"`);
  return n;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function logLevel(env: Env): AppConfig['logLevel'] {
  const value = text(env, 'LOG_LEVEL');
  if (value === null) return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(value)) throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}: "${value}"`);
  return value as AppConfig['logLevel'];
}

function trustProxy(env: Env): false | string {
  const value = text(env, 'TRUST_PROXY');
  if (value === null) return false;
  if (value === 'true' || !/^[\w.:/, -]+$/.test(value)) {
    throw new ConfigError(`TRUST_PROXY must list the proxies' addresses (e.g. loopback, 10.0.0.0/8): "${value}"`);
  }
  return value;
}

function rateLimits(env: Env): boolean {
  const value = text(env, 'RATE_LIMITS') ?? 'on';
  if (value !== 'on' && value !== 'off') throw new ConfigError(`RATE_LIMITS must be on or off: "${value}"`);
  return value === 'on';
}

/** Production never hashes below OWASP's 2^17; tests and demos may choose a cheaper cost (hashes carry their own). */
const PRODUCTION_MIN_SCRYPT_LN = 17;

function passwordScryptLn(env: Env): number {
  const ln = wholeNumber(env, 'PASSWORD_SCRYPT_LN', PRODUCTION_MIN_SCRYPT_LN, 10, 20);
  if (ln < PRODUCTION_MIN_SCRYPT_LN && text(env, 'NODE_ENV') === 'production') {
    throw new ConfigError(`PASSWORD_SCRYPT_LN must be at least ${PRODUCTION_MIN_SCRYPT_LN} with NODE_ENV=production: "${ln}"`);
  }
  return ln;
}

function queuePrefix(env: Env): string {
  const value = text(env, 'QUEUE_PREFIX') ?? 'luggage';
  if (!/^[a-zA-Z0-9_-]{1,40}$/.test(value)) throw new ConfigError(`QUEUE_PREFIX may hold only letters, digits, _ and -: "${value}"`);
  return value;
}

function photoStore(env: Env, dataDir: string): PhotoStoreConfig {
  const kind = text(env, 'PHOTO_STORE') ?? 'local';
  if (kind === 'local') return { kind, dir: join(dataDir, 'photos') };
  if (kind !== 's3') throw new ConfigError(`PHOTO_STORE must be local or s3: "${kind}"`);
  const bucket = text(env, 'S3_BUCKET');
  if (!bucket) throw new ConfigError('PHOTO_STORE=s3 needs S3_BUCKET');
  const pathStyle = text(env, 'S3_FORCE_PATH_STYLE') ?? 'off';
  if (pathStyle !== 'on' && pathStyle !== 'off') throw new ConfigError(`S3_FORCE_PATH_STYLE must be on or off: "${pathStyle}"`);
  const prefix = text(env, 'S3_PREFIX') ?? '';
  if (!/^[\w./-]{0,100}$/.test(prefix)) throw new ConfigError(`S3_PREFIX may hold only letters, digits, _, ., / and -: "${prefix}"`);
  return {
    kind,
    bucket,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID'),
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY'),
    forcePathStyle: pathStyle === 'on',
    prefix,
  };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const p = port(env);
  const dataDir = resolve(text(env, 'DATA_DIR') ?? 'data');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const appUrl = url(env, 'APP_URL', ['http:', 'https:']) ?? `http://localhost:${p}`;
  return {
    nodeEnv: text(env, 'NODE_ENV') ?? 'development',
    port: p,
    appUrl,
    dataDir,
    databaseUrl,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM') ?? 'Bristol & Bath Luggage <bookings@luggage.example>',
    contactEmail: email(env, 'CONTACT_EMAIL', 'hello@luggage.example') as string,
    contact: contact(env),
    logLevel: logLevel(env),
    company: { name: text(env, 'COMPANY_NAME') ?? 'Bristol & Bath Luggage', address: text(env, 'COMPANY_ADDRESS') ?? 'Temple Meads, Bristol BS1 6QF, United Kingdom' },
    googleMapsKey: text(env, 'GOOGLE_MAPS_KEY'),
    stripe: stripe(env),
    admin: admin(env),
    sessionSecret: sessionSecret(env, dataDir, databaseUrl),
    bodyLimit: 64 * 1024,
    frontendDir: resolve(text(env, 'FRONTEND_DIR') ?? 'frontend/dist'),
    queuePrefix: queuePrefix(env),
    trustProxy: trustProxy(env),
    rateLimits: rateLimits(env),
    bookingHoldMinutes: wholeNumber(env, 'BOOKING_HOLD_MINUTES', 15, 1, 1440),
    retentionMonths: wholeNumber(env, 'RETENTION_MONTHS', 24, 1, 240),
    passwordScryptLn: passwordScryptLn(env),
    outboxRetentionDays: wholeNumber(env, 'OUTBOX_RETENTION_DAYS', 7, 1, 3650),
    photoStore: photoStore(env, dataDir),
    jobRetry: { attempts: wholeNumber(env, 'JOB_ATTEMPTS', 300, 1, 1000), backoffMs: wholeNumber(env, 'JOB_BACKOFF_MS', 1000, 10, 3_600_000) },
  };
}
