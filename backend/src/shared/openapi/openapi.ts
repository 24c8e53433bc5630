import { HttpStatus, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiResponse, DECORATORS, DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { CSRF_SCHEME, ERROR_SCHEMAS, SESSION_SCHEME } from './api-answers.js';
import { describeFromValidation } from './validation-schemas.js';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const OPENAPI_UI_PATH = '/api/docs';

/**
 * Serves the API's OpenAPI document at /api/openapi.json and Swagger UI at /api/docs (its files come from
 * swagger-ui-dist under /api/docs/, never from the SPA's bundle). The document is built on its first request, not
 * at start: neither the start nor tests that never ask pay for it.
 */
export function serveOpenApi(app: NestFastifyApplication): void {
  SwaggerModule.setup(OPENAPI_UI_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Luggage storage API',
    // No validator badge: it would load an image from validator.swagger.io, which the CSP refuses.
    swaggerOptions: { validatorUrl: null, url: OPENAPI_JSON_PATH },
  });
}

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  for (const handler of routeHandlers(app)) {
    ensureSuccessAnswer(handler);
    for (const dto of validatedParameterTypes(handler)) describeFromValidation(dto);
  }
  const config = new DocumentBuilder()
    .setTitle('Luggage collection and storage API')
    .setDescription(
      'The calls of the booking SPA, the admin dashboard and Stripe. Sessions, CSRF and the event flow behind the calls are described in docs/api.md.',
    )
    .setVersion('1')
    .addCookieAuth('luggage_session', { type: 'apiKey', in: 'cookie', description: 'The session cookie: a visitor gets one from GET /sanctum/csrf-cookie, /login and /register sign it in.' }, SESSION_SCHEME)
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'The XSRF-TOKEN cookie of GET /sanctum/csrf-cookie, echoed.' }, CSRF_SCHEME)
    .build();
  config.components = { ...config.components, schemas: { ...ERROR_SCHEMAS } };
  const document = SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
  return withCombinedSecurity(document);
}

interface RouteHandler {
  prototype: object;
  name: string;
  handler: object;
}

/** Every method of every controller that Nest routes (it carries a request method). */
function routeHandlers(app: NestFastifyApplication): RouteHandler[] {
  const found: RouteHandler[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      const prototype = (metatype as { prototype?: Record<string, unknown> } | null)?.prototype;
      if (!prototype) continue;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name !== 'constructor' && typeof handler === 'function' && Reflect.getMetadata(METHOD_METADATA, handler) !== undefined) {
          found.push({ prototype, name, handler });
        }
      }
    }
  }
  return found;
}

/**
 * Swagger lists the success answer itself only for a route with no @ApiResponse; the error decorators would hide it.
 * Adds it (the route's @HttpCode, else 201 for POST and 200 otherwise) where a route names only its failures.
 */
function ensureSuccessAnswer({ prototype, name, handler }: RouteHandler): void {
  const answers = (Reflect.getMetadata(DECORATORS.API_RESPONSE, handler) ?? null) as Record<string, unknown> | null;
  if (!answers || Object.keys(answers).some((status) => status.startsWith('2'))) return;
  const byMethod = Reflect.getMetadata(METHOD_METADATA, handler) === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK;
  const status = (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? byMethod;
  ApiResponse({ status, description: status === HttpStatus.NO_CONTENT ? 'Done (no body).' : 'Done.' })(prototype, name, Object.getOwnPropertyDescriptor(prototype, name)!);
}

/** The classes of a handler's parameters that class-validator checks (its @Body and @Query DTOs). */
function validatedParameterTypes({ prototype, name }: RouteHandler): (new () => object)[] {
  const types = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as unknown[];
  return types.filter(
    (type): type is new () => object => typeof type === 'function' && getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0,
  );
}

/**
 * One security requirement per operation holding all of its schemes: each decorator adds its own entry, which
 * OpenAPI would read as alternatives, but a signed-in write needs the session cookie and the CSRF header together.
 */
function withCombinedSecurity(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as { security?: Record<string, string[]>[] }[]) {
      if (operation?.security && operation.security.length > 1) operation.security = [Object.assign({}, ...operation.security) as Record<string, string[]>];
    }
  }
  return document;
}
