import { Controller, Get } from '@nestjs/common';
import type { OccupancyView } from '@luggage/contracts';
import { AdminOnly } from '../auth/index.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiAdminOnly } from '../../shared/openapi/api-answers.js';
import { OccupancyService } from './occupancy.service.js';

/** Bags booked per point and night for the next 14 nights (the admin's occupancy page). */
@ApiTags('operations')
@ApiAdminOnly()
@Controller('api/operations')
@AdminOnly()
export class OccupancyController {
  constructor(private readonly occupancy: OccupancyService) {}

  @Get('occupancy')
  nextNights(): Promise<OccupancyView> {
    return this.occupancy.nextNights();
  }
}
