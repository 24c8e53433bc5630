import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type DriverTodayView, formatIso, todayInLondon } from '@luggage/contracts';
import { type AuthUser, CurrentUser, Roles } from '../auth/index.js';
import { ApiDriverOrAdmin } from '../../shared/openapi/api-answers.js';
import { DriverCities } from './driver-cities.js';

/** /driver's day: the driver's cities, today in London, and today's stops (stops come with address legs). */
@ApiTags('delivery')
@ApiDriverOrAdmin()
@Controller('api/driver')
@Roles('driver', 'admin')
export class DriverController {
  constructor(private readonly cities: DriverCities) {}

  @Get('today')
  async today(@CurrentUser() user: AuthUser): Promise<DriverTodayView> {
    return { date: formatIso(todayInLondon()), cities: await this.cities.of(user), stops: [] };
  }
}
