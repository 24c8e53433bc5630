import http from 'node:http';
import supertest from 'supertest';
import type { TestApp } from './test-app.js';

type Agent = ReturnType<typeof supertest.agent>;

let sessions = 0;
/** 127.1.0.1, 127.1.0.2, …: Linux answers every address of 127.0.0.0/8 on the loopback interface. */
function ownLoopbackAddress(): string {
  sessions += 1;
  return `127.1.${Math.floor(sessions / 250) % 250}.${(sessions % 250) + 1}`;
}

/**
 * A browser-like client of the API: keeps cookies like a browser does and, as the SPA does, fetches
 * GET /sanctum/csrf-cookie and echoes its XSRF-TOKEN cookie in X-XSRF-TOKEN on state-changing requests.
 */
export class HttpSession {
  readonly agent: Agent;
  private xsrf: string | null = null;
  private language: string | null = null;

  /** Each session connects from a loopback address of its own: one visitor, one client address, as the limits see it. */
  private readonly socket = new http.Agent({ localAddress: ownLoopbackAddress() });

  /** `clientAddress`: the client a trusted proxy names in X-Forwarded-For instead (the app needs TRUST_PROXY=loopback). */
  constructor(
    t: TestApp,
    private clientAddress: string | null = null,
  ) {
    this.agent = supertest.agent(t.app.getHttpServer());
  }

  /** From now on, the requests come from this client address (same cookies). */
  as(clientAddress: string): this {
    this.clientAddress = clientAddress;
    return this;
  }

  /** From now on, the requests carry this Accept-Language, as the SPA sends its visitor's language. */
  speaks(acceptLanguage: string): this {
    this.language = acceptLanguage;
    return this;
  }

  /** GET /sanctum/csrf-cookie and remember the token (as the SPA does before login, booking, admin actions). */
  async csrf(): Promise<string> {
    const response = await this.via(this.agent.get('/sanctum/csrf-cookie'));
    const token = readCookie(response.headers['set-cookie'], 'XSRF-TOKEN');
    if (!token) throw new Error(`GET /sanctum/csrf-cookie set no XSRF-TOKEN cookie (status ${response.status})`);
    this.xsrf = decodeURIComponent(token);
    return this.xsrf;
  }

  get(path: string) {
    return this.via(this.agent.get(path).set(this.forwarded()));
  }

  // The headers first: supertest's agent attaches its cookies when the request is created, so a first call
  // must have fetched the CSRF cookie before it builds its request.
  async post(path: string, body?: object) {
    const headers = await this.headers();
    return this.remember(await this.via(this.agent.post(path)).set(headers).send(body ?? {}));
  }

  async put(path: string, body?: object) {
    const headers = await this.headers();
    return this.remember(await this.via(this.agent.put(path)).set(headers).send(body ?? {}));
  }

  async delete(path: string, body?: object) {
    const headers = await this.headers();
    const request = this.agent.delete(path).set(headers);
    return this.remember(await (body ? request.send(body) : request));
  }

  /** A multipart form as a browser posts it: text fields, then files (each with the name and type the browser would give). */
  async upload(path: string, fields: Record<string, string>, files: { field: string; bytes: Buffer; name: string; type: string }[] = []) {
    const headers = await this.headers();
    let request = this.via(this.agent.post(path)).set(headers);
    for (const [name, value] of Object.entries(fields)) request = request.field(name, value);
    for (const file of files) request = request.attach(file.field, file.bytes, { filename: file.name, contentType: file.type });
    return this.remember(await request);
  }

  /** Any method with a raw body, as a browser (or an attacker) could send it: for the bad-input sweeps. */
  async send(method: string, path: string, contentType: string, body: string | undefined) {
    const headers = method === 'GET' ? { Accept: 'application/json' } : await this.headers();
    const open = (this.agent as unknown as Record<string, (url: string) => supertest.Test>)[method.toLowerCase()];
    let request = this.via(open.call(this.agent, path)).set(headers);
    if (body !== undefined) request = request.set('Content-Type', contentType).send(body);
    return this.remember(await request);
  }

  /** Login, registration and logout issue a new token, which the SPA reads from the cookie on its next call. */
  private remember<R extends { headers: Record<string, unknown> }>(response: R): R {
    const token = readCookie(response.headers['set-cookie'] as string[] | undefined, 'XSRF-TOKEN');
    if (token) this.xsrf = decodeURIComponent(token);
    return response;
  }

  private async headers(): Promise<Record<string, string>> {
    const token = this.xsrf ?? (await this.csrf());
    return { 'X-XSRF-TOKEN': token, Accept: 'application/json', ...this.forwarded() };
  }

  private via(request: supertest.Test): supertest.Test {
    return request.agent(this.socket);
  }

  /** The headers every request of this client carries: its forwarded address and its language. */
  private forwarded(): Record<string, string> {
    return { ...(this.clientAddress ? { 'X-Forwarded-For': this.clientAddress } : {}), ...(this.language ? { 'Accept-Language': this.language } : {}) };
  }
}

export function readCookie(setCookie: string | string[] | undefined, name: string): string | null {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  for (const cookie of list) {
    const [pair] = cookie.split(';');
    const index = pair.indexOf('=');
    if (pair.slice(0, index).trim() === name) return pair.slice(index + 1);
  }
  return null;
}
