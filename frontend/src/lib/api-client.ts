/**
 * Same-origin JSON client for the API, Sanctum style: the session cookie rides along, and every
 * state-changing request echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header.
 * Customer pages ask for answers in the visitor's language; the operators' pages stay English.
 */
import { answerLanguage, pageText } from './i18n/active-language';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Error body of the API; `errors` (field -> messages) comes with 422 answers. */
export interface ApiErrorBody {
  message: string;
  /** A 409's code ('BOOKING.POINT_FULL'): which conflict, whatever the language of the message. */
  code?: string;
  errors?: Record<string, string[]>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS). */
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }

  /** Field errors of a 422 answer, or an empty map. */
  get errors(): Record<string, string[]> {
    return this.body.errors ?? {};
  }

  /** A 409's code, when the server named the conflict. */
  get code(): string | undefined {
    return this.body.code;
  }

  get isValidation(): boolean {
    return this.status === 422;
  }

  /** 429: a limit was reached; the message says so in words with the wait ("Too many attempts. Try again in N seconds."). */
  get isRateLimited(): boolean {
    return this.status === 429;
  }
}

export interface ApiRequestOptions {
  /** Serialised as JSON; a FormData is sent as the multipart form it is. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const XSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

export function readXsrfToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let csrfInFlight: Promise<void> | null = null;

/** Asks the server for a fresh XSRF-TOKEN cookie; concurrent callers share one request. */
export function ensureCsrfCookie(options: { force?: boolean } = {}): Promise<void> {
  if (!options.force && readXsrfToken()) return Promise.resolve();
  csrfInFlight ??= send('GET', CSRF_COOKIE_PATH, {})
    .then(() => undefined)
    .finally(() => {
      csrfInFlight = null;
    });
  return csrfInFlight;
}

export async function apiRequest<T>(method: HttpMethod, path: string, options: ApiRequestOptions = {}): Promise<T> {
  if (method === 'GET') return send<T>(method, path, options);
  await ensureCsrfCookie();
  try {
    return await send<T>(method, path, options);
  } catch (error) {
    // 419: the token expired or the session rotated. Fetch a new one and try once more.
    if (!(error instanceof ApiError) || error.status !== 419) throw error;
    await ensureCsrfCookie({ force: true });
    return send<T>(method, path, options);
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: ApiRequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: ApiRequestOptions) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: ApiRequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: ApiRequestOptions) => apiRequest<T>('DELETE', path, options),
  /** A multipart form (files: photos), posted as the browser encodes it. */
  upload: <T>(path: string, form: FormData, options?: ApiRequestOptions) => apiRequest<T>('POST', path, { ...options, body: form }),
};

async function send<T>(method: HttpMethod, path: string, options: ApiRequestOptions): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': answerLanguage(window.location.pathname),
    ...options.headers,
  };
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
  const token = method === 'GET' ? null : readXsrfToken();
  if (token) headers['X-XSRF-TOKEN'] = token;

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, { message: pageText('api.unreachable') });
  }

  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, toErrorBody(body, response));
  return body as T;
}

function withQuery(path: string, query: ApiRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('Content-Type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toErrorBody(body: unknown, response: Response): ApiErrorBody {
  if (typeof body === 'object' && body !== null) {
    const { message, code, errors } = body as Record<string, unknown>;
    return {
      message: typeof message === 'string' ? message : response.statusText || pageText('api.failed', { status: response.status }),
      code: typeof code === 'string' ? code : undefined,
      errors: isErrorMap(errors) ? errors : undefined,
    };
  }
  // A short plain-text answer is a message; an HTML error page is not.
  const text = typeof body === 'string' ? body.trim() : '';
  const readable = text && text.length < 300 && !text.startsWith('<');
  return { message: readable ? text : response.statusText || pageText('api.failed', { status: response.status }) };
}

function isErrorMap(value: unknown): value is Record<string, string[]> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));
}
