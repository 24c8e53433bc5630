// The API's OpenAPI document (/api/openapi.json) and its browsable page (/api/docs). The routes it must describe come
// from what the app registered and from the controllers' own metadata, so a new route needs only its decorators
// (shared/openapi/api-answers.ts) to pass: @ApiCsrfProtected() on a write, @ApiValidated() with a @Body or @Query DTO,
// @ApiSignedIn()/@ApiAdminOnly() behind a guard, @ApiRateLimited() on a throttled door.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { registered } from '../support/accounts.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { HttpSession } from '../support/http-session.js';
import { registeredRoutes } from '../support/registered-routes.js';
import type { TestApp } from '../support/test-app.js';

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; securitySchemes: Record<string, unknown> };
}

/** The calls of the spec's section 7, as `METHOD /path` with OpenAPI's {param}. */
const SPEC_CALLS = [
  'GET /sanctum/csrf-cookie', 'GET /api/user', 'POST /login', 'POST /register', 'POST /logout', 'POST /forgot-password',
  'POST /reset-password', 'GET /api/get-data', 'GET /api/get-collection-city/{id}', 'GET /api/get-collection-cities',
  'POST /api/stripe-payment-intent', 'POST /api/booking', 'GET /api/get-admin-dashboard-data',
  'PUT /api/deactivate-storage-item/{id}', 'PUT /api/activate-storage-item/{id}', 'GET /api/get-storage-item/{id}',
  'GET /api/get-discount/{id}', 'POST /api/store-new-storage-item', 'PUT /api/edit-storage-item', 'POST /api/set-new-discount',
  'PUT /api/edit-discount', 'POST /api/store-new-collection-city', 'PUT /api/edit-collection-city',
  'POST /api/store-new-collection-location',
];

/** The doors issue 13 puts a limit on (and the login throttle): each must document its 429. */
const RATE_LIMITED = [
  'POST /login', 'POST /register', 'POST /forgot-password', 'POST /api/stripe-payment-intent', 'POST /api/booking',
  'POST /api/test-payments/{intentId}/confirm', 'POST /api/test-payments/{intentId}/authenticate', 'POST /api/find-booking',
  'POST /api/email/verification-notification', 'PUT /api/user/email', 'POST /api/manage/{token}/change-quote',
  'POST /api/manage/{token}/change', 'POST /api/manage/{token}/changes/{changeId}/confirm', 'POST /api/manage/{token}/cancel',
  'POST /api/manage/{token}/closure-offer', 'POST /api/manage/{token}/closure-offer/delivery-quote', 'DELETE /api/user',
];

/** Routes that are not the API: the page, its files, and the document's own page and files. */
const NOT_API = (url: string) =>
  url === '/' || url === '*' || (/\.[a-z0-9]+$/i.test(url) && !url.startsWith('/api/')) || /^\/api\/(docs(\/|$)|openapi\.json$)/.test(url);
const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const withValues = (path: string) => path.replace(/\{\w+\}/g, '1');

/** The document's component schemas as JSON Schema validators (OpenAPI's extra keywords ignored). */
function schemaValidators(doc: Document) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi.json', components: doc.components });
  return (name: string) => ajv.getSchema(`openapi.json#/components/schemas/${name}`);
}

interface Handler {
  key: string;
  /** Has a @Body() DTO or a @Query() DTO: the validation pipe can answer 422. */
  body: boolean;
  query: boolean;
  /** Carries @nestjs/throttler's metadata. */
  throttled: boolean;
}

/** Every controller handler with what its metadata says about its inputs. */
function handlers(t: TestApp): Handler[] {
  return registeredRoutes(t).map(({ method, url, controller, name, handler }) => {
    const args = Object.keys((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as object);
    const keys = [...Reflect.getMetadataKeys(handler), ...Reflect.getMetadataKeys(controller)].map(String);
    return {
      key: `${method} ${toOpenApiPath(url)}`,
      body: args.some((arg) => arg.startsWith(`${RouteParamtypes.BODY}:`)),
      query: args.some((arg) => arg.startsWith(`${RouteParamtypes.QUERY}:`)),
      throttled: keys.some((key) => key.startsWith('THROTTLER:LIMIT')),
    };
  });
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: Document;
  let operations: Map<string, Operation>;
  let apiRoutes: string[];

  beforeAll(async () => {
    t = await createAdminTestApp();
    const response = await t.request().get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    doc = response.body as Document;
    operations = new Map(Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as const)));
    apiRoutes = [...new Set(t.routes.filter((route) => route.method !== 'HEAD' && !NOT_API(route.url)).map((route) => `${route.method} ${toOpenApiPath(route.url)}`))].sort();
  });
  afterAll(async () => {
    await t?.close();
  });

  const operation = (key: string) => operations.get(key)!;
  const statuses = (key: string) => Object.keys(operation(key)?.responses ?? {});

  it('is an OpenAPI 3 document whose references, path parameters and schemas hold together', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    const text = JSON.stringify(doc);
    const dangling = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]).filter((name) => !doc.components.schemas[name]);
    expect(dangling).toEqual([]);
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const [key, op] of operations) {
      if (!op.operationId || ids.has(op.operationId)) problems.push(`${key}: missing or repeated operationId`);
      ids.add(op.operationId ?? '');
      if (!Object.keys(op.responses).some((status) => /^2\d\d$/.test(status))) problems.push(`${key}: no success answer`);
      for (const name of [...key.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === name && p.required)) problems.push(`${key}: path parameter ${name} not declared`);
      }
    }
    expect(problems).toEqual([]);
    // Every schema compiles as a JSON Schema (patterns included), so a client generator can use them.
    const validator = schemaValidators(doc);
    for (const name of Object.keys(doc.components.schemas)) expect([name, typeof validator(name)]).toEqual([name, 'function']);
  });

  it('describes every route the app registers, and every call of the spec, with its method', () => {
    expect(apiRoutes.length).toBeGreaterThan(40);
    expect(apiRoutes.filter((route) => !operations.has(route))).toEqual([]);
    expect(SPEC_CALLS.filter((call) => !operations.has(call))).toEqual([]);
    // And nothing that is not there.
    expect([...operations.keys()].filter((key) => !apiRoutes.includes(key))).toEqual([]);
  });

  it('gives each POST and PUT that reads a body a schema with the fields it checks', () => {
    const withBody = handlers(t).filter((h) => h.body);
    expect(withBody.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const { key } of withBody) {
      const ref = operation(key)?.requestBody?.content['application/json']?.schema.$ref;
      const schema = ref ? doc.components.schemas[ref.split('/').pop()!] : undefined;
      if (!schema?.properties || Object.keys(schema.properties).length === 0) problems.push(`${key}: no body schema with fields`);
    }
    expect(problems).toEqual([]);
  });

  it('carries the validation rules into the schemas', () => {
    const schemas = doc.components.schemas as Record<string, { properties: Record<string, Record<string, unknown>>; required?: string[] }>;
    expect(schemas.RegisterDto.required).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(schemas.RegisterDto.required).not.toContain('password_confirmation');
    expect(schemas.RegisterDto.properties.email).toMatchObject({ type: 'string', format: 'email', maxLength: 254 });
    expect(schemas.RegisterDto.properties.password).toMatchObject({ type: 'string', minLength: 8, maxLength: 128 });
    expect(schemas.SetDiscountDto.properties.rule).toMatchObject({ enum: expect.arrayContaining(['items_2']) });
    expect(schemas.SetDiscountDto.required).not.toContain('rule');
    expect(schemas.StoreLocationDto.properties.time).toMatchObject({ type: 'string', pattern: expect.any(String) });
    expect(schemas.StoreCityDto.properties.lat).toMatchObject({ type: 'number', minimum: -90, maximum: 90 });
    expect(schemas.PaymentIntentRequestDto.properties.nights).toMatchObject({ type: 'integer', minimum: 0, maximum: 3 });
    expect(schemas.PaymentIntentRequestDto.properties.currency).toMatchObject({ type: 'string', enum: ['gbp'] });
    expect(schemas.PaymentIntentRequestDto.properties.collectionDate).toMatchObject({ type: 'string', pattern: expect.any(String) });
    expect(schemas.PaymentIntentRequestDto.properties.storageItemsBasket).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/BasketLineDto' },
    });
    expect(schemas.BasketLineDto.properties.amount).toMatchObject({ type: 'integer', minimum: 0, maximum: 5 });
    // Texts admins write, per language: each translation limited like its English field, all optional.
    expect(schemas.StoreStorageItemDto.properties.translations).toMatchObject({ $ref: '#/components/schemas/StorageItemTranslationsDto' });
    expect(schemas.StoreStorageItemDto.required).not.toContain('translations');
    expect(schemas.StorageItemTranslationsDto.properties['zh-Hans']).toMatchObject({ $ref: '#/components/schemas/StorageItemTextsChineseDto' });
    expect(schemas.StorageItemTextsFrenchDto.properties.title).toMatchObject({ type: 'string', maxLength: 100 });
    expect(schemas.StorageItemTextsFrenchDto.properties.itemDescription).toMatchObject({ type: 'string', maxLength: 500 });
    expect(schemas.LocationTextsGermanDto.properties.instructions).toMatchObject({ type: 'string', maxLength: 1000 });
    expect(schemas.DeliveryZoneTextsSpanishDto.properties.name).toMatchObject({ type: 'string', maxLength: 100 });
    expect(schemas.EditDeliveryZoneDto.properties.translations).toMatchObject({ $ref: '#/components/schemas/DeliveryZoneTranslationsDto' });
    // The admin list's query is described as parameters with their rules.
    const status = operation('GET /api/admin/bookings').parameters?.find((p) => p.name === 'status');
    expect(status).toMatchObject({ in: 'query', required: false, schema: { enum: expect.arrayContaining(['confirmed']) } });
    // Its pages and the export's range: a cursor from the last answer, dates from-to.
    for (const path of ['GET /api/admin/bookings', 'GET /api/admin/bookings.csv', 'GET /api/admin/bookings/export']) {
      const names = (operation(path).parameters ?? []).map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['from', 'to', 'cursor', 'date', 'status', 'q']));
    }
  });

  it("validates the wizard's payment-intent request with its schema, and refuses what the API refuses", () => {
    const validate = schemaValidators(doc)('PaymentIntentRequestDto')!;
    const good = {
      fullName: 'Ann Example', contactNumber: '+44 7700 900123', email: 'ann@example.com', agreedToTerms: true, currency: 'gbp',
      totalCost: 10, storageItemsBasket: [{ code: 'SS', price: 10, amount: 1, fullItemsPrice: 10, typeName: 'Small Suitcase' }],
      nights: 1, collectionDate: '04-12-2026', locationId: 1, bookingToken: '5b0e6c1e-0d0c-4c8e-9a55-2d7c1f0f4b1a',
    };
    expect([validate(good), validate.errors]).toEqual([true, null]);
    for (const bad of [{ nights: 4 }, { email: 'not an email' }, { currency: 'usd' }, { agreedToTerms: false }, { storageItemsBasket: [] }, { collectionDate: '2026-12-04' }]) {
      expect(validate({ ...good, ...bad })).toBe(false);
    }
  });

  it('lists 419 on every state-changing route but the Stripe webhook (which lists its 400), as a request without CSRF gets', async () => {
    const writes = apiRoutes.filter((route) => !route.startsWith('GET '));
    expect(writes.filter((route) => route !== 'POST /api/stripe-webhook' && !statuses(route).includes('419'))).toEqual([]);
    expect(statuses('POST /api/stripe-webhook')).not.toContain('419');
    expect(statuses('POST /api/stripe-webhook')).toContain('400');
    // What the document says is what a request without the CSRF header gets.
    for (const route of writes.filter((r) => r !== 'POST /api/stripe-webhook')) {
      const [method, path] = route.split(' ');
      const response = await t.request()[method.toLowerCase() as 'post' | 'put'](withValues(path)).send({});
      expect([route, response.status]).toEqual([route, 419]);
    }
  });

  it('lists 401 where a visitor is refused and 403 where a customer is, as the running app answers them', async () => {
    const visitor = new HttpSession(t);
    const customer = (await registered(t)).session;
    const missing: string[] = [];
    for (const route of apiRoutes.filter((r) => r !== 'POST /logout')) {
      const [method, path] = route.split(' ');
      const send = (session: HttpSession) => (method === 'GET' ? session.get(withValues(path)) : session.send(method, withValues(path), 'application/json', '{}'));
      if ((await send(visitor)).status === 401 && !statuses(route).includes('401')) missing.push(`${route}: 401`);
      if ((await send(customer)).status === 403 && !statuses(route).includes('403')) missing.push(`${route}: 403`);
    }
    expect(missing).toEqual([]);
    // The admin routes all say both, and name the session cookie as their security.
    const adminRoutes = apiRoutes.filter((route) => /\/api\/(admin\/|get-admin|get-storage-item|get-discount|get-collection-location|store-|edit-|set-new|(de)?activate-)/.test(route));
    expect(adminRoutes.length).toBeGreaterThan(20);
    expect(adminRoutes.filter((route) => !['401', '403'].every((s) => statuses(route).includes(s)))).toEqual([]);
    expect(Object.keys(doc.components.securitySchemes)).toEqual(expect.arrayContaining(['session', 'csrf']));
    // A signed-in write needs the session and the CSRF header together: one requirement, not two alternatives.
    expect(operation('PUT /api/user/email').security).toEqual([{ session: [], csrf: [] }]);
  });

  it('lists 422 with the per-field error shape on every route with a validated body or query', () => {
    const validated = handlers(t).filter((h) => h.body || h.query);
    expect(validated.filter(({ key }) => !statuses(key).includes('422')).map((h) => h.key)).toEqual([]);
    for (const { key } of validated) {
      expect([key, operation(key).responses['422'].content?.['application/json']?.schema]).toEqual([key, { $ref: '#/components/schemas/ValidationErrors' }]);
    }
    expect(doc.components.schemas.ValidationErrors).toMatchObject({ required: ['message', 'errors'], properties: { errors: { type: 'object' } } });
  });

  it('lists 429 with Retry-After on every rate-limited door', () => {
    const limited = [...new Set([...RATE_LIMITED, ...handlers(t).filter((h) => h.throttled).map((h) => h.key)])];
    expect(limited.filter((key) => !statuses(key).includes('429'))).toEqual([]);
    for (const key of limited) expect(Object.keys(operation(key).responses['429'].headers ?? {})).toContain('Retry-After');
  });

  it('is what an admin signed in sees too (the document is public and the same for everyone)', async () => {
    const admin = await adminSession(t);
    const response = await admin.get('/api/openapi.json');
    expect(response.body).toEqual(doc);
  });
});

describe('the API docs page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAdminTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers an HTML page that loads Swagger UI and the document', async () => {
    const page = await t.request().get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/swagger-ui-bundle\.js$/), expect.stringMatching(/swagger-ui-init\.js$/)]));
    // The page's files are there, and the init script points Swagger UI at the document.
    for (const script of scripts) {
      const file = await t.request().get(new URL(script, 'http://x/api/docs').pathname);
      expect([script, file.status]).toEqual([script, 200]);
    }
    const init = await t.request().get('/api/docs/swagger-ui-init.js');
    expect(init.text).toContain('/api/openapi.json');
    expect((await t.request().get('/api/docs/swagger-ui.css')).status).toBe(200);
  });

  it('keeps the security headers of the rest of the app', async () => {
    const page = await t.request().get('/api/docs');
    const home = await t.request().get('/api/get-data');
    expect(page.headers['content-security-policy']).toBe(home.headers['content-security-policy']);
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('leaves unknown API paths, in any case, to the JSON 404', async () => {
    for (const path of ['/api/docs-json', '/api/openapi.yaml', '/API/DOCS/nothing', '/api/docs/nothing-here']) {
      const response = await t.request().get(path);
      expect([path, response.status, response.headers['content-type']]).toEqual([path, 404, expect.stringMatching(/^application\/json/)]);
    }
  });
});
