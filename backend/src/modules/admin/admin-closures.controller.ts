import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type ClosedTodayResponse, compareDates, formatDashed, formatIso, parseDayMonthYear, todayInLondon } from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { message } from '../../shared/i18n/message.js';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';
import { AdminOnly } from '../auth/index.js';
import { ClosureRescueService } from '../booking/index.js';
import { CatalogAdminService, parseId } from '../catalog/index.js';
import { ClosedTodayDto } from './dto/closed-today.dto.js';

/**
 * Closed-point rescue (issue 42, part 4): an admin closes a point for a day at short notice. The day becomes one of the
 * point's closure dates first (the wizard stops offering it), then the booking module offers each booking affected
 * that day a rescue and emails it. Both steps are safe to repeat, so a failure between them is mended by asking again.
 */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin/locations')
@AdminOnly()
export class AdminClosuresController {
  constructor(
    private readonly catalog: CatalogAdminService,
    private readonly rescue: ClosureRescueService,
  ) {}

  @Post(':id/closed-today')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'Collection location not found.')
  async closedToday(@Param('id') id: string, @Body() body: ClosedTodayDto): Promise<ClosedTodayResponse> {
    const day = parseDayMonthYear(body.date)!;
    if (compareDates(day, todayInLondon()) < 0) throw ValidationFailedError.forField('date', message('validation:closure.past'));
    const date = formatDashed(day);
    const point = await this.catalog.closeForDay(parseId(id), date, body.note);
    const { affected, offered } = await this.rescue.rescue(point.id, formatIso(day), body.note);
    return { date, affected, offered };
  }
}
