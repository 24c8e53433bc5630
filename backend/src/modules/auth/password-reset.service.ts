import { createHash, randomBytes } from 'node:crypto';
import type { QueryResult } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { AuthThrottle } from './auth-throttle.js';
import { invalidResetToken } from './auth.errors.js';
import type { ResetPasswordDto } from './dto/auth.dto.js';
import { type PasswordTokenPurpose, PasswordResetToken } from './entities/password-reset-token.entity.js';
import { User } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import type { UserRole } from './roles.js';
import { safeEqual, SessionService } from './session.service.js';
import { openToken, sealToken } from './token-seal.js';
import { findUserByEmail } from './user-lookup.js';

/** How long each kind of link works: a reset within the hour, an invitation for three days. */
const TOKEN_MINUTES: Record<PasswordTokenPurpose, number> = { reset: 60, invitation: 3 * 24 * 60 };
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const isLive = (row: PasswordResetToken) => row.usedAt === null && row.expiresAt.getTime() > Date.now();

/** What the reset or invitation email needs, once the job has checked that its token is still the live one. */
export interface PendingReset {
  email: string;
  name: string;
  token: string;
  minutes: number;
  /** The user's role now: an invitation's email says which team they join. */
  role: UserRole;
}

/**
 * Links that set a password: a forgotten password or a staff invitation. A random 32-byte token per link (the
 * user's previous one is replaced), stored as a SHA-256 only, valid once and for TOKEN_MINUTES. The email leaves
 * through the outbox as PasswordResetRequested or StaffInvited. Both are spent by POST /reset-password.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: AuthThrottle,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Same outcome for the caller whether or not the address has an account, and at most one email a minute. The
   * email speaks `language`, the request's.
   */
  async requestLink(email: string, language: Language = DEFAULT_LANGUAGE): Promise<void> {
    if (!(await this.throttle.allowResetEmail(email.toLowerCase()))) return;
    const em = this.em.fork();
    const user = await findUserByEmail(em, email);
    if (!user) return;
    await em.transactional((tx) => this.issue(tx, user.id, 'reset', language));
  }

  /**
   * A new link of this purpose for the user, replacing any earlier one, and its email event: in the caller's
   * transaction. An invitation is English, as the staff screens are.
   */
  async issue(tx: EntityManager, userId: number, purpose: PasswordTokenPurpose, language: Language = DEFAULT_LANGUAGE): Promise<void> {
    const token = randomBytes(32).toString('base64url');
    await tx.nativeDelete(PasswordResetToken, { userId });
    const expiresAt = new Date(Date.now() + TOKEN_MINUTES[purpose] * 60_000);
    const row = new PasswordResetToken({ userId, tokenHash: sha256(token), expiresAt, purpose });
    await tx.persist(row).flush();
    const sealedToken = sealToken(this.config.sessionSecret, token, row.id);
    if (purpose === 'reset') recordEvent(tx, 'PasswordResetRequested', { tokenId: row.id, sealedToken, language });
    else recordEvent(tx, 'StaffInvited', { tokenId: row.id, sealedToken });
  }

  /**
   * Sets the new password, spends the token, ends every session of the user and retires its device cookies (a
   * copied one no longer spares the login cap), in one transaction. An invitation's
   * link was emailed to the address, so following it also proves the address.
   */
  async reset(dto: ResetPasswordDto): Promise<void> {
    const em = this.em.fork();
    const user = await findUserByEmail(em, dto.email);
    const row = user ? await em.findOne(PasswordResetToken, { userId: user.id }) : null;
    if (!user || !row || !isLive(row) || !safeEqual(row.tokenHash, sha256(dto.token))) throw invalidResetToken();
    const passwordHash = await this.passwords.hash(dto.password);
    await em.transactional(async (tx) => {
      const spent = await tx.execute<QueryResult>(
        'update password_reset_token set used_at = now() where id = ? and used_at is null and expires_at > now()',
        [row.id],
        'run',
      );
      if (spent.affectedRows !== 1) throw invalidResetToken();
      await tx.execute(
        `update app_user set password_hash = ?, updated_at = now(), device_cookie_version = device_cookie_version + 1,
           email_verified_at = case when ? then coalesce(email_verified_at, now()) else email_verified_at end
         where id = ?`,
        [passwordHash, row.purpose === 'invitation', user.id],
      );
      await this.sessions.endAllFor(user.id, tx);
    });
  }

  /** For the email job: null when the token was used, has expired, was replaced or is of another purpose. */
  async pendingReset(tokenId: number, sealedToken: string, purpose: PasswordTokenPurpose = 'reset'): Promise<PendingReset | null> {
    const em = this.em.fork();
    const row = await em.findOne(PasswordResetToken, tokenId);
    if (!row || !isLive(row) || row.purpose !== purpose) return null;
    const user = await em.findOne(User, row.userId);
    const token = openToken(this.config.sessionSecret, sealedToken, tokenId);
    if (!user || !token || !safeEqual(sha256(token), row.tokenHash)) return null;
    return { email: user.email, name: user.name, token, minutes: TOKEN_MINUTES[purpose], role: user.role };
  }
}
