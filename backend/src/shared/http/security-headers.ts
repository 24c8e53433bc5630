import type { FastifyInstance } from 'fastify';

/** Our origin plus what Stripe.js and Google Maps need, and nothing else (RELIABILITY.md, ASVS 3.4). */
const CSP = [
  "default-src 'self'",
  "script-src 'self' https://js.stripe.com https://maps.googleapis.com",
  "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
  "img-src 'self' data: blob: https://*.googleapis.com https://*.gstatic.com https://*.stripe.com",
  "font-src 'self' https://fonts.gstatic.com",
  "connect-src 'self' https://api.stripe.com https://maps.googleapis.com",
  'frame-src https://js.stripe.com https://hooks.stripe.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** Built once and set in a synchronous hook: it runs on every answer, the hot catalog and page GETs included. */
export function addSecurityHeaders(fastify: FastifyInstance, https: boolean): void {
  const headers: Record<string, string> = {
    'Content-Security-Policy': CSP,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(self), payment=(self "https://js.stripe.com")',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
}
