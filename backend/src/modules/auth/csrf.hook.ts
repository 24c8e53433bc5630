import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage, translate } from '../../shared/i18n/translate.js';
import type { SessionService } from './session.service.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Stripe signs its webhook instead: the only state-changing route without the CSRF check. */
const EXEMPT = new Set(['POST /api/stripe-webhook']);

const isExempt = (request: FastifyRequest) => EXEMPT.has(`${request.method} ${request.url.split('?')[0]}`);

/**
 * Sanctum's rule for every route of the app, including those other modules add later: a state-changing
 * request must echo its session's CSRF token in X-XSRF-TOKEN, else 419 (in the request's language). Runs before the body is read;
 * safe methods never touch the session table here.
 */
export function installCsrfCheck(fastify: FastifyInstance, sessions: SessionService): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || isExempt(request)) return;
    if (await sessions.csrfMatches(request)) return;
    return reply.code(419).send({ message: translate(requestLanguage(request.headers), 'errors:account.csrfMismatch') });
  });
}
