import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import type { CancellationPolicyView } from '@luggage/contracts';
import { AdminOnly, type AuthUser, CurrentUser } from '../auth/index.js';
import { CancellationPolicyService } from '../pricing/index.js';
import { adminActor } from './admin-bookings.mapper.js';
import { CancellationPolicyDto } from './dto/lifecycle-admin.dto.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiAdminOnly, ApiCsrfProtected, ApiValidated } from '../../shared/openapi/api-answers.js';

/** The business's settings: the cancellation policy the server applies to every booking. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin')
@AdminOnly()
export class AdminSettingsController {
  constructor(private readonly policy: CancellationPolicyService) {}

  @Get('cancellation-policy')
  @Header('Cache-Control', 'no-store')
  cancellationPolicy(): Promise<CancellationPolicyView> {
    return this.policy.view();
  }

  @Put('cancellation-policy')
  @ApiCsrfProtected()
  @ApiValidated()
  updateCancellationPolicy(@Body() body: CancellationPolicyDto, @CurrentUser() admin: AuthUser): Promise<CancellationPolicyView> {
    return this.policy.update({ freeCancellationHours: body.freeCancellationHours, lateRefundPercent: body.lateRefundPercent }, adminActor(admin));
  }
}
