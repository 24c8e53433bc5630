import { CLAIM_LIMITS } from '@luggage/contracts';
import { DomainError } from '../../shared/errors/domain-error.js';
import type { Message } from '../../shared/i18n/message.js';

/** An upload that is not a photo we keep: a 422 under `photos`, in the request's language. */
export class PhotoRefusedError extends DomainError {
  static notAnImage(): PhotoRefusedError {
    return new PhotoRefusedError('MEDIA.NOT_AN_IMAGE', { key: 'errors:photos.notAnImage' });
  }

  /** More files than the form takes (`max`). */
  static tooMany(max: number): PhotoRefusedError {
    return new PhotoRefusedError('MEDIA.TOO_MANY', max === 1 ? { key: 'errors:photos.onePhoto' } : { key: 'errors:photos.tooMany', params: { count: max } });
  }

  static missing(): PhotoRefusedError {
    return new PhotoRefusedError('MEDIA.MISSING', { key: 'errors:photos.missing' });
  }

  private constructor(code: string, text: Message) {
    super(code, 'invalid', text, { photos: [text] });
  }
}

/** An upload past the size limits: 413, with a message, before the rest of the body is read. */
export class UploadTooLargeError extends DomainError {
  constructor() {
    super('MEDIA.TOO_LARGE', 'too_large', { key: 'errors:photos.tooLarge', params: { megabytes: Math.round(CLAIM_LIMITS.photoBytes / 1024 / 1024) } });
  }
}

/** A request that should be a multipart form and is not (or is broken). */
export class NotMultipartError extends DomainError {
  constructor() {
    super('MEDIA.NOT_MULTIPART', 'invalid', { key: 'errors:photos.notMultipart' });
  }
}

export class PhotoNotFoundError extends DomainError {
  constructor() {
    super('MEDIA.PHOTO_NOT_FOUND', 'not_found', { key: 'errors:photos.notFound' });
  }
}
