import { NotFoundError } from '../../shared/errors/domain-error.js';
import { message } from '../../shared/i18n/message.js';

/** A booking with no document yet: unpaid, or its payment's invoice is still being issued. */
export class NoDocumentYetError extends NotFoundError {
  constructor() {
    super('INVOICING.NO_DOCUMENT_YET', message('errors:invoice.notYet'));
  }
}

/** No document has this id (the admin's link). */
export class DocumentNotFoundError extends NotFoundError {
  constructor() {
    super('INVOICING.DOCUMENT_NOT_FOUND', message('errors:invoice.notFound'));
  }
}
