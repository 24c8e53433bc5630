import { Controller, Get, Query } from '@nestjs/common';
import type { AdminReport } from '@luggage/contracts';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/index.js';
import { ApiAdminOnly, ApiValidated } from '../../shared/openapi/api-answers.js';
import { AdminReportsService } from './admin-reports.service.js';
import { ReportQueryDto } from './dto/report-query.dto.js';

/** The operator's money: gross, refunds, net and VAT by day, week or month, by what was sold, beside last year's. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin')
@AdminOnly()
export class AdminReportsController {
  constructor(private readonly reports: AdminReportsService) {}

  @Get('reports')
  @ApiValidated()
  report(@Query() query: ReportQueryDto): Promise<AdminReport> {
    return this.reports.report(query);
  }
}
