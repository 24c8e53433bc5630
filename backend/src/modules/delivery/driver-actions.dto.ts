import { type DriverCollectedRequest, type DriverDeliveredRequest, type DriverFailedRequest, LEG_FAILURE_REASONS, type LegFailureReason, type MoveStopRequest, type MoveStopWindowRequest } from '@luggage/contracts';
import { BagCount, OptionalBagTags, ChosenId, CityId, IsoDate, OptionalPin, OptionalText, PinUnlessScanned, Reason, ReasonChoice, ScannedPass } from '../../shared/validation/rules.js';

/** POST /api/driver/stops/{legId}/collected */
export class DriverCollectedDto implements DriverCollectedRequest {
  @ScannedPass({ required: false })
  token?: string;

  @PinUnlessScanned()
  pin?: string;

  @BagCount()
  bagCount!: number;
}

/** POST /api/driver/stops/{legId}/delivered */
export class DriverDeliveredDto implements DriverDeliveredRequest {
  @OptionalPin()
  pin?: string;

  @OptionalText('name', 100)
  receivedBy?: string;

  @OptionalBagTags()
  tags?: string[];
}

/** POST /api/driver/stops/{legId}/failed */
export class DriverFailedDto implements DriverFailedRequest {
  @ReasonChoice(LEG_FAILURE_REASONS)
  reason!: LegFailureReason;
}

/** GET /api/admin/run-sheet?cityId=&date=YYYY-MM-DD */
export class RunSheetQueryDto {
  @CityId({ required: true })
  cityId!: number;

  @IsoDate()
  date!: string;
}

/** POST /api/admin/run-sheet/stops/{legId}/driver */
export class MoveStopDto implements MoveStopRequest {
  @ChosenId('chooseDriver')
  driverUserId!: number;

  @Reason({ required: true })
  reason!: string;
}

/** POST /api/admin/run-sheet/stops/{legId}/window */
export class MoveStopWindowDto implements MoveStopWindowRequest {
  @ChosenId('chooseWindow')
  windowId!: number;

  @IsoDate()
  date!: string;

  @Reason({ required: true })
  reason!: string;
}
