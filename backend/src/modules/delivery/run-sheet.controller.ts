import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { RunSheetStopView, RunSheetView } from '@luggage/contracts';
import { AdminOnly, type AuthUser, CurrentUser } from '../auth/index.js';
import { parseId } from '../catalog/index.js';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';
import { MoveStopDto, MoveStopWindowDto, RunSheetQueryDto } from './driver-actions.dto.js';
import { RunSheetService } from './run-sheet.service.js';

/** The admin's run sheet of a city's day, giving a stop to another driver, and moving it to another window. */
@ApiTags('delivery')
@ApiAdminOnly()
@Controller('api/admin/run-sheet')
@AdminOnly()
export class RunSheetController {
  constructor(private readonly runSheet: RunSheetService) {}

  @Get()
  @ApiValidated()
  sheet(@Query() query: RunSheetQueryDto, @CurrentUser() user: AuthUser): Promise<RunSheetView> {
    return this.runSheet.sheet(user, query.cityId, query.date);
  }

  @Post('stops/:legId/driver')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No such stop.')
  @ApiError(409, 'The stop is done: it can no longer be given to another driver.')
  giveTo(@Param('legId') legId: string, @Body() body: MoveStopDto, @CurrentUser() user: AuthUser): Promise<RunSheetStopView> {
    return this.runSheet.giveTo(user, parseId(legId), body.driverUserId, body.reason);
  }

  @Post('stops/:legId/window')
  @HttpCode(200)
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No such stop.')
  @ApiError(409, 'That window is full: 08:00–10:00 on 03-12-2026 has no trips left. Please choose another window or day.')
  moveWindow(@Param('legId') legId: string, @Body() body: MoveStopWindowDto, @CurrentUser() user: AuthUser): Promise<RunSheetStopView> {
    return this.runSheet.moveWindow(user, parseId(legId), { windowId: body.windowId, date: body.date }, body.reason);
  }
}
