import { type CalendarDate, formatReadableDate, parseDayMonthYear, parseIso } from '../dates.js';
import { formatLondonDateTime, LONDON_DATE_TIME } from '../london-time.js';
import { formatPounds } from '../money.js';
import { DEFAULT_LANGUAGE, type Language } from './languages.js';

/**
 * Dates, times and money as a language writes them, through Intl: always pounds, always London time. English keeps
 * the product's own short forms ('Thu 3 Dec 2026', 'Sep'), which newer CLDR data writes 'Thu, 3 Dec 2026' and 'Sept'.
 */
export interface Formatter {
  language: Language;
  /** A booking date: 'Thu 3 Dec 2026', 'jeu. 3 déc. 2026', '2026年12月3日周四'. Takes DD-MM-YYYY, YYYY-MM-DD or a CalendarDate. */
  date(date: CalendarDate | string): string;
  /** An instant, on London time: 'Thu 3 Dec 2026, 08:00'. */
  dateTime(instant: Date): string;
  /** '£15.00', '15,00 £'. */
  money(pence: number): string;
  number(value: number): string;
}

const formatters = new Map<Language, Formatter>();

export function formatterFor(language: Language = DEFAULT_LANGUAGE): Formatter {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = language === DEFAULT_LANGUAGE ? english() : intlFormatter(language);
    formatters.set(language, formatter);
  }
  return formatter;
}

function toCalendarDate(date: CalendarDate | string): CalendarDate | null {
  return typeof date === 'string' ? (parseDayMonthYear(date) ?? parseIso(date)) : date;
}


function english(): Formatter {
  return {
    language: DEFAULT_LANGUAGE,
    date: formatReadableDate,
    dateTime: formatLondonDateTime,
    money: formatPounds,
    number: (value) => value.toLocaleString(DEFAULT_LANGUAGE),
  };
}

function intlFormatter(language: Language): Formatter {
  const day = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const dayAndTime = new Intl.DateTimeFormat(language, LONDON_DATE_TIME);
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol' });
  const numbers = new Intl.NumberFormat(language);
  return {
    language,
    date: (date) => {
      const d = toCalendarDate(date);
      if (!d) return typeof date === 'string' ? date : '';
      return day.format(new Date(Date.UTC(d.year, d.month - 1, d.day, 12)));
    },
    dateTime: (instant) => dayAndTime.format(instant),
    money: (pence) => money.format(pence / 100),
    number: (value) => numbers.format(value),
  };
}
