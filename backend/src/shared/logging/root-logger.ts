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

/** An error with its message and stack scrubbed: an SMTP refusal quotes the address, a driver error the SQL values. */
function scrubbedError(error: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(error);
  if (typeof serialized.message === 'string') serialized.message = scrub(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = scrub(serialized.stack);
  return serialized;
}
