import { Body, Controller, Get, Put } from '@nestjs/common';
import { bagCoverPence, type BagProtectionView, type CancellationPolicyView, DEFAULT_VAT_RATE_PERCENT, type VatSettings } from '@luggage/contracts';
import { AdminOnly, type AuthUser, CurrentUser } from '../auth/index.js';
import { BagProtectionService, CancellationPolicyService } from '../pricing/index.js';
import { VatSettingsService } from '../invoicing/index.js';
import { adminActor } from './admin-bookings.mapper.js';
import { BagProtectionDto, CancellationPolicyDto, VatSettingsDto } from './dto/lifecycle-admin.dto.js';
import { ApiTags } from '@nestjs/swagger';
import { ApiAdminOnly, ApiCsrfProtected, ApiValidated } from '../../shared/openapi/api-answers.js';

/** The business's settings: the cancellation policy the server applies to every booking, the cover per bag it states, and its VAT details. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin')
@AdminOnly()
export class AdminSettingsController {
  constructor(
    private readonly policy: CancellationPolicyService,
    private readonly bagProtection: BagProtectionService,
    private readonly vat: VatSettingsService,
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

  @Get('vat')
  vatSettings(): Promise<VatSettings> {
    return this.vat.view();
  }

  @Put('vat')
  @ApiCsrfProtected()
  @ApiValidated()
  updateVatSettings(@Body() body: VatSettingsDto, @CurrentUser() admin: AuthUser): Promise<VatSettings> {
    const settings = { vatNumber: body.vatNumber, ratePercent: body.ratePercent ?? DEFAULT_VAT_RATE_PERCENT, legalName: body.legalName, address: body.address };
    return this.vat.update(settings, adminActor(admin));
  }
}
