import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The largest part of a multipart form the app reads: photos are the only files (10 MB each, media's limit checks it again). */
export const MULTIPART_FILE_BYTES = 10 * 1024 * 1024;

/**
 * Multipart forms (photo uploads), parsed as a stream: nothing is read until a route asks for the parts, each file
 * stops at MULTIPART_FILE_BYTES, and a form holds few fields and files, so a huge upload is refused (413) after at
 * most one file's limit, never buffered whole. Routes that take no multipart form never read one.
 */
export async function registerMultipart(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MULTIPART_FILE_BYTES, files: 5, fields: 10, fieldSize: 16 * 1024, parts: 20, headerPairs: 100 },
  });
}
