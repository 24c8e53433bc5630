import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PartnerInvoiceView, PartnerStatement, PartnerView } from '@luggage/contracts';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';
import { AdminOnly, PartnerAccounts } from '../auth/index.js';
import { parseId } from '../catalog/index.js';
import { PartnerInvoices } from '../invoicing/index.js';
import { InvitePartnerDto, IssuePartnerInvoiceDto, StatementQueryDto, UpdatePartnerDto } from './dto/partner.dto.js';
import { PartnersService } from './partners.service.js';

/**
 * The admin's partners page: invite a partner (a set-password email, like staff), its terms, its monthly statement,
 * its monthly invoices (each PDF at GET /api/admin/documents/{id}.pdf) and the button that issues one.
 */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin/partners')
@AdminOnly()
export class AdminPartnersController {
  constructor(
    private readonly accounts: PartnerAccounts,
    private readonly partners: PartnersService,
    private readonly invoices: PartnerInvoices,
  ) {}

  @Get()
  list(): Promise<PartnerView[]> {
    return this.partners.list();
  }

  @Post()
  @HttpCode(201)
  @ApiCsrfProtected()
  @ApiValidated()
  async invite(@Body() body: InvitePartnerDto): Promise<PartnerView> {
    const invited = await this.accounts.invite(body);
    return this.partners.view(invited.id);
  }

  @Put(':id')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No partner has this id.')
  async update(@Param('id') id: string, @Body() body: UpdatePartnerDto): Promise<PartnerView> {
    await this.accounts.update(parseId(id) ?? 0, body);
    return this.partners.view(parseId(id) ?? 0);
  }

  @Get(':id/statement')
  @ApiValidated()
  @ApiError(404, 'No partner has this id.')
  async statement(@Param('id') id: string, @Query() query: StatementQueryDto): Promise<PartnerStatement> {
    return this.partners.statement(await this.accounts.byId(parseId(id) ?? 0), query.month);
  }

  @Get(':id/invoices')
  @ApiError(404, 'No partner has this id.')
  async invoiceList(@Param('id') id: string): Promise<PartnerInvoiceView[]> {
    return this.invoices.list((await this.accounts.byId(parseId(id) ?? 0)).id);
  }

  /** Issues the invoice of a month that has ended, or answers the one issued: asking again (or ten at once) gives the same. */
  @Post(':id/invoices')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No partner has this id.')
  async issueInvoice(@Param('id') id: string, @Body() body: IssuePartnerInvoiceDto): Promise<PartnerInvoiceView> {
    return this.invoices.issueEnded((await this.accounts.byId(parseId(id) ?? 0)).id, body.month);
  }
}
