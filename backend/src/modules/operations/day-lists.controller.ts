import { Controller, Get, Query } from '@nestjs/common';
import { type DayLists, parseDayMonthYear, todayInLondon } from '@luggage/contracts';
import { type AuthUser, CurrentUser, Roles } from '../auth/index.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiError, ApiStaffOrAdmin, ApiValidated } from '../../shared/openapi/api-answers.js';
import { decodeDayListCursor } from './day-list-cursor.js';
import { DayListsService } from './day-lists.service.js';
import { DayListsQueryDto } from './dto/day-lists-query.dto.js';

/** The day's lists per point: the admin's bookings page and manifest (every point), and /staff (the staff member's points). */
@ApiTags('operations')
@ApiStaffOrAdmin()
@Controller('api/operations')
@Roles('staff', 'admin')
export class DayListsController {
  constructor(private readonly dayLists: DayListsService) {}

  /** No date means today in London; each side (collections, returns) pages on its own cursor. */
  @Get('day-lists')
  @ApiValidated()
  @ApiError(403, 'The account is not staff or an admin, or a staff member asked for a point they do not work at.')
  forDay(@Query() query: DayListsQueryDto, @CurrentUser() user: AuthUser): Promise<DayLists> {
    const cursors = { collections: decodeDayListCursor(query.collectionsCursor) ?? undefined, returns: decodeDayListCursor(query.returnsCursor) ?? undefined };
    return this.dayLists.forUser(user, (query.date ? parseDayMonthYear(query.date) : null) ?? todayInLondon(), query.locationId, cursors);
  }
}
