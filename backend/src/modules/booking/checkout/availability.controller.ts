import { Controller, Get, Header, Query } from '@nestjs/common';
import type { AvailabilityResponse, DeliveryWindowsAnswer } from '@luggage/contracts';
import { ApiValidated } from '../../../shared/openapi/api-answers.js';
import { BookingAvailabilityService } from './booking-availability.service.js';
import { AvailabilityQueryDto } from './dto/availability-query.dto.js';
import { DeliveryWindowsQueryDto } from './dto/delivery-windows-query.dto.js';
import { ApiTags } from '@nestjs/swagger';

/** Room left per day at a point, for the wizard's calendar and point list; trips left per delivery window. */
@ApiTags('booking')
@Controller('api')
export class AvailabilityController {
  constructor(private readonly availability: BookingAvailabilityService) {}

  /** Room changes with every booking: never cached. */
  @Get('availability')
  @Header('Cache-Control', 'no-store')
  @ApiValidated()
  days(@Query() query: AvailabilityQueryDto): Promise<AvailabilityResponse> {
    return this.availability.days(query.locationId, query.from, query.days, query.bags);
  }

  /** A city's delivery windows on a day still open for booking, with the trips left (full ones marked). Never cached. */
  @Get('delivery-windows')
  @Header('Cache-Control', 'no-store')
  @ApiValidated()
  windows(@Query() query: DeliveryWindowsQueryDto): Promise<DeliveryWindowsAnswer> {
    return this.availability.deliveryWindows(query.cityId, query.date);
  }
}
