import { Body, Controller, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { formatIso, parseDayMonthYear, type PartnerInvoiceView, poundsToPence, todayInLondon } from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';
import { AdminOnly, type AuthUser, CurrentUser } from '../auth/index.js';
import { PartnerInvoices } from '../invoicing/index.js';
import { RecordPartnerPaymentDto } from './dto/partner.dto.js';

/** The admin records that a partner paid its monthly invoice (by bank transfer): once, for what is due. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin/partner-invoices')
@AdminOnly()
export class AdminPartnerInvoicesController {
  constructor(private readonly invoices: PartnerInvoices) {}

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
}
