import { describe, expect, it } from '@jest/globals';
import type { LoggerService } from '@nestjs/common';
import { withQuietFramework } from './framework-chatter.js';

describe(withQuietFramework.name, () => {
  const recorded = () => {
    const lines: string[] = [];
    const logger: LoggerService = {
      log: (message: unknown, context?: unknown) => lines.push(`log ${String(context)}: ${String(message)}`),
      debug: (message: unknown, context?: unknown) => lines.push(`debug ${String(context)}: ${String(message)}`),
      error: () => undefined,
      warn: (message: unknown, context?: unknown) => lines.push(`warn ${String(context)}: ${String(message)}`),
    };
    return { lines, logger: withQuietFramework(logger) };
  };

  it("moves Nest's start-up narration to debug and leaves the app's own lines and every warning as they were", () => {
    const { lines, logger } = recorded();
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    logger.log('BookingModule dependencies initialized', 'InstanceLoader');
    logger.log('Listening on http://localhost:3000', 'Main');
    logger.warn('Slow start', 'RoutesResolver');
    expect(lines).toEqual([
      'debug RouterExplorer: Mapped {/api/health, GET} route',
      'debug InstanceLoader: BookingModule dependencies initialized',
      'log Main: Listening on http://localhost:3000',
      'warn RoutesResolver: Slow start',
    ]);
  });
});
