import { Body, Controller, Inject, Get, Param, Put, Res, StreamableFile } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { ManageInvoiceView } from '@luggage/contracts';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PrivateAnswers } from '../../shared/http/private-answers.js';
import { ApiCsrfProtected, ApiError, ApiRateLimited, ApiValidated } from '../../shared/openapi/api-answers.js';
import { RateLimit } from '../../shared/rate-limits/index.js';
import { BookingManageService } from '../booking/index.js';
import { BookingDocuments } from './booking-documents.service.js';
import { documentFileName, documentPdf } from './document-pdf.js';
import { InvoiceDetailsDto } from './dto/invoice-details.dto.js';
import { NoDocumentYetError } from './invoicing.errors.js';

/** The invoice on the customer's manage page and in the confirmation email, reached by the booking's secret link. */
@ApiTags('manage booking')
@Controller('api/manage/:token')
@PrivateAnswers()
export class ManageInvoiceController {
  constructor(
    private readonly manage: BookingManageService,
    private readonly documents: BookingDocuments,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('invoice')
  @ApiError(404, 'No booking has this manage link.')
  async invoice(@Param('token') token: string): Promise<ManageInvoiceView> {
    const booking = await this.manage.bookingByLink(token);
    const [details, latest] = await Promise.all([this.documents.details(booking.id), this.documents.latestOf(booking.id)]);
    return { details, latest: latest ? { kind: latest.kind, number: latest.number } : null };
  }

  @Get('invoice.pdf')
  @ApiOkResponse({ description: "The booking's latest document (invoice, credit note or receipt) as a PDF, in the booking's language.", content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiError(404, 'No booking has this manage link, or nothing has been paid for it.')
  async pdf(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const booking = await this.manage.bookingByLink(token);
    const latest = await this.documents.latestIssuing(booking.id);
    if (!latest) throw new NoDocumentYetError();
    const pdf = documentPdf(latest, this.config.company);
    void reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `inline; filename="${documentFileName(latest)}"`);
    return new StreamableFile(pdf);
  }

  /** Changed details cancel each invoice with a credit note and issue it again to the company; the same ones change nothing. */
  @Put('invoice-details')
  @RateLimit('manageAction')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(404, 'No booking has this manage link.')
  async setDetails(@Param('token') token: string, @Body() body: InvoiceDetailsDto): Promise<ManageInvoiceView> {
    const booking = await this.manage.bookingByLink(token);
    await this.documents.setDetails(booking, { companyName: body.companyName, companyAddress: body.companyAddress, vatNumber: body.vatNumber });
    return this.invoice(token);
  }
}
