import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isLanguage, isSpaRoute, type Language, LANGUAGES } from '@luggage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from '../errors/http-exception.filter.js';
import { requestLanguage } from '../i18n/translate.js';

const API_PREFIXES = ['/api/', '/sanctum/'];
/** Set by the SPA's language menu: the visitor's choice, which wins over the browser's languages. */
const LANGUAGE_COOKIE = /(?:^|;\s*)language=([^;]*)/;

interface HtmlPage {
  plain: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Serves the built SPA: hashed files under /assets cached for a year (precompressed .br/.gz written by the
 * build), HTML never cached and compressed once at start. / is the landing page prerendered in the visitor's
 * language (dist/landing/<language>.html, written by the build); any other GET that is not an API call or a file
 * gets index.html: with 200 for the SPA's own routes (contracts' SPA_ROUTES), so deep links survive a reload,
 * and with 404 for any other address, where the SPA shows its not-found page.
 */
export async function serveSpa(app: NestFastifyApplication, frontendDir: string): Promise<SpaFallback | null> {
  const indexFile = join(frontendDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const index = htmlPage(indexFile);
  const landing = landingPages(frontendDir, index);
  const assetsDir = join(frontendDir, 'assets');
  await app.register(fastifyStatic, {
    root: frontendDir,
    prefix: '/',
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      const immutable = path.startsWith(assetsDir);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/', (request, reply) => sendHtml(request, reply, landing[visitorLanguage(request)], 200, 'Accept-Encoding, Accept-Language, Cookie'));
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    // Any case: /API/... is a mistyped API call and gets the API's JSON 404, not a page.
    const lower = path.toLowerCase();
    if (!isPage || API_PREFIXES.some((prefix) => lower.startsWith(prefix))) return false;
    sendHtml(request, reply, index, isSpaRoute(path) ? 200 : 404);
    return true;
  };
}

/** The page with its compressed forms: those the build wrote beside it, else compressed now. */
function htmlPage(file: string): HtmlPage {
  const plain = readFileSync(file);
  if (existsSync(`${file}.gz`) && existsSync(`${file}.br`)) return { plain, gzip: readFileSync(`${file}.gz`), br: readFileSync(`${file}.br`) };
  return { plain, gzip: gzipSync(plain, { level: 9 }), br: brotliCompressSync(plain) };
}

/** Each language's prerendered landing page; index.html for a language the build did not prerender. */
function landingPages(frontendDir: string, index: HtmlPage): Record<Language, HtmlPage> {
  const pages = {} as Record<Language, HtmlPage>;
  for (const language of LANGUAGES) {
    const file = join(frontendDir, 'landing', `${language}.html`);
    pages[language] = existsSync(file) ? htmlPage(file) : index;
  }
  return pages;
}

/** The language the SPA will choose: the menu's stored choice, else the first of the browser's we write. */
function visitorLanguage(request: FastifyRequest): Language {
  const chosen = LANGUAGE_COOKIE.exec(String(request.headers.cookie ?? ''))?.[1];
  return isLanguage(chosen) ? chosen : requestLanguage(request.headers);
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, page: HtmlPage, status: 200 | 404, vary = 'Accept-Encoding'): void {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  void reply.status(status).header('Cache-Control', 'no-cache').header('Vary', vary).type('text/html; charset=utf-8');
  if (encoding) void reply.header('Content-Encoding', encoding);
  void reply.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.plain);
}
