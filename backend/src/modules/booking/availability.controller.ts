import { Controller, Get, Header, Query } from '@nestjs/common';
import type { AvailabilityResponse } from '@luggage/contracts';
import { ApiValidated } from '../../shared/openapi/api-answers.js';
import { BookingAvailabilityService } from './booking-availability.service.js';
import { AvailabilityQueryDto } from './dto/availability-query.dto.js';
import { ApiTags } from '@nestjs/swagger';

/** Room left per day at a point, for the wizard's calendar and point list. */
@ApiTags('booking')
@Controller('api')
export class AvailabilityController {
  constructor(private readonly availability: BookingAvailabilityService) {}

  /** Room changes with every booking: never cached. */
  @Get('availability')
  @Header('Cache-Control', 'no-store')
  @ApiValidated()
  days(@Query() query: AvailabilityQueryDto): Promise<AvailabilityResponse> {
    return this.availability.days(query.locationId, query.from, query.days);
  }
}
