import type { AdminCancelRequest, AdminChangeRequest, AdminRefundRequest, BagProtectionRequest, CancellationPolicy } from '@luggage/contracts';
import { BAG_COVER_MAX, POLICY_LIMITS } from '@luggage/contracts';
import { ValidateIf } from 'class-validator';
import { ChangeBookingDto } from '../../booking/index.js';
import { Choice, OptionalFlag, Pounds, RequiredText, rules, WholePercent } from '../../../shared/validation/rules.js';

const REASON_MAX = 250;

/** PUT /api/admin/cancellation-policy */
export class CancellationPolicyDto implements CancellationPolicy {
  @WholePercent('free cancellation hours', 0, POLICY_LIMITS.hoursMax)
  freeCancellationHours!: number;

  @WholePercent('late cancellation refund', 0, POLICY_LIMITS.percentMax)
  lateRefundPercent!: number;
}

/** PUT /api/admin/bag-protection: the cover per bag in pounds, or null to state none. */
export class BagProtectionDto implements BagProtectionRequest {
  @rules(ValidateIf((dto: BagProtectionDto) => dto.coverPerBag !== null), Pounds('cover per bag', 1, BAG_COVER_MAX))
  coverPerBag!: number | null;
}

/** POST /api/admin/bookings/{reference}/cancel */
export class AdminCancelDto implements AdminCancelRequest {
  @RequiredText('reason', REASON_MAX)
  reason!: string;

  @Choice(['full', 'none', 'amount'], 'refundChoice')
  refund!: 'full' | 'none' | 'amount';

  @rules(ValidateIf((dto: AdminCancelDto) => dto.refund === 'amount'), Pounds('amount', 0.01, 100_000))
  amount?: number;
}

/** POST /api/admin/bookings/{reference}/refund */
export class AdminRefundDto implements AdminRefundRequest {
  @Pounds('amount', 0.01, 100_000)
  amount!: number;

  @RequiredText('reason', REASON_MAX)
  reason!: string;
}

/** POST /api/admin/bookings/{reference}/change */
export class AdminChangeDto extends ChangeBookingDto implements AdminChangeRequest {
  @RequiredText('reason', REASON_MAX)
  reason!: string;

  @OptionalFlag('Waive the difference')
  waiveDifference?: boolean;
}
