import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { ensureAdmin } from './admin-accounts.js';
import { PasswordHasher } from './password-hasher.js';
import { AuthThrottle } from './auth-throttle.js';
import { installCsrfCheck } from './csrf.hook.js';
import { clearEmbeddedApiMarker, markEmbeddedApiRunning } from './embedded-api-marker.js';
import { SessionService } from './session.service.js';

const PURGE_EVERY_MS = 10 * 60_000;

/**
 * What the API process does for accounts besides answering routes: the CSRF check on every route, the admin
 * of ADMIN_EMAIL at start, a periodic sweep of expired sessions and throttle counters, and (embedded mode) the
 * DATA_DIR/api.pid marker that create-admin respects. The worker has no HTTP adapter and skips all of it.
 */
@Injectable()
export class AuthLifecycle implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Auth');
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly throttle: AuthThrottle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly passwords: PasswordHasher,
  ) {}

  private get fastify(): FastifyInstance | null {
    return this.adapterHost.httpAdapter?.getInstance<FastifyInstance>() ?? null;
  }

  onModuleInit(): void {
    const fastify = this.fastify;
    if (fastify) installCsrfCheck(fastify, this.sessions);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.fastify) return;
    if (!this.config.databaseUrl) markEmbeddedApiRunning(this.config.dataDir);
    await this.ensureConfiguredAdmin();
    this.timer = setInterval(() => void this.purge(), PURGE_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.fastify && !this.config.databaseUrl) clearEmbeddedApiMarker(this.config.dataDir);
  }

  private async ensureConfiguredAdmin(): Promise<void> {
    const admin = this.config.admin;
    if (!admin) return;
    const outcome = await ensureAdmin(this.em.fork(), admin, this.passwords);
    if (outcome.created) this.logger.log(`Created the admin ${admin.email} (ADMIN_EMAIL)`);
    else if (outcome.promoted || outcome.passwordChanged) this.logger.log(`Updated the admin ${admin.email} (ADMIN_EMAIL)`);
  }

  private async purge(): Promise<void> {
    try {
      await this.sessions.purgeExpired();
      await this.throttle.purgeExpired();
    } catch (error) {
      this.logger.warn(`Could not purge expired sessions: ${(error as Error).message}`);
    }
  }
}
