import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OverdueBookings } from '@luggage/contracts';
import { type AuthUser, CurrentUser, Roles } from '../auth/index.js';
import { ApiStaffOrAdmin } from '../../shared/openapi/api-answers.js';
import { OverdueService } from './overdue.service.js';

/** Bags still at a point after it closed on their return date: the top of /staff. */
@ApiTags('operations')
@ApiStaffOrAdmin()
@Controller('api/operations')
@Roles('staff', 'admin')
export class OverdueController {
  constructor(private readonly overdue: OverdueService) {}

  /** Staff get their own points' (by the point the bags wait at), an admin every point's; longest overdue first. */
  @Get('overdue')
  atMyPoints(@CurrentUser() user: AuthUser): Promise<OverdueBookings> {
    return this.overdue.forUser(user);
  }
}
