import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../i18n/translate.js';
import { DomainError, type ErrorKind } from './domain-error.js';

const STATUS: Record<ErrorKind, number> = {
  not_found: 404,
  conflict: 409,
  invalid: 422,
  unauthenticated: 401,
  forbidden: 403,
  throttled: 429,
  payment: 402,
  bad_request: 400,
  unavailable: 503,
  too_large: 413,
};

/** Serves the SPA's index.html for a browser's GET of a client-side route that the API does not know. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * The one place errors become HTTP answers: JSON `{ message, errors? }`. Anything unknown is our bug: logged once,
 * with the stack and the request id, and answered "Something went wrong" with that id (nothing of the error itself).
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  constructor(private readonly spaFallback: SpaFallback | null = null) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (exception instanceof DomainError) return sendDomainError(request, reply, exception);
    const status = statusOf(exception);
    if (status === 404 && this.spaFallback?.(request, reply)) return;
    if (status >= 500) {
      request.log.error({ err: exception, method: request.method, route: request.routeOptions?.url ?? null }, 'unhandled error');
      void reply.status(500).send({ message: 'Something went wrong', requestId: request.id });
      return;
    }
    void reply.status(status).send({ message: messageOf(exception, status) });
  }
}

/**
 * A DomainError's answer, in the request's language (Accept-Language, which the SPA sets): English when it names none
 * of ours. Also for the Fastify hooks that answer before Nest (the unstorable-text check).
 */
export function sendDomainError(request: FastifyRequest, reply: FastifyReply, error: DomainError): void {
  const status = STATUS[error.kind];
  const language = requestLanguage(request.headers);
  if (error.retryAfterSeconds !== undefined) void reply.header('Retry-After', String(error.retryAfterSeconds));
  const message = error.messageIn(language);
  // A conflict names itself by code (BOOKING.POINT_FULL): a client tells conflicts apart without reading words.
  const code = error.kind === 'conflict' ? { code: error.code } : {};
  const body = Object.keys(error.fields).length > 0 ? { message, ...code, errors: error.fieldsIn(language) } : { message, ...code };
  void reply.status(status).send(body);
}

function statusOf(exception: unknown): number {
  if (exception instanceof HttpException) return exception.getStatus();
  // Fastify's own errors (bad JSON, body too large, wrong content type) carry a 4xx statusCode.
  const code = (exception as { statusCode?: unknown })?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : 500;
}

function messageOf(exception: unknown, status: number): string {
  if (status === 404) return 'Not Found';
  if (status === 413) return 'The request body is too large.';
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    if (typeof response === 'string') return response;
    const message = (response as { message?: unknown }).message;
    if (typeof message === 'string') return message;
    if (Array.isArray(message)) return String(message[0]);
  }
  if (status === 400 && (exception as { code?: string })?.code?.startsWith('FST_ERR_CTP')) return 'The request body is not valid JSON.';
  return (exception as Error)?.message || 'Bad Request';
}
