import type { DriverCitiesRequest, InviteStaffRequest, StaffLocationsRequest, TeamRole } from '@luggage/contracts';
import { NAME_MAX_LENGTH, TEAM_ROLES } from '@luggage/contracts';
import { IsOptional, ValidateIf } from 'class-validator';
import { Choice, EmailAddress, IdList, RequiredText, rules, SomeId } from '../../../shared/validation/rules.js';

/* Lists of ids are checked here to be whole positive numbers; the controller checks them against the catalog. */
const isDriver = (dto: { role?: unknown }) => dto.role === 'driver';

export class InviteStaffDto implements InviteStaffRequest {
  @RequiredText('name', NAME_MAX_LENGTH)
  name!: string;

  @EmailAddress('email')
  email!: string;

  @rules(IsOptional(), Choice(TEAM_ROLES, 'roleChoice'))
  role?: TeamRole;

  /** A driver's cities: at least one for a driver. */
  @rules(
    ValidateIf((dto: InviteStaffDto, value: unknown) => isDriver(dto) || (value !== undefined && value !== null)),
    SomeId('noCity', isDriver),
    IdList('cities', 'unknownCity'),
  )
  cityIds?: number[];
}

export class StaffLocationsDto implements StaffLocationsRequest {
  @IdList('collection points', 'unknownLocation')
  locationIds!: number[];
}

export class DriverCitiesDto implements DriverCitiesRequest {
  @rules(IdList('cities', 'unknownCity'), SomeId('noCity'))
  cityIds!: number[];
}
