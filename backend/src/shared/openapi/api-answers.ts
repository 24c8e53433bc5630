import { applyDecorators } from '@nestjs/common';
import { ApiCookieAuth, ApiHeader, ApiResponse, ApiSecurity, type SchemaObject } from '@nestjs/swagger';

/**
 * The answers many routes share, as a few decorators, so each route says which doors it has rather than repeating
 * @ApiResponse. What they describe is enforced elsewhere (the CSRF hook, the guards, the validation pipe, the
 * throttles); the API document test checks that every route carries the decorators its kind needs.
 */

export const SESSION_SCHEME = 'session';
export const CSRF_SCHEME = 'csrf';

/** The error bodies, as the exception filter writes them (docs/api.md). */
export const ERROR_SCHEMAS: Record<string, SchemaObject> = {
  ErrorMessage: {
    type: 'object',
    required: ['message'],
    properties: {
      message: { type: 'string', example: 'Booking not found.' },
      code: { type: 'string', description: "A 409's stable name of the conflict, whatever the message's language.", example: 'BOOKING.POINT_FULL' },
    },
  },
  ValidationErrors: {
    type: 'object',
    required: ['message', 'errors'],
    properties: {
      message: { type: 'string', example: 'The email field is required.' },
      errors: {
        type: 'object',
        description: 'One entry per field that failed (nested fields as `storageItemsBasket.0.amount`), each with its messages.',
        additionalProperties: { type: 'array', items: { type: 'string' } },
        example: { email: ['The email field is required.'] },
      },
    },
  },
};

const errorMessage = { $ref: '#/components/schemas/ErrorMessage' };

/** One answer with the `{message}` body. */
export const ApiError = (status: number, description: string) => ApiResponse({ status, description, schema: errorMessage });

/** A state-changing route: 419 unless X-XSRF-TOKEN echoes the session's CSRF token (from GET /sanctum/csrf-cookie). */
export const ApiCsrfProtected = () =>
  applyDecorators(
    ApiSecurity(CSRF_SCHEME),
    ApiCookieAuth(SESSION_SCHEME),
    ApiError(419, 'CSRF token mismatch: send X-XSRF-TOKEN with the XSRF-TOKEN cookie of GET /sanctum/csrf-cookie.'),
  );

/** A body or query checked by the validation pipe: 422 with one entry per field. */
export const ApiValidated = () =>
  ApiResponse({ status: 422, description: 'A field is missing or not valid; nothing was changed.', schema: { $ref: '#/components/schemas/ValidationErrors' } });

/** Needs a signed-in session: 401 without one. */
export const ApiSignedIn = () => applyDecorators(ApiCookieAuth(SESSION_SCHEME), ApiError(401, 'Unauthenticated: no signed-in session.'));

/** Admins only: 401 without a signed-in session, 403 for a customer. */
export const ApiAdminOnly = () => applyDecorators(ApiSignedIn(), ApiError(403, 'This action is unauthorized: the account is not an admin.'));

/** Staff and admins (staff check-in): 401 without a signed-in session, 403 for a customer. */
export const ApiStaffOrAdmin = () => applyDecorators(ApiSignedIn(), ApiError(403, 'This action is unauthorized: the account is not staff or an admin.'));

/** Drivers and admins (the driver's day): 401 without a signed-in session, 403 for a customer or staff. */
export const ApiDriverOrAdmin = () => applyDecorators(ApiSignedIn(), ApiError(403, 'This action is unauthorized: the account is not a driver or an admin.'));

/** A throttled door: 429 with Retry-After once the client (or the email or reference it names) has used its tries. */
/** A partner's own routes (issue 41): a signed-in partner only. */
export const ApiPartnerOnly = () => applyDecorators(ApiSignedIn(), ApiError(403, 'This action is unauthorized: the account is not an active partner.'));

export const ApiRateLimited = () =>
  ApiResponse({
    status: 429,
    description: 'Too many attempts: wait the seconds Retry-After gives.',
    headers: { 'Retry-After': { description: 'Seconds until the next try is allowed.', schema: { type: 'integer' } } },
    schema: errorMessage,
  });

/** Stripe's webhook: no session or CSRF, its proof is the signature over the raw body. */
export const ApiStripeSigned = () =>
  applyDecorators(
    ApiHeader({ name: 'Stripe-Signature', required: true, description: "Stripe's signature over the raw body." }),
    ApiError(400, 'The webhook signature is missing or not valid.'),
  );
