import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SpaFallback } from '../errors/http-exception.filter.js';

const API_PREFIXES = ['/api/', '/sanctum/'];

/**
 * Serves the built SPA: hashed files under /assets cached for a year, index.html never cached, and
 * index.html for any other GET that is not an API call or a file, so deep links survive a reload.
 */
export async function serveSpa(app: NestFastifyApplication, frontendDir: string): Promise<SpaFallback | null> {
  const indexFile = join(frontendDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: frontendDir,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders: (res, path) => {
      const immutable = path.includes(`${join(frontendDir, 'assets')}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  const sendIndex = (reply: FastifyReply) => {
    void reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  };
  app.getHttpAdapter().getInstance().get('/', (_request, reply) => sendIndex(reply));
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(path);
    if (!isPage || API_PREFIXES.some((prefix) => path.startsWith(prefix))) return false;
    sendIndex(reply);
    return true;
  };
}
