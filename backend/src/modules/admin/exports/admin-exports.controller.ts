import { Controller, Get, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../../auth/index.js';
import { BookingService } from '../../booking/index.js';
import { PayoutReconciliation } from '../../payments/index.js';
import { ApiAdminOnly, ApiError, ApiValidated } from '../../../shared/openapi/api-answers.js';
import { ExportRangeDto } from './export-range.dto.js';
import { exportFilename, exportRange } from './export-range.js';
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
  ) {}

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
