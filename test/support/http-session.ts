import supertest from 'supertest';
import type { TestApp } from './test-app.js';

type Agent = ReturnType<typeof supertest.agent>;

/**
 * A browser-like client of the API: keeps cookies like a browser does and, as the SPA does, fetches
 * GET /sanctum/csrf-cookie and echoes its XSRF-TOKEN cookie in X-XSRF-TOKEN on state-changing requests.
 */
export class HttpSession {
  readonly agent: Agent;
  private xsrf: string | null = null;

  constructor(t: TestApp) {
    this.agent = supertest.agent(t.app.getHttpServer());
  }

  /** GET /sanctum/csrf-cookie and remember the token (as the SPA does before login, booking, admin actions). */
  async csrf(): Promise<string> {
    const response = await this.agent.get('/sanctum/csrf-cookie');
    const token = readCookie(response.headers['set-cookie'], 'XSRF-TOKEN');
    if (!token) throw new Error(`GET /sanctum/csrf-cookie set no XSRF-TOKEN cookie (status ${response.status})`);
    this.xsrf = decodeURIComponent(token);
    return this.xsrf;
  }

  get(path: string) {
    return this.agent.get(path);
  }

  async post(path: string, body?: object) {
    return this.agent.post(path).set(await this.headers()).send(body ?? {});
  }

  async put(path: string, body?: object) {
    return this.agent.put(path).set(await this.headers()).send(body ?? {});
  }

  private async headers(): Promise<Record<string, string>> {
    const token = this.xsrf ?? (await this.csrf());
    return { 'X-XSRF-TOKEN': token, Accept: 'application/json' };
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
