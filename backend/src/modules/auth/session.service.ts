import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toRole, type UserRole } from './roles.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

/** The signed-in user as every module sees it. */
export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  /** `role === 'admin'`: the spec's admin flag on GET /api/user. */
  admin: boolean;
  /** The current email was proven by its emailed link (admins made by ADMIN_EMAIL or create-admin count as such). */
  emailVerified: boolean;
}

export interface SessionRecord {
  idHash: string;
  csrfToken: string;
  user: AuthUser | null;
  /** A signed-in session has a row; a visitor's lives in its cookie alone. */
  stored: boolean;
}

/** Anything that can run SQL: the request's EntityManager or a transaction's. */
type Sql = Pick<EntityManager, 'execute'>;

export const SESSION_COOKIE = 'luggage_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * Not a secret: tells the SPA that someone may be signed in, so a visitor's browser does not ask GET /api/user
 * only to be told 401 (a console error on every page). The session cookie stays the only proof.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';
/**
 * Names the browser, not the session: it outlives signing in and out (a new session each time, against fixation), so
 * a checkout begun before signing in is still this browser's after. Given with the first CSRF cookie.
 */
export const BROWSER_COOKIE = 'luggage_browser';
/** Idle lifetime (Laravel's default); the expiry slides at most every few minutes, never past the absolute cap. */
const IDLE_MINUTES = 120;
const SLIDE_AFTER_MINUTES = 5;
const ABSOLUTE_HOURS = 12;

interface SessionRow {
  id_hash: string;
  csrf_token: string;
  user_id: number | null;
  name: string | null;
  email: string | null;
  role: string | null;
  email_verified: boolean | null;
  stale: boolean;
}

const newSecret = () => randomBytes(32).toString('base64url');
const hashId = (id: string) => createHash('sha256').update(id).digest('hex');

/** Equal-length strings compared in constant time. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Cookie sessions stored in the `session` table (any API instance can answer any request). The cookie carries a
 * signed random id; the table keeps only its SHA-256. A session is read at most once per request, and only
 * when something asks for it (the CSRF check of a state-changing request, or a guard).
 */
@Injectable()
export class SessionService {
  private readonly loaded = new WeakMap<FastifyRequest, Promise<SessionRecord | null>>();
  private readonly secure: boolean;
  private readonly secret: string;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secure = config.appUrl.startsWith('https:');
    this.secret = config.sessionSecret;
  }

  /**
   * A visitor's CSRF token, derived from their session id rather than stored: visitors need no row until they sign
   * in, so a loop of cookie-less GET /sanctum/csrf-cookie cannot grow the table. Bound to the id like a stored one.
   */
  private visitorToken(id: string): string {
    return createHmac('sha256', this.secret).update(`csrf:${id}`).digest('base64url');
  }

  /** The request's session, or null when it has none (or an expired or forged one). */
  load(request: FastifyRequest): Promise<SessionRecord | null> {
    let session = this.loaded.get(request);
    if (!session) {
      session = this.read(request);
      this.loaded.set(request, session);
    }
    return session;
  }

  async userOf(request: FastifyRequest): Promise<AuthUser | null> {
    return (await this.load(request))?.user ?? null;
  }

  /** True when the X-XSRF-TOKEN header matches the token of the request's session. */
  async csrfMatches(request: FastifyRequest): Promise<boolean> {
    const header = request.headers['x-xsrf-token'];
    if (typeof header !== 'string' || header.length === 0) return false;
    if (this.isVisitorToken(request, header)) return true;
    const session = await this.load(request);
    return session !== null && safeEqual(header, session.csrfToken);
  }

  /**
   * A header carrying the token derived from the cookie's session id is a visitor's: a stored session's token is
   * random, and an id that was ever a visitor's is never stored (signing in starts a new id). So the session is known
   * without reading the table, and the request keeps it for its guards.
   */
  private isVisitorToken(request: FastifyRequest, header: string): boolean {
    if (this.loaded.has(request)) return false;
    const id = this.cookieId(request);
    if (!id || !safeEqual(header, this.visitorToken(id))) return false;
    this.loaded.set(request, Promise.resolve({ idHash: hashId(id), csrfToken: header, user: null, stored: false }));
    return true;
  }

  /**
   * A new session with a new id and CSRF token, replacing the request's current one (no fixation): used by
   * GET /sanctum/csrf-cookie for a visitor, at login and registration, and after logout. Only a signed-in session is
   * stored.
   */
  async start(request: FastifyRequest, reply: FastifyReply, user: AuthUser | null): Promise<SessionRecord> {
    const current = await this.load(request);
    if (current?.stored) await this.em.execute('delete from session where id_hash = ?', [current.idHash]);
    const id = newSecret();
    const record: SessionRecord = user
      ? { idHash: hashId(id), csrfToken: newSecret(), user, stored: true }
      : { idHash: hashId(id), csrfToken: this.visitorToken(id), user: null, stored: false };
    if (user) {
      await this.em.execute(
        `insert into session (id_hash, user_id, csrf_token, expires_at) values (?, ?, ?, now() + interval '${IDLE_MINUTES} minutes')`,
        [record.idHash, user.id, record.csrfToken],
      );
    }
    this.loaded.set(request, Promise.resolve(record));
    this.setCookies(reply, id, record.csrfToken);
    if (user) void reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure: this.secure });
    else if (request.cookies?.[SIGNED_IN_HINT_COOKIE]) void reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/', secure: this.secure });
    return record;
  }

  /** This browser's key from its signed cookie; null for a missing, tampered or malformed one. */
  browserKeyOf(request: FastifyRequest): string | null {
    return this.signedCookie(request, BROWSER_COOKIE);
  }

  /** This browser's key, given now (a signed, HttpOnly cookie) when it has none yet. */
  ensureBrowserKey(request: FastifyRequest, reply: FastifyReply): string {
    const current = this.browserKeyOf(request);
    if (current) return current;
    const key = newSecret();
    void reply.setCookie(BROWSER_COOKIE, key, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.secure, signed: true });
    return key;
  }

  /** GET /sanctum/csrf-cookie: keeps a live session (and re-sends its token), or starts one. */
  async ensure(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    this.ensureBrowserKey(request, reply);
    const current = await this.load(request);
    if (!current) {
      await this.start(request, reply, null);
      return;
    }
    void reply.setCookie(XSRF_COOKIE, current.csrfToken, this.xsrfCookieOptions());
  }

  /** Logout: the session row is deleted and the browser gets a fresh anonymous session and CSRF token. */
  async destroy(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.start(request, reply, null);
  }

  /** Ends every session of a user (after a password reset), in the caller's transaction. */
  async endAllFor(userId: number, sql: Sql = this.em): Promise<void> {
    await sql.execute('delete from session where user_id = ?', [userId]);
  }

  async purgeExpired(): Promise<void> {
    await this.em.execute('delete from session where expires_at <= now()');
  }

  private async read(request: FastifyRequest): Promise<SessionRecord | null> {
    const id = this.cookieId(request);
    if (!id) return null;
    const rows = await this.em.execute<SessionRow[]>(
      `select s.id_hash, s.csrf_token, s.user_id, u.name, u.email, u.role, u.email_verified_at is not null as email_verified,
              s.expires_at < now() + interval '${IDLE_MINUTES - SLIDE_AFTER_MINUTES} minutes' as stale
       from session s left join app_user u on u.id = s.user_id
       where s.id_hash = ? and s.expires_at > now()`,
      [hashId(id)],
    );
    const row = rows[0];
    // No row: a visitor's session (or one that ended): its token is derived from the signed id.
    if (!row) return { idHash: hashId(id), csrfToken: this.visitorToken(id), user: null, stored: false };
    if (row.stale) await this.slide(row.id_hash);
    return { idHash: row.id_hash, csrfToken: row.csrf_token, user: toAuthUser(row), stored: true };
  }

  private async slide(idHash: string): Promise<void> {
    await this.em.execute(
      `update session set expires_at = least(now() + interval '${IDLE_MINUTES} minutes', created_at + interval '${ABSOLUTE_HOURS} hours')
       where id_hash = ?`,
      [idHash],
    );
  }

  /** The session id from the signed cookie; null for a missing, tampered or malformed one. */
  private cookieId(request: FastifyRequest): string | null {
    return this.signedCookie(request, SESSION_COOKIE);
  }

  private signedCookie(request: FastifyRequest, name: string): string | null {
    const raw = request.cookies?.[name];
    if (!raw) return null;
    const unsigned = request.unsignCookie(raw);
    return unsigned.valid && unsigned.value && /^[A-Za-z0-9_-]{43}$/.test(unsigned.value) ? unsigned.value : null;
  }

  private setCookies(reply: FastifyReply, id: string, csrfToken: string): void {
    void reply.setCookie(SESSION_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.secure, signed: true });
    void reply.setCookie(XSRF_COOKIE, csrfToken, this.xsrfCookieOptions());
  }

  /** Readable by the SPA's script, which echoes it in X-XSRF-TOKEN. */
  private xsrfCookieOptions() {
    return { path: '/', httpOnly: false, sameSite: 'lax', secure: this.secure } as const;
  }
}

function toAuthUser(row: SessionRow): AuthUser | null {
  if (row.user_id === null || row.email === null) return null;
  const role = toRole(row.role);
  return { id: row.user_id, name: row.name ?? '', email: row.email, role, admin: role === 'admin', emailVerified: row.email_verified === true };
}
