import { Body, Controller, Get, Put, Query, Res, StreamableFile } from '@nestjs/common';
import { formatIso, type JournalAccounts } from '@luggage/contracts';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, type AuthUser, CurrentUser } from '../../auth/index.js';
import { adminActor } from '../admin-bookings.mapper.js';
import { JournalAccountsDto, JournalAccountsService } from './journal-accounts.js';
import { BookingService } from '../../booking/index.js';
import { DocumentJournal } from '../../invoicing/index.js';
import { PayoutReconciliation } from '../../payments/index.js';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../../shared/openapi/api-answers.js';
import { ExportRangeDto, JournalQueryDto } from './export-range.dto.js';
import { exportFilename, exportRange } from './export-range.js';
import { journalCsv } from './journal-csv.js';
import { payoutsCsv } from './payouts-csv.js';

/** Files for the bookkeeper, each for a range of London days (this month so far by default), streamed. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin/exports')
@AdminOnly()
export class AdminExportsController {
  constructor(
    private readonly reconciliation: PayoutReconciliation,
    private readonly bookings: BookingService,
    private readonly journal: DocumentJournal,
    private readonly accounts: JournalAccountsService,
  ) {}

  /** The accounts the journal posts to: the UK default charts' until an admin sets others. */
  @Get('accounts')
  journalAccounts(): Promise<JournalAccounts> {
    return this.accounts.current();
  }

  @Put('accounts')
  @ApiCsrfProtected()
  @ApiValidated()
  updateJournalAccounts(@Body() body: JournalAccountsDto, @CurrentUser() admin: AuthUser): Promise<JournalAccounts> {
    return this.accounts.update(body, adminActor(admin));
  }

  @Get('journal.csv')
  @ApiValidated()
  @ApiOkResponse({
    description:
      "The invoices, credit notes and receipts issued in the range as a journal a bookkeeper imports: each document a balanced entry (the gross to card payments clearing, the net to sales, the VAT to VAT), in Xero's manual journal layout or QuickBooks Online's journal entry layout, to the accounts set at GET /api/admin/exports/accounts. A partner's monthly invoice and its later documents post to trade debtors; money paid back to a partner is an entry of its own (trade debtors against clearing).",
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  async journalFile(@Query() query: JournalQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const range = exportRange(query);
    const layout = query.layout ?? 'xero';
    const body = journalCsv(this.journal.entries(formatIso(range.first), formatIso(range.last)), layout, await this.accounts.current());
    void reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFilename(`journal-${layout}`, range)}"`)
      .header('Cache-Control', 'no-store');
    return new StreamableFile(body);
  }

  @Get('payouts.csv')
  @ApiValidated()
  @ApiError(503, 'The card provider could not be reached: try again.')
  @ApiOkResponse({
    description:
      "With Stripe: each payout arriving in the range, line by line (charges, refunds, fees), matched to the ledger's payments and refunds, and what does not match named. Offline: the ledger's payments and refunds made in the range.",
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  async payouts(@Query() query: ExportRangeDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<StreamableFile> {
    const range = exportRange(query);
    const file = await payoutsCsv(this.reconciliation, this.bookings, range);
    void reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${exportFilename(file.withPayouts ? 'payouts' : 'ledger', range)}"`)
      .header('Cache-Control', 'no-store');
    return new StreamableFile(file.body);
  }
}
