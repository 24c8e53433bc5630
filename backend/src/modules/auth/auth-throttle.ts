import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AccountDeletionThrottledError, EmailChangeThrottledError, LoginThrottledError, VerificationThrottledError } from './auth.errors.js';

/** At most `max` hits on `key` per fixed window of `windowSeconds`. */
interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** The outcome of one counted hit: over the limit or not, and the seconds until its window resets. */
interface Hit {
  allowed: boolean;
  retryAfter: number;
}

/** Verification emails a user may ask for again (registration and email changes send theirs unasked). */
const VERIFICATION_RESENDS: Omit<Limit, 'key'> = { max: 3, windowSeconds: 15 * 60 };
/** Each attempt checks the password, so it is capped like a login, per account. */
const EMAIL_CHANGES: Omit<Limit, 'key'> = { max: 5, windowSeconds: 15 * 60 };

interface HitRow {
  key: string;
  hits: number;
  retry_after: number;
}

/**
 * The account's own limits (login, reset emails, verification resends, email changes), as fixed-window counters in
 * the database, so every API instance sees the same counts and Redis is optional. The per-address abuse limits of
 * shared/rate-limits come on top; RATE_LIMITS=off lifts those, never these.
 */
@Injectable()
export class AuthThrottle {
  constructor(private readonly em: EntityManager) {}

  /**
   * Counts a login attempt before the password is checked (so parallel guesses cannot slip past the limit):
   * 5 a minute per email + IP, 20 an hour per IP across all accounts (password spraying), and 100 an hour per email
   * across every IP, which a browser with the account's device cookie (`knownDevice`) is neither counted against nor
   * blocked by. A success gives the attempt back.
   */
  async hitLogin(email: string, ip: string, knownDevice: boolean): Promise<void> {
    const limits = loginLimits(email, ip, knownDevice);
    const rows = await this.hit(limits);
    const blocked = limits
      .map((limit) => ({ limit, row: rows.find((row) => row.key === limit.key) }))
      .filter(({ limit, row }) => row && row.hits > limit.max);
    if (blocked.length > 0) throw new LoginThrottledError(Math.max(...blocked.map(({ row }) => row!.retry_after)));
  }

  /** After a successful login: the email + IP counter starts again; the address and account caps get their attempt back. */
  async clearLogin(email: string, ip: string, knownDevice: boolean): Promise<void> {
    const [perEmailAndIp, ...caps] = loginLimits(email, ip, knownDevice);
    await this.em.execute('delete from auth_throttle where key = ?', [perEmailAndIp.key]);
    const keys = caps.map(() => '?').join(', ');
    await this.em.execute(`update auth_throttle set hits = greatest(hits - 1, 0) where key in (${keys}) and resets_at > now()`, caps.map((cap) => cap.key));
  }

  /** At most one reset email a minute per address: true for the first request of the minute. */
  async allowResetEmail(email: string): Promise<boolean> {
    return (await this.consume({ key: `forgot:${email}`, max: 1, windowSeconds: 60 })).allowed;
  }

  /** 3 "resend verification email" requests per 15 minutes per user; 429 with Retry-After beyond. */
  async hitVerificationResend(userId: number): Promise<void> {
    const hit = await this.consume({ key: `verify-resend:${userId}`, ...VERIFICATION_RESENDS });
    if (!hit.allowed) throw new VerificationThrottledError(hit.retryAfter);
  }

  /** 5 email change attempts per 15 minutes per user, counted before the password is checked. */
  async hitEmailChange(userId: number): Promise<void> {
    const hit = await this.consume({ key: `email-change:${userId}`, ...EMAIL_CHANGES });
    if (!hit.allowed) throw new EmailChangeThrottledError(hit.retryAfter);
  }

  /** 5 account deletion attempts per 15 minutes per user, counted before the password is checked, as for email changes. */
  async hitAccountDeletion(userId: number): Promise<void> {
    const hit = await this.consume({ key: `delete-account:${userId}`, ...EMAIL_CHANGES });
    if (!hit.allowed) throw new AccountDeletionThrottledError(hit.retryAfter);
  }

  private async consume(limit: Limit): Promise<Hit> {
    const [row] = await this.hit([limit]);
    return { allowed: row.hits <= limit.max, retryAfter: row.retry_after };
  }

  /**
   * Deletes the counters that name an address (its logins, its reset emails), in the caller's transaction: for a
   * deleted account, whose address is then kept nowhere. They would have gone within the hour anyway.
   */
  async forgetEmail(tx: EntityManager, email: string): Promise<void> {
    const normalised = email.trim().toLowerCase();
    await tx.execute(`delete from auth_throttle where key in (?, ?) or starts_with(key, ?)`, [`forgot:${normalised}`, `login-account:${normalised}`, `login:${normalised}|`]);
  }

  async purgeExpired(): Promise<void> {
    await this.em.execute('delete from auth_throttle where resets_at <= now()');
  }

  private hit(limits: Limit[]): Promise<HitRow[]> {
    const values = limits.map(() => `(?, 1, now() + make_interval(secs => ?))`).join(', ');
    return this.em.execute<HitRow[]>(
      `insert into auth_throttle (key, hits, resets_at) values ${values}
       on conflict (key) do update set
         hits = case when auth_throttle.resets_at <= now() then 1 else auth_throttle.hits + 1 end,
         resets_at = case when auth_throttle.resets_at <= now() then excluded.resets_at else auth_throttle.resets_at end
       returning key, hits, greatest(1, ceil(extract(epoch from resets_at - now())))::int as retry_after`,
      limits.flatMap((limit) => [limit.key, limit.windowSeconds]),
    );
  }
}

/** Per email + IP first (a success deletes it), then the caps a success only gives one attempt back. */
function loginLimits(email: string, ip: string, knownDevice: boolean): Limit[] {
  const normalised = email.trim().toLowerCase();
  return [
    { key: `login:${normalised}|${ip}`, max: 5, windowSeconds: 60 },
    { key: `login-address:${ip}`, max: 20, windowSeconds: 3600 },
    ...(knownDevice ? [] : [{ key: `login-account:${normalised}`, max: 100, windowSeconds: 3600 }]),
  ];
}
