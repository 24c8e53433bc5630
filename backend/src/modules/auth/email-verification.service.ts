import { createHash, randomBytes } from 'node:crypto';
import type { QueryResult } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { AuthThrottle } from './auth-throttle.js';
import { AlreadyVerifiedError, badVerificationLink } from './auth.errors.js';
import { EmailVerificationToken } from './entities/email-verification-token.entity.js';
import { User } from './entities/user.entity.js';
import { type AuthUser, safeEqual } from './session.service.js';
import { openToken, sealToken } from './token-seal.js';

const TOKEN_HOURS = 24;
const PURPOSE = 'email-verification-token';
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const isLive = (row: EmailVerificationToken) => row.usedAt === null && row.expiresAt.getTime() > Date.now();

/** What the verification email needs, once the job has checked that its link still works. */
export interface PendingVerification {
  email: string;
  name: string;
  token: string;
  hours: number;
}

/**
 * Proof that an account owns its email address: a random 32-byte token per link (a new link replaces the user's
 * previous one), stored as a SHA-256 only with the address it was sent to, valid 24 hours and once. The email
 * leaves through the outbox as EmailVerificationRequested, the token sealed as the reset token is.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: AuthThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** In the caller's transaction (registration, an email change): a new link for `email`, replacing any earlier one. */
  async issue(tx: EntityManager, user: { id: number; email: string }): Promise<void> {
    // One link at a time per account (a token row per user): racing resends queue here instead of colliding.
    await tx.execute('select id from app_user where id = ? for update', [user.id]);
    const token = randomBytes(32).toString('base64url');
    await tx.nativeDelete(EmailVerificationToken, { userId: user.id });
    const expiresAt = new Date(Date.now() + TOKEN_HOURS * 3_600_000);
    const row = new EmailVerificationToken({ userId: user.id, email: user.email.toLowerCase(), tokenHash: sha256(token), expiresAt });
    await tx.persist(row).flush();
    const sealedToken = sealToken(this.config.sessionSecret, token, row.id, PURPOSE);
    recordEvent(tx, 'EmailVerificationRequested', { tokenId: row.id, sealedToken });
  }

  /** "Resend verification email": throttled per user; the new link makes every earlier one stop working. */
  async resend(user: AuthUser): Promise<void> {
    if (user.emailVerified) throw new AlreadyVerifiedError();
    await this.throttle.hitVerificationResend(user.id);
    await this.em.fork().transactional((tx) => this.issue(tx, user));
  }

  /**
   * Spends the link and marks the account's email verified, in one transaction; only for the address the link was
   * sent to, while it is still the account's. No session is needed: the link is the proof.
   */
  async verify(token: string): Promise<void> {
    const em = this.em.fork();
    const row = await em.findOne(EmailVerificationToken, { tokenHash: sha256(token) });
    if (!row) throw badVerificationLink('invalidVerificationLink');
    if (row.usedAt !== null) throw badVerificationLink('usedVerificationLink');
    if (!isLive(row)) throw badVerificationLink('expiredVerificationLink');
    await em.transactional(async (tx) => {
      const spent = await tx.execute<QueryResult>(
        'update email_verification_token set used_at = now() where id = ? and used_at is null and expires_at > now()',
        [row.id],
        'run',
      );
      // Two tabs opening the same link at once: the second finds it used.
      if (spent.affectedRows !== 1) throw badVerificationLink('usedVerificationLink');
      const verified = await tx.execute<QueryResult>(
        'update app_user set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = ? and email = ?',
        [row.userId, row.email],
        'run',
      );
      if (verified.affectedRows !== 1) throw badVerificationLink('invalidVerificationLink');
    });
  }

  /** The account's email when it is verified, else null: the address whose guest bookings the account may see. */
  async verifiedEmailOf(userId: number): Promise<string | null> {
    const user = await this.em.fork().findOne(User, { id: userId, emailVerifiedAt: { $ne: null } }, { fields: ['email'] });
    return user?.email ?? null;
  }

  /** For the email job: null when the link was used, has expired, was replaced, or its address is no longer the account's. */
  async pendingVerification(tokenId: number, sealedToken: string): Promise<PendingVerification | null> {
    const em = this.em.fork();
    const row = await em.findOne(EmailVerificationToken, tokenId);
    if (!row || !isLive(row)) return null;
    const user = await em.findOne(User, row.userId);
    const token = openToken(this.config.sessionSecret, sealedToken, tokenId, PURPOSE);
    if (!user || user.email !== row.email || !token || !safeEqual(sha256(token), row.tokenHash)) return null;
    return { email: row.email, name: user.name, token, hours: TOKEN_HOURS };
  }
}
