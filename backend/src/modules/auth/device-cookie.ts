import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

export const DEVICE_COOKIE = 'luggage_device';
const DEVICE_COOKIE_DAYS = 365;

/** What a valid device cookie says: the account it was issued for, and that account's device cookie version then. */
export interface DeviceCookie {
  userId: number;
  version: number;
}

/**
 * OWASP's "device cookies": a successful login leaves a signed cookie naming the account and its device cookie
 * version (`<user id>.<version>.<nonce>`, signed with SESSION_SECRET like the session cookie). A browser that presents
 * one for the account it signs in to, of that account's current version, is not counted against, nor blocked by, that
 * account's cap across all addresses, so an attacker failing from many addresses cannot lock the owner out; the
 * per-email-and-address and per-address limits still apply to it. A password reset raises the version
 * (password-reset.service.ts), so a cookie copied before it spares nothing any more.
 */
@Injectable()
export class DeviceCookies {
  private readonly secure: boolean;

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secure = config.appUrl.startsWith('https:');
  }

  async issue(reply: FastifyReply, userId: number): Promise<void> {
    const [user] = await this.em.execute<{ version: number }[]>('select device_cookie_version as version from app_user where id = ?', [userId]);
    if (!user) return;
    const value = `${userId}.${user.version}.${randomBytes(16).toString('base64url')}`;
    void reply.setCookie(DEVICE_COOKIE, value, {
      path: '/login',
      httpOnly: true,
      sameSite: 'strict',
      secure: this.secure,
      signed: true,
      maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
    });
  }
}

/** The request's device cookie; null for none, a tampered or a malformed one (a cookie without a version is one). */
export function deviceCookieOf(request: FastifyRequest): DeviceCookie | null {
  const raw = request.cookies?.[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  const parts = unsigned.valid && unsigned.value ? /^(\d+)\.(\d+)\.[\w-]+$/.exec(unsigned.value) : null;
  return parts ? { userId: Number(parts[1]), version: Number(parts[2]) } : null;
}
