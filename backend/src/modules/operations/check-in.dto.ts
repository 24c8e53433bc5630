import type { BagTagsRequest, CheckInFindRequest, HandBackRequest, CheckInScanRequest, CheckInStepRequest, ExtendRequest, StaffExtendCommand } from '@luggage/contracts';
import { BagTags, Check, ExtendPickUpTime, OptionalText, OptionalFlag, Pin, poundsRule, Reason, RequiredText, ScannedPass, stayNightsRule } from '../../shared/validation/rules.js';

/** POST /api/check-in/scan */
export class CheckInScanDto implements CheckInScanRequest {
  @ScannedPass({ required: true })
  token!: string;
}

/** POST /api/check-in/find */
export class CheckInFindDto implements CheckInFindRequest {
  @RequiredText('reference', 20)
  reference!: string;

  @Pin()
  pin!: string;
}

/** POST /api/check-in/{reference}/collected and …/returned: the reason of an admin's override. */
export class CheckInStepDto implements CheckInStepRequest {
  @Reason({ required: false })
  reason?: string;
}

/** POST /api/check-in/{reference}/extend-quote: the stay's new end, as on the manage page. */
export class CheckInExtendQuoteDto implements ExtendRequest {
  @Check(stayNightsRule)
  nights!: number;

  @ExtendPickUpTime()
  pickUpTime?: string;
}

/** POST /api/check-in/{reference}/extend: the difference quoted, and (when dearer) that staff took it at the point. */
export class CheckInExtendDto extends CheckInExtendQuoteDto implements StaffExtendCommand {
  @Check(poundsRule('expectedDifference', { signed: true }))
  expectedDifference!: number;

  @OptionalFlag('paidAtPoint')
  paidAtPoint?: boolean;
}

/** POST /api/check-in/{reference}/tags: one tag per bag at the hand-over; the note says why the count differs. */
export class BagTagsDto implements BagTagsRequest {
  @BagTags()
  tags!: string[];

  @OptionalText('note', 250)
  note?: string;
}

/** POST /api/check-in/{reference}/return: the tags read from the bags given back. */
export class HandBackDto implements HandBackRequest {
  @BagTags()
  tags!: string[];
}
