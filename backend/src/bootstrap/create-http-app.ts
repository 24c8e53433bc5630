import fastifyCookie from '@fastify/cookie';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { LogLevel } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController } from 'fastify';
import { AppModule } from '../app.module.js';
import type { AppConfig } from '../config/app-config.js';
import { databaseSchema } from '../database-schema.js';
import { prepareDatabase } from '../shared/database/prepare-database.js';
import { Logger } from 'nestjs-pino';
import { HttpExceptionFilter } from '../shared/errors/http-exception.filter.js';
import { withQuietFramework } from '../shared/logging/framework-chatter.js';
import { createProcessLogger } from '../shared/logging/process-logger.js';
import { installRequestLog, requestIdOf } from '../shared/logging/request-log.js';
import { requestLoggerFactory } from '../shared/logging/request-logger.js';
import { serveOpenApi } from '../shared/openapi/openapi.js';
import { installUnstorableTextCheck } from '../shared/validation/unstorable-text.js';
import { createValidationPipe } from '../shared/validation/validation.pipe.js';
import { PrivateAnswersGuard } from '../shared/http/private-answers.js';
import { addSecurityHeaders } from '../shared/http/security-headers.js';
import { serveSpa } from '../shared/http/spa.js';
import { registerMultipart } from '../shared/http/multipart.js';

export interface RouteInfo {
  method: string;
  url: string;
}

export interface HttpApp {
  app: NestFastifyApplication;
  /** Every route Fastify registered (Nest controllers, the SPA, static files), for the route sweep tests. */
  routes: RouteInfo[];
  /** Closes the app, then the embedded database if there is one. */
  close(): Promise<void>;
}

/** GETs answered from memory or disk: the cached catalog, the page and its files. They need no EntityManager. */
const NEEDS_NO_DATABASE = /^\/(api\/get-data(\?.*)?|assets\/.*|[^/?]*\.[a-z0-9]+)?$/i;

/**
 * One EntityManager per request, from a Fastify hook (cheaper than Nest middleware, which runs through middie),
 * skipped for the hot GETs that never touch the database: forking one was a seventh of their CPU time.
 */
function useRequestContext(app: NestFastifyApplication): void {
  const orm = app.get(MikroORM);
  app.getHttpAdapter().getInstance().addHook('onRequest', (request, _reply, done) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && NEEDS_NO_DATABASE.test(request.url)) return done();
    RequestContext.create(orm.em, done);
  });
}

/** The HTTP process as main.ts runs it and as the API tests build it: same plugins, pipes and filters. */
export async function createHttpApp(config: AppConfig, logger?: false | LogLevel[]): Promise<HttpApp> {
  const root = createProcessLogger(config, 'api', logger);
  const database = await prepareDatabase(config, databaseSchema);
  try {
    const adapter = new FastifyAdapter({
      bodyLimit: config.bodyLimit,
      trustProxy: config.trustProxy,
      loggerInstance: root,
      logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
      genReqId: requestIdOf,
      childLoggerFactory: requestLoggerFactory,
    });
    const routes: RouteInfo[] = [];
    adapter.getInstance().addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
    const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, database, 'api', root), adapter, {
      rawBody: true,
      bufferLogs: true,
    });
    app.useLogger(withQuietFramework(app.get(Logger)));
    installRequestLog(app.getHttpAdapter().getInstance());
    await app.register(fastifyCookie, { secret: config.sessionSecret });
    await registerMultipart(app);
    // Static files, index.html and the catalog are compressed ahead of time; the rest are small JSON answers.
    useRequestContext(app);
    installUnstorableTextCheck(app.getHttpAdapter().getInstance());
    addSecurityHeaders(app.getHttpAdapter().getInstance(), config.appUrl.startsWith('https:'));
    const spaFallback = await serveSpa(app, config.frontendDir);
    serveOpenApi(app);
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new HttpExceptionFilter(spaFallback));
    app.useGlobalGuards(new PrivateAnswersGuard(app.get(Reflector)));
    await app.init();
    // Fastify compiles each route's hooks at ready(); listen() does it too, but supertest needs it first.
    await app.getHttpAdapter().getInstance().ready();
    return {
      app,
      routes,
      close: async () => {
        await app.close();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}
