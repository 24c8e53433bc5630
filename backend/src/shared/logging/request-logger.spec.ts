import { Writable } from 'node:stream';
import { describe, expect, it, jest } from '@jest/globals';
import pino, { type Logger } from 'pino';
import { requestLoggerFactory } from './request-logger.js';

/** A real pino logger at `level` writing JSON lines into `lines`, as the root logger does in production. */
function rootLogger(level: string): { root: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { root: pino({ level, redact: ['*.password'] }, sink), lines };
}

describe('requestLoggerFactory', () => {
  it('makes no pino child for a request that writes nothing, nor for lines below the level', () => {
    const { root, lines } = rootLogger('info');
    const child = jest.spyOn(root, 'child');
    const log = requestLoggerFactory(root, { requestId: 'quiet-1' }, {});
    log.debug('not at info');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it('writes its lines with the request id, through one child made at the first line', () => {
    const { root, lines } = rootLogger('info');
    const child = jest.spyOn(root, 'child');
    const log = requestLoggerFactory(root, { requestId: 'req-42' }, {});
    log.error({ route: '/api/get-data', body: { password: 'hunter2' } }, 'unhandled error');
    log.info('second line');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toMatchObject([
      { level: 50, requestId: 'req-42', route: '/api/get-data', body: { password: '[Redacted]' }, msg: 'unhandled error' },
      { level: 30, requestId: 'req-42', msg: 'second line' },
    ]);
  });

  it("follows a level set on the request's logger, and its own children carry the request id", () => {
    const { root, lines } = rootLogger('info');
    const log = requestLoggerFactory(root, { requestId: 'req-7' }, {});
    expect(log.level).toBe('info');
    log.level = 'debug';
    log.debug('now at debug');
    log.child({ job: 'x' }).info('from a child');
    expect(root.level).toBe('info');
    expect(lines).toMatchObject([
      { level: 20, requestId: 'req-7', msg: 'now at debug' },
      { level: 30, requestId: 'req-7', job: 'x', msg: 'from a child' },
    ]);
  });
});
