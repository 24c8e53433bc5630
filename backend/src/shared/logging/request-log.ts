import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { scrub } from './scrub.js';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** A balancer's X-Request-Id when it looks like one (so a request keeps one id end to end), else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && INCOMING_ID.test(given) ? given : randomUUID();
}

/**
 * The hot answers that never touch the database are not logged one by one: the landing page, the catalog, hashed
 * assets, files, the health check. Logging them cost more than a tenth of their rate (docs/decisions.md, "Logs and
 * errors"). The other pages are logged (their paths scrubbed).
 */
const QUIET = /^\/($|\?|api\/get-data|api\/health|assets\/|[^/?]+\.[a-z0-9]+(\?|$))/i;

/**
 * One line per request (method, route, status, duration, request id) and the id sent back as X-Request-Id.
 * The route is the pattern (/api/manage/:token), never the URL, so no secret in a path reaches the log; a request
 * that matched no route logs its path scrubbed.
 */
export function installRequestLog(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && QUIET.test(request.url) && reply.statusCode < 400) return done();
    const route = request.routeOptions.url;
    request.log.info(
      { method: request.method, route: route ?? null, path: route ? undefined : scrub(request.url.split('?')[0]), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
    done();
  });
}
