import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';

export const DEVICE_COOKIE = 'luggage_device';
const DEVICE_COOKIE_DAYS = 365;

/**
 * OWASP's "device cookies": a successful login leaves a signed cookie naming the account (`<user id>.<nonce>`, signed
 * with SESSION_SECRET like the session cookie). A browser that presents one for the account it signs in to is not
 * counted against, nor blocked by, that account's cap across all addresses, so an attacker failing from many
 * addresses cannot lock the owner out; the per-email-and-address and per-address limits still apply to it.
 */
@Injectable()
export class DeviceCookies {
  private readonly secure: boolean;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.secure = config.appUrl.startsWith('https:');
  }

  issue(reply: FastifyReply, userId: number): void {
    const value = `${userId}.${randomBytes(16).toString('base64url')}`;
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

/** The account id the request's device cookie names; null for none, a tampered or a malformed one. */
export function deviceAccountOf(request: FastifyRequest): number | null {
  const raw = request.cookies?.[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  const id = unsigned.valid && unsigned.value ? /^(\d+)\.[\w-]+$/.exec(unsigned.value)?.[1] : undefined;
  return id ? Number(id) : null;
}
