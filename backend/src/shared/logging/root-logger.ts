import pino, { type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import { scrub } from './scrub.js';

export type LogLevelName = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Fields that must never reach a log line, wherever they appear in a logged object: credentials, session and CSRF
 * material, link secrets, card fields and email addresses. Message strings are scrubbed too (see scrub.ts).
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.currentPassword',
  '*.token',
  '*.sealedToken',
  '*.manageToken',
  '*.clientSecret',
  '*.cardNumber',
  '*.cvc',
  '*.expiry',
  '*.email',
  '*.to',
];

export interface RootLoggerOptions {
  /** 'api' or 'worker', on every line. */
  process: string;
  /** JSON lines in production; readable coloured lines otherwise. */
  json: boolean;
  level: LogLevelName;
}

/** The process's one pino logger: Fastify's request logs and Nest's application logs both write through it. */
export function createRootLogger(options: RootLoggerOptions): Logger {
  const settings: LoggerOptions = {
    level: options.level,
    base: { process: options.process },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: {
      // Messages are free text (often built with template strings): scrub what the redaction paths cannot see.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof method>);
      },
    },
    serializers: { err: scrubbedError },
  };
  if (options.json) return pino(settings);
  return pino(settings, pretty({ sync: true, colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,process' }));
}

/**
 * An error with every text in it scrubbed, its causes' too: an SMTP refusal quotes the address, a driver error the SQL
 * values, and PostgreSQL's unique violation names the duplicate in `detail` ("Key (email)=(ann@example.com) ...").
 */
function scrubbedError(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  return scrubbedTexts(pino.stdSerializers.err(error), 0);
}

/** A scrubbed copy: the serializer's output shares nested objects with the live error, which must stay as thrown. */
function scrubbedTexts<T>(value: T, depth: number): T {
  if (typeof value === 'string') return scrub(value) as T;
  if (value === null || typeof value !== 'object' || depth > 5) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubbedTexts(item, depth + 1)) as T;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = scrubbedTexts(field, depth + 1);
  return copy as T;
}
