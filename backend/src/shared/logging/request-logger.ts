import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

/**
 * Each request's logger (`request.log`), bound to its request id, made only when the request writes a line. Fastify
 * asks for one per request; a pino child costs an object, its formatters and the redaction of its bindings, paid
 * by every answer of the quiet routes (the catalog, the page, its files), which write nothing while they succeed.
 * An error on any route still writes through the real child, its request id included.
 */
class RequestLogger implements FastifyBaseLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }

  error(...args: unknown[]): void {
    this.write('error', args);
  }

  warn(...args: unknown[]): void {
    this.write('warn', args);
  }

  info(...args: unknown[]): void {
    this.write('info', args);
  }

  debug(...args: unknown[]): void {
    this.write('debug', args);
  }

  trace(...args: unknown[]): void {
    this.write('trace', args);
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    // A level the process does not log makes no child: a debug call at info costs one comparison.
    if (!this.#child && !this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as (...line: unknown[]) => void)(...args);
  }

  private real(): Logger {
    return (this.#child ??= this.parent.child(this.bindings));
  }
}

/**
 * Fastify's `childLoggerFactory`: a RequestLogger, unless the route sets its own level or serializers (none does
 * today), which get pino's child at once as Fastify's default factory would.
 */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger as Logger, bindings);
}
