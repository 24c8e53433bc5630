import { applyDecorators, Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { DriverStopView, DriverTodayView } from '@luggage/contracts';
import { type AuthUser, CurrentUser, Roles } from '../auth/index.js';
import { parseId } from '../catalog/index.js';
import { ApiCsrfProtected, ApiDriverOrAdmin, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';
import { DriverCollectedDto, DriverDeliveredDto, DriverFailedDto } from './driver-actions.dto.js';
import { DriverRunsService } from './driver-runs.service.js';

/** Steps on a stop: 403 outside the driver's cities (or another driver's stop), 404 no such stop, 409 a wrong state. */
const StopAnswers = () =>
  applyDecorators(HttpCode(200), ApiCsrfProtected(), ApiError(404, 'No such stop.'), ApiError(409, 'The stop is not in the state this step needs (or not today).'));

/** /driver's day and its steps: drivers in their cities, admins anywhere; staff and customers 403, visitors 401. */
@ApiTags('delivery')
@ApiDriverOrAdmin()
@Controller('api/driver')
@Roles('driver', 'admin')
export class DriverController {
  constructor(private readonly runs: DriverRunsService) {}

  @Get('today')
  today(@CurrentUser() user: AuthUser): Promise<DriverTodayView> {
    return this.runs.today(user);
  }

  @Post('stops/:legId/start')
  @StopAnswers()
  start(@Param('legId') legId: string, @CurrentUser() user: AuthUser): Promise<DriverStopView> {
    return this.runs.start(user, parseId(legId));
  }

  @Post('stops/:legId/collected')
  @StopAnswers()
  @ApiValidated()
  @ApiError(429, 'Too many wrong PINs: the booking (or the driver) is locked for a while.')
  collected(@Param('legId') legId: string, @Body() body: DriverCollectedDto, @CurrentUser() user: AuthUser): Promise<DriverStopView> {
    return this.runs.collected(user, parseId(legId), body);
  }

  @Post('stops/:legId/delivered')
  @StopAnswers()
  @ApiValidated()
  @ApiError(429, 'Too many wrong PINs: the booking (or the driver) is locked for a while.')
  delivered(@Param('legId') legId: string, @Body() body: DriverDeliveredDto, @CurrentUser() user: AuthUser): Promise<DriverStopView> {
    return this.runs.delivered(user, parseId(legId), body);
  }

  @Post('stops/:legId/failed')
  @StopAnswers()
  @ApiValidated()
  failed(@Param('legId') legId: string, @Body() body: DriverFailedDto, @CurrentUser() user: AuthUser): Promise<DriverStopView> {
    return this.runs.failed(user, parseId(legId), body.reason);
  }

  @Post('stops/:legId/undo')
  @StopAnswers()
  undo(@Param('legId') legId: string, @CurrentUser() user: AuthUser): Promise<DriverStopView> {
    return this.runs.undo(user, parseId(legId));
  }
}
