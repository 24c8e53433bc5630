import { Controller, Inject, Get, Param, ParseIntPipe, Res, StreamableFile } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { BookingDocumentView } from '@luggage/contracts';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiAdminOnly, ApiError } from '../../shared/openapi/api-answers.js';
import { AdminOnly } from '../auth/index.js';
import { BookingDocuments, DocumentNotFoundError, documentFileName, documentPdf, toDocumentView } from '../invoicing/index.js';
import { BookingNotFoundError, BookingService, normaliseReference } from '../booking/index.js';

/** A booking's invoices, credit notes and receipts on the admin's booking page, and each one's PDF. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin')
@AdminOnly()
export class AdminDocumentsController {
  constructor(
    private readonly bookings: BookingService,
    private readonly documents: BookingDocuments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('bookings/:reference/documents')
  @ApiError(404, 'Booking not found.')
  async list(@Param('reference') reference: string): Promise<BookingDocumentView[]> {
    const booking = normaliseReference(reference) ? await this.bookings.getByReference(reference) : null;
    if (!booking) throw new BookingNotFoundError();
    return (await this.documents.documentsOf(booking.id)).map(toDocumentView);
  }

  @Get('documents/:id.pdf')
  @ApiOkResponse({ description: 'The document as a PDF, in the language of its booking.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiError(404, 'No document has this id.')
  async pdf(@Param('id', ParseIntPipe) id: number, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const document = id > 0 && id <= 2_147_483_647 ? await this.documents.byId(id) : null;
    if (!document) throw new DocumentNotFoundError();
    const pdf = documentPdf(document, this.config.company);
    void reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `inline; filename="${documentFileName(document)}"`);
    return new StreamableFile(pdf);
  }
}
