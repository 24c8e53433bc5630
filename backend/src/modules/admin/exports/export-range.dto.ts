import { OptionalDayMonthYear, OptionalDayMonthYearFrom, OptionalListedChoice } from '../../../shared/validation/rules.js';
import { JOURNAL_LAYOUTS, type JournalLayout } from './journal-csv.js';

/** Query of the admin's exports: a range of London days, DD-MM-YYYY, both ends included; each end optional. */
export class ExportRangeDto {
  @OptionalDayMonthYear()
  from?: string;

  @OptionalDayMonthYearFrom('from', 'end date', 'start date')
  to?: string;
}

/** Query of the journal: the range and the importer's layout (Xero's unless asked). */
export class JournalQueryDto extends ExportRangeDto {
  @OptionalListedChoice('layout', JOURNAL_LAYOUTS)
  layout?: JournalLayout;
}
