import type { Type } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { CLAIM_LIMITS } from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { createValidationPipe } from '../../shared/validation/validation.pipe.js';
import { unstorableTextFields } from '../../shared/validation/unstorable-text.js';
import { NotMultipartError, PhotoRefusedError, UploadTooLargeError } from './media.errors.js';

/** A multipart form's text fields, checked by a DTO as a JSON body would be, and its photos' bytes as uploaded. */
export interface PhotoForm<T> {
  fields: T;
  photos: Buffer[];
}

/** The form's room for text beside its photos. */
const FIELDS_BYTES = 64 * 1024;

/**
 * Reads a multipart form of text fields and up to `maxPhotos` files (any field name; `photos` or `photos[]` by
 * convention). A Content-Length past what the limits allow is refused before anything is read; each file is read
 * up to CLAIM_LIMITS.photoBytes and refused (413) past it, without reading the rest of the body into memory.
 */
export async function readPhotoForm<T extends object>(request: FastifyRequest, dto: Type<T>, maxPhotos: number): Promise<PhotoForm<T>> {
  if (!request.isMultipart()) throw new NotMultipartError();
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxPhotos * CLAIM_LIMITS.photoBytes + FIELDS_BYTES) throw new UploadTooLargeError();
  const raw: Record<string, string> = {};
  const photos: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: CLAIM_LIMITS.photoBytes, files: maxPhotos } })) {
      if (part.type === 'file') photos.push(await part.toBuffer());
      else if (typeof part.value === 'string') raw[part.fieldname] = part.value;
    }
  } catch (error) {
    throw uploadError(error, maxPhotos);
  }
  const unstorable = unstorableTextFields(raw);
  if (Object.keys(unstorable).length > 0) throw new ValidationFailedError(unstorable);
  const fields = (await createValidationPipe().transform(raw, { type: 'body', metatype: dto })) as T;
  return { fields, photos };
}

/** What a broken or oversized form is, as the client is told. */
function uploadError(error: unknown, maxPhotos: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new UploadTooLargeError();
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return PhotoRefusedError.tooMany(maxPhotos);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PROTO_VIOLATION') return new NotMultipartError();
  if (error instanceof Error && /Unexpected end of form|Malformed part header|Multipart: Boundary not found/i.test(error.message)) return new NotMultipartError();
  return error;
}
