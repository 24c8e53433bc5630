import { Logger as NestLogger, type LoggerService, type LogLevel } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { withQuietFramework } from './framework-chatter.js';
import { createRootLogger, type LogLevelName } from './root-logger.js';

/**
 * The process's root logger, made before anything logs (the database is migrated before Nest starts). `nestLevels`
 * is what the API tests pass (['error'] keeps them quiet); otherwise LOG_LEVEL decides.
 */
export function createProcessLogger(config: AppConfig, process: 'api' | 'worker', nestLevels?: false | LogLevel[]): Logger {
  const root = createRootLogger({ process, json: config.nodeEnv === 'production', level: levelOf(config, nestLevels) });
  // Until Nest's own logger (nestjs-pino) is up: the migration and seeding lines go through the same pino.
  NestLogger.overrideLogger(withQuietFramework(bootstrapLogger(root)));
  return root;
}

function levelOf(config: AppConfig, nestLevels?: false | LogLevel[]): LogLevelName {
  if (nestLevels === undefined) return config.logLevel;
  if (nestLevels === false || nestLevels.length === 0) return 'silent';
  if (nestLevels.includes('log')) return 'info';
  return nestLevels.includes('warn') ? 'warn' : 'error';
}

function bootstrapLogger(root: Logger): LoggerService {
  const write = (level: 'info' | 'warn' | 'error' | 'debug') => (message: unknown, context?: unknown) =>
    root[level]({ context: typeof context === 'string' ? context : undefined }, String(message));
  return { log: write('info'), warn: write('warn'), error: write('error'), debug: write('debug'), verbose: write('debug') };
}
