import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { STAFF_TEXTS, type StaffMemberView } from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { AdminOnly, StaffService } from '../auth/index.js';
import { CatalogAdminService, parseId } from '../catalog/index.js';
import { DriverCitiesDto, InviteStaffDto, StaffLocationsDto } from './dto/staff-admin.dto.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';

/**
 * The admin's staff page: invite staff or drivers, choose the collection points each member of staff works at and the
 * cities each driver works in, take the role back.
 */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin/staff')
@AdminOnly()
export class AdminStaffController {
  constructor(
    private readonly staff: StaffService,
    private readonly catalog: CatalogAdminService,
  ) {}

  @Get()
  list(): Promise<StaffMemberView[]> {
    return this.staff.list();
  }

  @Post()
  @HttpCode(201)
  @ApiCsrfProtected()
  @ApiValidated()
  async invite(@Body() body: InviteStaffDto): Promise<StaffMemberView> {
    const role = body.role ?? 'staff';
    if (role === 'driver') await this.checkCities(body.cityIds!);
    return this.staff.invite({ name: body.name, email: body.email, role, cityIds: role === 'driver' ? body.cityIds : [] });
  }

  @Put(':id/locations')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No staff member has this id.')
  async assign(@Param('id') id: string, @Body() body: StaffLocationsDto): Promise<StaffMemberView> {
    const known = new Set((await this.catalog.dashboard()).collection_locations.map((location) => location.id));
    if (body.locationIds.some((locationId) => !known.has(locationId))) throw ValidationFailedError.forField('locationIds', STAFF_TEXTS.unknownLocation);
    return this.staff.assign(this.staffId(id), body.locationIds);
  }

  @Put(':id/cities')
  @ApiCsrfProtected()
  @ApiValidated()
  @ApiError(404, 'No driver has this id.')
  async assignCities(@Param('id') id: string, @Body() body: DriverCitiesDto): Promise<StaffMemberView> {
    await this.checkCities(body.cityIds);
    return this.staff.assignCities(this.staffId(id), body.cityIds);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiCsrfProtected()
  @ApiError(404, 'No staff member or driver has this id.')
  async remove(@Param('id') id: string): Promise<void> {
    await this.staff.remove(this.staffId(id));
  }

  /** A driver works only in cities of the catalog (the DTOs ask for at least one). */
  private async checkCities(cityIds: number[]): Promise<void> {
    const known = new Set((await this.catalog.dashboard()).collection_cities.map((city) => city.id));
    if (cityIds.some((cityId) => !known.has(cityId))) throw ValidationFailedError.forField('cityIds', STAFF_TEXTS.unknownCity);
  }

  private staffId(id: string): number {
    return parseId(id) ?? 0;
  }
}
