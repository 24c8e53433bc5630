import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, type Language } from '@luggage/contracts';
import { AuthThrottle } from './auth-throttle.js';
import { emailTaken, failedLogin, sameEmail, UnauthenticatedError, wrongPassword } from './auth.errors.js';
import type { DeviceCookie } from './device-cookie.js';
import type { ChangeEmailDto, LoginDto, RegisterDto } from './dto/auth.dto.js';
import { EmailVerificationService } from './email-verification.service.js';
import { User } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import type { AuthUser } from './session.service.js';
import { findUserByEmail, toAuthUser } from './user-lookup.js';

/** Registration and credential checks. Sessions are the controller's business (SessionService). */
@Injectable()
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly throttle: AuthThrottle,
    private readonly verification: EmailVerificationService,
    private readonly passwords: PasswordHasher,
  ) {}

  /** The new account (unverified) and its verification email (in `language`, the request's), committed together. */
  async register(dto: RegisterDto, language: Language = DEFAULT_LANGUAGE): Promise<AuthUser> {
    const em = this.em.fork();
    if (await findUserByEmail(em, dto.email)) throw emailTaken();
    const user = new User({ name: dto.name, email: dto.email, passwordHash: await this.passwords.hash(dto.password) });
    try {
      await em.transactional(async (tx) => {
        await tx.persist(user).flush();
        await this.verification.issue(tx, user, language);
      });
    } catch (error) {
      // Two registrations of one address at once: the unique index on lower(email) decides.
      if (error instanceof UniqueConstraintViolationException) throw emailTaken();
      throw error;
    }
    return toAuthUser(user);
  }

  /**
   * The user whose credentials these are; throttled per email + IP, per IP and per account before the password is
   * checked. `device`: the browser's device cookie (one of this account's current version spares the account's cap).
   */
  async login(dto: LoginDto, ip: string, device: DeviceCookie | null = null): Promise<AuthUser> {
    const em = this.em.fork();
    const user = await findUserByEmail(em, dto.email, true);
    const knownDevice = user !== null && device?.userId === user.id && device.version === user.deviceCookieVersion;
    await this.throttle.hitLogin(dto.email, ip, knownDevice);
    const valid = user ? await this.passwords.verify(user.passwordHash, dto.password) : await this.passwords.verifyAgainstDummy(dto.password);
    if (!user || !valid) throw failedLogin();
    await this.throttle.clearLogin(dto.email, ip, knownDevice);
    if (this.passwords.needsRehash(user.passwordHash)) {
      user.passwordHash = await this.passwords.hash(dto.password);
      await em.flush();
    }
    return toAuthUser(user);
  }

  /**
   * A new address for the account, confirmed with the current password: it starts unverified (so the account page
   * shows no guest bookings until the new address is proven) and its verification email goes in the same commit.
   */
  async changeEmail(current: AuthUser, dto: ChangeEmailDto, language: Language = DEFAULT_LANGUAGE): Promise<AuthUser> {
    await this.throttle.hitEmailChange(current.id);
    const em = this.em.fork();
    const user = await em.findOne(User, current.id, { populate: ['passwordHash'] });
    if (!user) throw new UnauthenticatedError();
    if (!(await this.passwords.verify(user.passwordHash, dto.password))) throw wrongPassword();
    const email = dto.email.trim().toLowerCase();
    if (email === user.email) throw sameEmail();
    if (await findUserByEmail(em, email)) throw emailTaken();
    try {
      await em.transactional(async (tx) => {
        const row = await tx.findOneOrFail(User, current.id);
        row.email = email;
        row.emailVerifiedAt = null;
        await tx.flush();
        await this.verification.issue(tx, row, language);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw emailTaken();
      throw error;
    }
    return { ...current, email, emailVerified: false };
  }
}
