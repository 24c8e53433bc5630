import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { type AdminDeliveryData, type DeliveryCutOff, type DeliveryWindow, type DeliveryZone, poundsToPence, type ReturnFee, type RunLead, type SecondAttemptFee, translationsOf } from '@luggage/contracts';
import { ApiTags } from '@nestjs/swagger';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';
import { AdminOnly } from '../auth/index.js';
import { DeliveryCatalogAdminService, DeliveryCatalogService, parseId } from '../catalog/index.js';
import {
  CreateDeliveryWindowDto,
  CreateDeliveryZoneDto,
  DeliveryCutOffDto,
  EditDeliveryWindowDto,
  EditDeliveryZoneDto,
  ReturnFeeDto,
  RunLeadDto,
  SameDayGapDto,
  SecondAttemptFeeDto,
} from './dto/delivery-admin.dto.js';

const NOTHING_TO_CHANGE = 'Send at least one field to change.';

/** An edit that names no field would change nothing: refused, so a mistaken empty body is noticed. */
function someField(body: object): void {
  if (Object.values(body).every((value) => value === undefined)) throw ValidationFailedError.forField('body', NOTHING_TO_CHANGE);
}

/**
 * The delivery catalog: zones, windows, each city's cut-off, run lead and second attempt's fee,
 * and the return fees. Admins only.
 */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin')
@AdminOnly()
export class AdminDeliveryController {
  constructor(
    private readonly delivery: DeliveryCatalogService,
    private readonly admin: DeliveryCatalogAdminService,
  ) {}

  @Get('delivery')
  catalog(): Promise<AdminDeliveryData> {
    return this.delivery.adminData();
  }

  @Post('delivery-zones')
  @HttpCode(201)
  @ApiCsrfProtected()
  @ApiValidated()
  createZone(@Body() body: CreateDeliveryZoneDto): Promise<DeliveryZone> {
    return this.admin.createZone(body.cityId, { name: body.name, districts: body.districts, feePence: poundsToPence(body.fee), locationId: body.locationId, nameTranslations: translationsOf(body.translations, 'name') });
  }

  @Put('delivery-zones/:id')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'Delivery zone not found.')
  editZone(@Param('id') id: string, @Body() body: EditDeliveryZoneDto): Promise<DeliveryZone> {
    someField(body);
    return this.admin.editZone(parseId(id), {
      name: body.name,
      districts: body.districts,
      locationId: body.locationId,
      feePence: body.fee === undefined ? undefined : poundsToPence(body.fee),
      nameTranslations: body.translations && translationsOf(body.translations, 'name'),
      active: body.active,
    });
  }

  @Delete('delivery-zones/:id')
  @HttpCode(204)
  @ApiCsrfProtected()
  @ApiError(404, 'Delivery zone not found.')
  @ApiError(409, 'Bookings have legs in the zone: retire it (active: false) instead.')
  async deleteZone(@Param('id') id: string): Promise<void> {
    await this.admin.deleteZone(parseId(id));
  }

  @Post('delivery-windows')
  @HttpCode(201)
  @ApiCsrfProtected()
  @ApiValidated()
  createWindow(@Body() body: CreateDeliveryWindowDto): Promise<DeliveryWindow> {
    return this.admin.createWindow(body.cityId, { start: body.start.slice(0, 5), end: body.end.slice(0, 5), trips: body.trips });
  }

  @Put('delivery-windows/:id')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'Delivery window not found.')
  editWindow(@Param('id') id: string, @Body() body: EditDeliveryWindowDto): Promise<DeliveryWindow> {
    someField(body);
    return this.admin.editWindow(parseId(id), { start: body.start?.slice(0, 5), end: body.end?.slice(0, 5), trips: body.trips, active: body.active });
  }

  @Delete('delivery-windows/:id')
  @HttpCode(204)
  @ApiCsrfProtected()
  @ApiError(404, 'Delivery window not found.')
  @ApiError(409, 'Bookings have legs in the window: retire it (active: false) instead.')
  async deleteWindow(@Param('id') id: string): Promise<void> {
    await this.admin.deleteWindow(parseId(id));
  }

  @Put('delivery-cut-offs/:cityId')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'Collection city not found.')
  setCutOff(@Param('cityId') cityId: string, @Body() body: DeliveryCutOffDto): Promise<DeliveryCutOff> {
    return this.admin.setCutOff(parseId(cityId), body.hours);
  }

  /** How many minutes before a window the city's drivers can start its run (until the window ends). */
  @Put('run-leads/:cityId')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'Collection city not found.')
  setRunLead(@Param('cityId') cityId: string, @Body() body: RunLeadDto): Promise<RunLead> {
    return this.admin.setRunLead(parseId(cityId), body.minutes);
  }

  /** How many minutes after a same-day stay's collection window ends its delivery window may start, in the city. */
  @Put('same-day-gaps/:cityId')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'Collection city not found.')
  setSameDayGap(@Param('cityId') cityId: string, @Body() body: SameDayGapDto): Promise<{ cityId: number; minutes: number }> {
    return this.admin.setSameDayGap(parseId(cityId), body.minutes);
  }

  /** A second delivery attempt's fee in the city, for redeliveries booked from now on. */
  @Put('second-attempt-fees/:cityId')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'Collection city not found.')
  setSecondAttemptFee(@Param('cityId') cityId: string, @Body() body: SecondAttemptFeeDto): Promise<SecondAttemptFee> {
    return this.admin.setSecondAttemptFee(parseId(cityId), body.fee === null ? null : poundsToPence(body.fee));
  }

  /** Answers the fee now in force, or null when the pair is no longer offered. */
  @Put('return-fees')
  @ApiCsrfProtected()
  @ApiValidated()
  setReturnFee(@Body() body: ReturnFeeDto): Promise<ReturnFee | null> {
    return this.admin.setReturnFee(body.fromCityId, body.toCityId, body.fee === null ? null : poundsToPence(body.fee));
  }
}
