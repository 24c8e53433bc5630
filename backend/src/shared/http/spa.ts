import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isSpaRoute } from '@luggage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from '../errors/http-exception.filter.js';

const API_PREFIXES = ['/api/', '/sanctum/'];

interface IndexPage {
  plain: Buffer;
  gzip: Buffer;
  br: Buffer;
}

/**
 * Serves the built SPA: hashed files under /assets cached for a year (precompressed .br/.gz written by the
 * build), index.html never cached and compressed once at start, and index.html for any other GET that is not
 * an API call or a file: with 200 for the SPA's own routes (contracts' SPA_ROUTES), so deep links survive a reload,
 * and with 404 for any other address, where the SPA shows its not-found page.
 */
export async function serveSpa(app: NestFastifyApplication, frontendDir: string): Promise<SpaFallback | null> {
  const indexFile = join(frontendDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const plain = readFileSync(indexFile);
  const index: IndexPage = { plain, gzip: gzipSync(plain, { level: 9 }), br: brotliCompressSync(plain) };
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
  app.getHttpAdapter().getInstance().get('/', (request, reply) => sendIndex(request, reply, index, 200));
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    // Any case: /API/... is a mistyped API call and gets the API's JSON 404, not a page.
    const lower = path.toLowerCase();
    if (!isPage || API_PREFIXES.some((prefix) => lower.startsWith(prefix))) return false;
    sendIndex(request, reply, index, isSpaRoute(path) ? 200 : 404);
    return true;
  };
}

function sendIndex(request: FastifyRequest, reply: FastifyReply, index: IndexPage, status: 200 | 404): void {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  void reply.status(status).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  if (encoding) void reply.header('Content-Encoding', encoding);
  void reply.send(encoding === 'br' ? index.br : encoding === 'gzip' ? index.gzip : index.plain);
}
