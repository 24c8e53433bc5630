import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app-config.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'config-spec-'));

describe('loadConfig', () => {
  it('runs with nothing set: embedded database, in-process jobs, offline payments, port 3000', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({ port: 3000, appUrl: 'http://localhost:3000', databaseUrl: null, redisUrl: null, stripe: null, admin: null });
    expect(config.jobRetry).toEqual({ attempts: 300, backoffMs: 1000 });
    expect(config.bookingHoldMinutes).toBe(15);
    expect(loadConfig({ DATA_DIR: dataDir(), BOOKING_HOLD_MINUTES: '30' }).bookingHoldMinutes).toBe(30);
    expect(config.retentionMonths).toBe(24);
    expect(loadConfig({ DATA_DIR: dataDir(), RETENTION_MONTHS: '36' }).retentionMonths).toBe(36);
    expect(config.passwordScryptLn).toBe(17);
    expect(loadConfig({ DATA_DIR: dataDir(), PASSWORD_SCRYPT_LN: '10' }).passwordScryptLn).toBe(10);
    expect(config.outboxRetentionDays).toBe(7);
    expect(loadConfig({ DATA_DIR: dataDir(), OUTBOX_RETENTION_DAYS: '30' }).outboxRetentionDays).toBe(30);
  });

  it("shows a number from Ofcom's drama range unless CONTACT_PHONE is set, and WhatsApp only when CONTACT_WHATSAPP is", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).contact).toEqual({ phone: '0117 496 0123', whatsapp: null });
    expect(loadConfig({ DATA_DIR: dataDir(), CONTACT_PHONE: '+44 117 496 0999', CONTACT_WHATSAPP: '+44 7700 900123' }).contact).toEqual({
      phone: '+44 117 496 0999',
      whatsapp: '447700900123',
    });
  });

  it('generates a session secret under DATA_DIR once and keeps it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toHaveLength(64);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535: "eighty"'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://: "mysql://x"'],
    [{ DATABASE_URL: 'postgres://db/app' }, 'SESSION_SECRET is required when DATABASE_URL is set (every API instance needs the same one)'],
    [{ REDIS_URL: 'not a url' }, 'REDIS_URL is not a valid URL: "not a url"'],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, 'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must be set together (only STRIPE_SECRET_KEY is set)'],
    [{ STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_2' }, 'STRIPE_SECRET_KEY must start with sk_ or rk_'],
    [{ ADMIN_EMAIL: 'boss@example.com' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 8 characters'],
    [{ CONTACT_EMAIL: 'nobody' }, 'CONTACT_EMAIL is not a valid email address: "nobody"'],
    [{ CONTACT_PHONE: 'call us' }, 'CONTACT_PHONE must be a phone number (digits, spaces, brackets, hyphens, an optional leading +): "call us"'],
    [{ CONTACT_WHATSAPP: '07700 900123' }, 'CONTACT_WHATSAPP must be an international number with its country code, e.g. +44 7700 900123: "07700 900123"'],
    [{ SESSION_SECRET: 'too-short' }, 'SESSION_SECRET must be at least 32 characters'],
    [{ QUEUE_PREFIX: 'a:b' }, 'QUEUE_PREFIX may hold only letters, digits, _ and -: "a:b"'],
    [{ JOB_ATTEMPTS: '0' }, 'JOB_ATTEMPTS must be a whole number from 1 to 1000: "0"'],
    [{ JOB_BACKOFF_MS: '1.5' }, 'JOB_BACKOFF_MS must be a whole number from 10 to 3600000: "1.5"'],
    [{ BOOKING_HOLD_MINUTES: '0' }, 'BOOKING_HOLD_MINUTES must be a whole number from 1 to 1440: "0"'],
    [{ RETENTION_MONTHS: '0' }, 'RETENTION_MONTHS must be a whole number from 1 to 240: "0"'],
    [{ RETENTION_MONTHS: 'two years' }, 'RETENTION_MONTHS must be a whole number from 1 to 240: "two years"'],
    [{ PASSWORD_SCRYPT_LN: '9' }, 'PASSWORD_SCRYPT_LN must be a whole number from 10 to 20: "9"'],
    [{ PASSWORD_SCRYPT_LN: '16', NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) }, 'PASSWORD_SCRYPT_LN must be at least 17 with NODE_ENV=production: "16"'],
    [{ OUTBOX_RETENTION_DAYS: '0' }, 'OUTBOX_RETENTION_DAYS must be a whole number from 1 to 3650: "0"'],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it('reads Stripe, admin and the public address', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      APP_URL: 'https://luggage.example/',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'correct horse',
    });
    expect(config.appUrl).toBe('https://luggage.example');
    expect(config.stripe).toEqual({ secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: null, apiUrl: null });
    expect(config.admin).toEqual({ email: 'boss@example.com', password: 'correct horse', name: 'Admin' });
  });

  it('keeps the abuse limits on unless RATE_LIMITS=off, and refuses any other value', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).rateLimits).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: 'on' }).rateLimits).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir(), RATE_LIMITS: 'false' })).toThrow('RATE_LIMITS must be on or off: "false"');
  });
});
