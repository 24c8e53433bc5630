import { ADMIN_LIMITS, type ClosedTodayRequest } from '@luggage/contracts';
import { DayMonthYearField, RequiredText } from '../../../shared/validation/rules.js';

/** POST /api/admin/locations/{id}/closed-today: the day (today or later: the service checks, with London's today) and why. */
export class ClosedTodayDto implements ClosedTodayRequest {
  @DayMonthYearField('Date')
  date!: string;

  @RequiredText('Note', ADMIN_LIMITS.closureNoteMax)
  note!: string;
}
