import { StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { PhotoFile } from '../media/index.js';

/** A stored photo as an answer: the image itself, never cached by a shared cache, never sniffed as something else. */
export function photoReply(reply: FastifyReply, photo: PhotoFile): StreamableFile {
  void reply.header('Content-Type', photo.contentType).header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(photo.bytes);
}
