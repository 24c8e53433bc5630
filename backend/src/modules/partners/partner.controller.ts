import { Body, Controller, Get, HttpCode, Inject, Param, ParseIntPipe, Post, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  isLanguage,
  PARTNER_TEXTS,
  type PartnerBookingResponse,
  type PartnerBookingView,
  type PartnerInvoiceView,
  type PartnerSelfView,
  type PartnerStatement,
} from '@luggage/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { requestLanguage } from '../../shared/i18n/translate.js';
import { ApiCsrfProtected, ApiError, ApiPartnerOnly, ApiRateLimited, ApiValidated } from '../../shared/openapi/api-answers.js';
import { RateLimit } from '../../shared/rate-limits/index.js';
import { type AuthUser, CurrentUser, type PartnerAccount, PartnerAccounts, Roles, SessionService } from '../auth/index.js';
import { normaliseReference, PartnerBookingReads } from '../booking/index.js';
import { documentFileName, documentPdf, PartnerInvoices } from '../invoicing/index.js';
import { PartnerBookingDto, StatementQueryDto } from './dto/partner.dto.js';
import { PartnersService, toSelfView } from './partners.service.js';

/**
 * The partner's own page (issue 41, part 5): its terms, its bookings (only those counted for it), a booking for a
 * guest, and its monthly statement. Partners only; an account whose partner an admin deactivated is refused (403).
 */
@ApiTags('partners')
@ApiPartnerOnly()
@Controller('api/partner')
@Roles('partner')
export class PartnerController {
  constructor(
    private readonly accounts: PartnerAccounts,
    private readonly partners: PartnersService,
    private readonly reads: PartnerBookingReads,
    private readonly sessions: SessionService,
    private readonly invoices: PartnerInvoices,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('me')
  async me(@CurrentUser() user: AuthUser): Promise<PartnerSelfView> {
    return toSelfView(await this.partnerOf(user));
  }

  @Get('bookings')
  async bookings(@CurrentUser() user: AuthUser): Promise<PartnerBookingView[]> {
    return this.reads.list((await this.partnerOf(user)).id);
  }

  @Get('bookings/:reference')
  @ApiError(404, 'None of your bookings has this reference.')
  async booking(@Param('reference') reference: string, @CurrentUser() user: AuthUser): Promise<PartnerBookingView> {
    const partner = await this.partnerOf(user);
    const normal = normaliseReference(reference);
    const found = normal ? await this.reads.one(partner.id, normal) : null;
    if (!found) throw new NotFoundError('PARTNER.BOOKING_NOT_FOUND', PARTNER_TEXTS.notYourBooking);
    return found;
  }

  @Post('bookings')
  @RateLimit('paymentIntent')
  @HttpCode(201)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiRateLimited()
  @ApiError(403, 'The bookingToken is another booking’s.')
  @ApiError(409, 'The point or a window is full at these dates.')
  @ApiError(503, 'The payment provider cannot be reached; nothing was stored, retrying is safe.')
  async book(@Body() body: PartnerBookingDto, @CurrentUser() user: AuthUser, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<PartnerBookingResponse> {
    const partner = await this.partnerOf(user);
    // The guest's emails speak the guest's language when the partner names it, else the page's.
    const language = isLanguage(body.guestLanguage) ? body.guestLanguage : requestLanguage(request.headers);
    return this.partners.book(partner, body, { browserKey: this.sessions.ensureBrowserKey(request, reply) }, language);
  }

  @Get('statement')
  @ApiValidated()
  async statement(@Query() query: StatementQueryDto, @CurrentUser() user: AuthUser): Promise<PartnerStatement> {
    return this.partners.statement(await this.partnerOf(user), query.month);
  }

  @Get('invoices')
  async invoiceList(@CurrentUser() user: AuthUser): Promise<PartnerInvoiceView[]> {
    return this.invoices.list((await this.partnerOf(user)).id);
  }

  @Get('invoices/:id.pdf')
  @ApiOkResponse({ description: 'One of your monthly invoices or their credit notes, as a PDF.', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } })
  @ApiError(404, 'None of your monthly invoices has this id.')
  async invoicePdf(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: AuthUser, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const partner = await this.partnerOf(user);
    const document = id > 0 && id <= 2_147_483_647 ? await this.invoices.documentOf(partner.id, id) : null;
    if (!document) throw new NotFoundError('PARTNER.INVOICE_NOT_FOUND', PARTNER_TEXTS.invoiceNotFound);
    void reply.header('Content-Type', 'application/pdf').header('Content-Disposition', `inline; filename="${documentFileName(document)}"`);
    return new StreamableFile(documentPdf(document, this.config.company));
  }

  private async partnerOf(user: AuthUser): Promise<PartnerAccount> {
    const partner = await this.accounts.ofUser(user.id);
    if (!partner) throw new DomainError('AUTH.FORBIDDEN', 'forbidden', 'This action is unauthorized.');
    return partner;
  }
}
