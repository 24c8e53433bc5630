import { Body, Controller, Get, Put } from '@nestjs/common';
import { bagCoverPence, type BagProtectionView, type CancellationPolicyView } from '@luggage/contracts';
import { AdminOnly, type AuthUser, CurrentUser } from '../auth/index.js';
import { BagProtectionService, CancellationPolicyService } from '../pricing/index.js';
import { adminActor } from './admin-bookings.mapper.js';
import { BagProtectionDto, CancellationPolicyDto } from './dto/lifecycle-admin.dto.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiAdminOnly, ApiCsrfProtected, ApiValidated } from '../../shared/openapi/api-answers.js';

/** The business's settings: the cancellation policy the server applies to every booking, and the cover per bag it states. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin')
@AdminOnly()
export class AdminSettingsController {
  constructor(
    private readonly policy: CancellationPolicyService,
    private readonly bagProtection: BagProtectionService,
  ) {}

  @Get('cancellation-policy')
  cancellationPolicy(): Promise<CancellationPolicyView> {
    return this.policy.view();
  }

  @Put('cancellation-policy')
  @ApiCsrfProtected()
  @ApiValidated()
  updateCancellationPolicy(@Body() body: CancellationPolicyDto, @CurrentUser() admin: AuthUser): Promise<CancellationPolicyView> {
    return this.policy.update({ freeCancellationHours: body.freeCancellationHours, lateRefundPercent: body.lateRefundPercent }, adminActor(admin));
  }

  @Get('bag-protection')
  bagProtectionCover(): Promise<BagProtectionView> {
    return this.bagProtection.view();
  }

  @Put('bag-protection')
  @ApiCsrfProtected()
  @ApiValidated()
  updateBagProtection(@Body() body: BagProtectionDto, @CurrentUser() admin: AuthUser): Promise<BagProtectionView> {
    return this.bagProtection.update(bagCoverPence(body.coverPerBag), adminActor(admin));
  }
}
