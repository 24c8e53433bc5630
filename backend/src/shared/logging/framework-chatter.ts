import type { LoggerService } from '@nestjs/common';

/**
 * Nest's start-up narration, one line per module, controller and route (about 150 lines on a start): useful when
 * wiring is in doubt, noise otherwise. These contexts' `log` lines are written at debug (LOG_LEVEL=debug shows them).
 */
const FRAMEWORK_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** `logger` with Nest's start-up narration moved from info to debug; everything else as it was. */
export function withQuietFramework(logger: LoggerService): LoggerService {
  return {
    log: (message: unknown, ...rest: unknown[]) => (isFramework(rest) ? logger.debug?.(message, ...rest) : logger.log(message, ...rest)),
    error: (message: unknown, ...rest: unknown[]) => logger.error(message, ...rest),
    warn: (message: unknown, ...rest: unknown[]) => logger.warn(message, ...rest),
    debug: (message: unknown, ...rest: unknown[]) => logger.debug?.(message, ...rest),
    verbose: (message: unknown, ...rest: unknown[]) => logger.verbose?.(message, ...rest),
    fatal: (message: unknown, ...rest: unknown[]) => logger.fatal?.(message, ...rest),
  };
}

/** Nest passes the context as the last argument. */
const isFramework = (rest: unknown[]) => {
  const context = rest.at(-1);
  return typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context);
};
