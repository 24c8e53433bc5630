import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put } from '@nestjs/common';
import { STAFF_TEXTS, type StaffMemberView } from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { AdminOnly, StaffService } from '../auth/index.js';
import { CatalogAdminService, parseId } from '../catalog/index.js';
import { InviteStaffDto, StaffLocationsDto } from './dto/staff-admin.dto.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';

/** The admin's staff page: invite staff, choose the collection points each works at, take the role back. */
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
  @Header('Cache-Control', 'no-store')
  list(): Promise<StaffMemberView[]> {
    return this.staff.list();
  }

  @Post()
  @HttpCode(201)
  @ApiCsrfProtected()
  @ApiValidated()
  invite(@Body() body: InviteStaffDto): Promise<StaffMemberView> {
    return this.staff.invite({ name: body.name, email: body.email });
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

  @Delete(':id')
  @HttpCode(204)
  @ApiCsrfProtected()
  @ApiError(404, 'No staff member has this id.')
  async remove(@Param('id') id: string): Promise<void> {
    await this.staff.remove(this.staffId(id));
  }

  private staffId(id: string): number {
    return parseId(id) ?? 0;
  }
}
