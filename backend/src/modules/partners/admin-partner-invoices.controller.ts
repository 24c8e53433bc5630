import { Body, Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { formatIso, parseDayMonthYear, type PartnerInvoiceView, poundsToPence, todayInLondon } from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';
import { AdminOnly, type AuthUser, CurrentUser } from '../auth/index.js';
import { PartnerInvoices, PartnerInvoiceSettlements } from '../invoicing/index.js';
import { RecordPartnerFurtherPaymentDto, RecordPartnerPaymentDto, RecordPartnerRefundDto, VoidPartnerPaymentDto } from './dto/partner.dto.js';

/**
 * The admin records that a partner paid its monthly invoice (by bank transfer): once, for what is due; a further
 * payment of what a later supplementary invoice made still due; voids a payment or further payment recorded by mistake
 * (the latest first); records money owed to the partner given back by bank transfer.
 */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin/partner-invoices')
@AdminOnly()
export class AdminPartnerInvoicesController {
  constructor(
    private readonly invoices: PartnerInvoices,
    private readonly settlements: PartnerInvoiceSettlements,
  ) {}

  @Post(':id/payment')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No monthly invoice has this id.')
  async recordPayment(@Param('id', ParseIntPipe) id: number, @Body() body: RecordPartnerPaymentDto, @CurrentUser() admin: AuthUser): Promise<PartnerInvoiceView> {
    const paidOn = formatIso(parseDayMonthYear(body.paidOn)!);
    if (paidOn > formatIso(todayInLondon())) throw ValidationFailedError.forField('paidOn', 'The date paid cannot be in the future.');
    const invoice = await this.invoices.documentOf(null, id > 0 && id <= 2_147_483_647 ? id : 0);
    await this.invoices.recordPayment(invoice?.id ?? 0, paidOn, poundsToPence(body.amount), `admin:${admin.id} ${admin.email}`);
    return (await this.invoices.list(invoice!.partnerId!)).find((listed) => listed.id === id)!;
  }

  @Post(':id/further-payment')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No monthly invoice has this id.')
  @ApiError(409, 'The invoice is not paid yet, or nothing is still due from the partner (its further payment is recorded already).')
  async recordFurtherPayment(@Param('id', ParseIntPipe) id: number, @Body() body: RecordPartnerFurtherPaymentDto, @CurrentUser() admin: AuthUser): Promise<PartnerInvoiceView> {
    const paidOn = notAfterToday(body.paidOn);
    const partnerId = await this.settlements.recordFurtherPayment(invoiceId(id), paidOn, poundsToPence(body.amount), actorOf(admin));
    return this.viewOf(partnerId, id);
  }

  @Post(':id/payment/void')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No monthly invoice has this id.')
  @ApiError(409, 'The invoice has no payment to void (voided already), a further payment after it (void that first), or money was given back to the partner after it.')
  async voidPayment(@Param('id', ParseIntPipe) id: number, @Body() body: VoidPartnerPaymentDto, @CurrentUser() admin: AuthUser): Promise<PartnerInvoiceView> {
    const partnerId = await this.settlements.voidPayment(invoiceId(id), body.reason, actorOf(admin));
    return this.viewOf(partnerId, id);
  }

  @Post(':id/further-payment/void')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No monthly invoice has this id.')
  @ApiError(409, 'The invoice has no further payment to void (voided already), or money was given back to the partner after it.')
  async voidFurtherPayment(@Param('id', ParseIntPipe) id: number, @Body() body: VoidPartnerPaymentDto, @CurrentUser() admin: AuthUser): Promise<PartnerInvoiceView> {
    const partnerId = await this.settlements.voidFurtherPayment(invoiceId(id), body.reason, actorOf(admin));
    return this.viewOf(partnerId, id);
  }

  @Post(':id/refund')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No monthly invoice has this id.')
  @ApiError(409, 'Nothing is owed to the partner, or its refund is recorded already.')
  async recordRefund(@Param('id', ParseIntPipe) id: number, @Body() body: RecordPartnerRefundDto, @CurrentUser() admin: AuthUser): Promise<PartnerInvoiceView> {
    const paidOn = notAfterToday(body.paidOn);
    const partnerId = await this.settlements.recordRefund(invoiceId(id), paidOn, poundsToPence(body.amount), actorOf(admin));
    return this.viewOf(partnerId, id);
  }

  private async viewOf(partnerId: number, id: number): Promise<PartnerInvoiceView> {
    return (await this.invoices.list(partnerId)).find((listed) => listed.id === id)!;
  }
}

/** An id Postgres' integer can hold; any other finds nothing (404). */
const invoiceId = (id: number): number => (id > 0 && id <= 2_147_483_647 ? id : 0);

const actorOf = (admin: AuthUser): string => `admin:${admin.id} ${admin.email}`;

/** 'YYYY-MM-DD' of a DD-MM-YYYY day; a day to come is a 422 under paidOn. */
function notAfterToday(day: string): string {
  const iso = formatIso(parseDayMonthYear(day)!);
  if (iso > formatIso(todayInLondon())) throw ValidationFailedError.forField('paidOn', 'The date paid cannot be in the future.');
  return iso;
}
