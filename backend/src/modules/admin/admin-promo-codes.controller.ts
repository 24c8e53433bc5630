import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { formatDashed, formatIso, parseDayMonthYear, parseIso, penceToPounds, poundsToPence, type PromoCodeView } from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { message } from '../../shared/i18n/message.js';
import { ApiAdminOnly, ApiCsrfProtected, ApiError, ApiValidated } from '../../shared/openapi/api-answers.js';
import { AdminOnly, type AuthUser, CurrentUser } from '../auth/index.js';
import { PromoUsesService } from '../booking/index.js';
import { CatalogAdminService, parseId } from '../catalog/index.js';
import { PromoCodeRecord, PromoCodeService } from '../pricing/index.js';
import { adminActor } from './admin-bookings.mapper.js';
import { PromoCodeDto } from './dto/promo-code-admin.dto.js';

/** Promo codes (issue 41, part 4): made, listed with their uses, and deactivated by admins. The rules are the pricing module's. */
@ApiTags('admin')
@ApiAdminOnly()
@Controller('api/admin/promo-codes')
@AdminOnly()
export class AdminPromoCodesController {
  constructor(
    private readonly promoCodes: PromoCodeService,
    private readonly uses: PromoUsesService,
    private readonly catalog: CatalogAdminService,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiCsrfProtected()
  @ApiValidated()
  async create(@Body() body: PromoCodeDto, @CurrentUser() admin: AuthUser): Promise<PromoCodeView> {
    const locationIds = body.locationIds ?? [];
    const itemIds = body.itemIds ?? [];
    await this.checkCatalogIds(locationIds, itemIds);
    const row = await this.promoCodes.create(
      {
        code: body.code,
        percentOff: body.percentOff ?? null,
        amountOffPence: body.amountOff === undefined || body.amountOff === null ? null : poundsToPence(body.amountOff),
        validFrom: formatIso(parseDayMonthYear(body.validFrom)!),
        validTo: formatIso(parseDayMonthYear(body.validTo)!),
        maxUses: body.maxUses,
        maxUsesPerEmail: body.maxUsesPerEmail ?? null,
        minSpendPence: poundsToPence(body.minSpend ?? 0),
        locationIds: [...new Set(locationIds)],
        itemIds: [...new Set(itemIds)],
      },
      adminActor(admin),
    );
    return toPromoCodeView(row, NO_USES);
  }

  /** Every code, newest first, with its uses spent (paid bookings, and unpaid ones within their hold) and left. */
  @Get()
  async list(): Promise<PromoCodeView[]> {
    const rows = await this.promoCodes.list();
    const spent = await this.uses.spentByCode(rows.map((row) => row.id));
    return rows.map((row) => toPromoCodeView(row, spent.get(row.id) ?? NO_USES));
  }

  /** No new checkout may use it; bookings made with it keep their discount. */
  @Put(':id/deactivate')
  @ApiCsrfProtected()
  @ApiError(404, 'No promo code has this id.')
  async deactivate(@Param('id') id: string): Promise<PromoCodeView> {
    const row = await this.promoCodes.deactivate(parseId(id) ?? 0);
    const spent = await this.uses.spentByCode([row.id]);
    return toPromoCodeView(row, spent.get(row.id) ?? NO_USES);
  }

  /** A code's points and items are the catalog's (the DTO checked their form). */
  private async checkCatalogIds(locationIds: number[], itemIds: number[]): Promise<void> {
    if (locationIds.length === 0 && itemIds.length === 0) return;
    const { collection_locations: points, storage_items: items } = await this.catalog.dashboard();
    const knownPoints = new Set(points.map((point) => point.id));
    const knownItems = new Set(items.map((item) => item.id));
    const errors = {
      ...(locationIds.some((id) => !knownPoints.has(id)) ? { locationIds: [message('validation:form.unknownLocation')] } : {}),
      ...(itemIds.some((id) => !knownItems.has(id)) ? { itemIds: [message('validation:form.unknownItem')] } : {}),
    };
    if (Object.keys(errors).length > 0) throw new ValidationFailedError(errors);
  }
}

const dashed = (iso: string): string => formatDashed(parseIso(iso)!);

const NO_USES = { spent: 0, overUses: 0 };

function toPromoCodeView(row: PromoCodeRecord, { spent: usesSpent, overUses }: { spent: number; overUses: number }): PromoCodeView {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOffPence === null ? null : penceToPounds(row.amountOffPence),
    validFrom: dashed(row.validFrom),
    validTo: dashed(row.validTo),
    maxUses: row.maxUses,
    maxUsesPerEmail: row.maxUsesPerEmail,
    minSpend: penceToPounds(row.minSpendPence),
    locationIds: row.locationIds,
    itemIds: row.itemIds,
    active: row.active,
    usesSpent,
    usesLeft: Math.max(0, row.maxUses - usesSpent),
    overUses,
    createdAt: row.createdAt.toISOString(),
  };
}
