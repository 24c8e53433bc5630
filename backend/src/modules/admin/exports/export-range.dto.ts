import { OptionalDayMonthYear, OptionalDayMonthYearFrom } from '../../../shared/validation/rules.js';

/** Query of the admin's exports: a range of London days, DD-MM-YYYY, both ends included; each end optional. */
export class ExportRangeDto {
  @OptionalDayMonthYear()
  from?: string;

  @OptionalDayMonthYearFrom('from', 'end date', 'start date')
  to?: string;
}
