import type { CheckInFindRequest, CheckInScanRequest, CheckInStepRequest } from '@luggage/contracts';
import { Pin, Reason, RequiredText, ScannedPass } from '../../shared/validation/rules.js';

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
