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

/** The languages written through Intl; English keeps the product's own forms. */
type OtherLanguage = Exclude<Language, 'en-GB'>;

const formatters = new Map<Language, Formatter>();

export function formatterFor(language: Language = DEFAULT_LANGUAGE): Formatter {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = language === 'en-GB' ? english() : intlFormatter(language);
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

/** Each Intl formatter is made on its first use: making one loads ICU data, milliseconds of a phone's main thread. */
function intlFormatter(language: OtherLanguage): Formatter {
  const day = once(() => new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }));
  const dayAndTime = once(() => new Intl.DateTimeFormat(language, LONDON_DATE_TIME));
  const numbers = once(() => new Intl.NumberFormat(language));
  return {
    language,
    date: (date) => {
      const d = toCalendarDate(date);
      if (!d) return typeof date === 'string' ? date : '';
      return day().format(new Date(Date.UTC(d.year, d.month - 1, d.day, 12)));
    },
    dateTime: (instant) => dayAndTime().format(instant),
    money: (pence) => formatMoney(pence, MONEY_STYLES[language]),
    number: (value) => numbers().format(value),
  };
}

interface MoneyStyle {
  decimal: string;
  group: string;
  /** Spanish groups thousands only from five digits: 1234,50 but 12.345,67. */
  minimumGroupingDigits: 1 | 2;
  symbolAfter: boolean;
}

/**
 * Pounds as Intl.NumberFormat writes them for each language (format.spec.ts checks it against Intl), without Intl:
 * the first Intl.NumberFormat a page makes loads ICU's number data, about 50 ms of a phone's main thread on the
 * landing page, whose only number is a price.
 */
const MONEY_STYLES: Record<OtherLanguage, MoneyStyle> = {
  fr: { decimal: ',', group: '\u202f', minimumGroupingDigits: 1, symbolAfter: true },
  de: { decimal: ',', group: '.', minimumGroupingDigits: 1, symbolAfter: true },
  es: { decimal: ',', group: '.', minimumGroupingDigits: 2, symbolAfter: true },
  'zh-Hans': { decimal: '.', group: ',', minimumGroupingDigits: 1, symbolAfter: false },
};

function formatMoney(pence: number, style: MoneyStyle): string {
  const [whole, fraction] = (Math.abs(pence) / 100).toFixed(2).split('.');
  const grouped = whole.length < 4 + style.minimumGroupingDigits - 1 ? whole : whole.replace(/\B(?=(\d{3})+$)/g, style.group);
  const amount = `${grouped}${style.decimal}${fraction}`;
  const sign = pence < 0 ? '-' : '';
  return style.symbolAfter ? `${sign}${amount}\u00a0£` : `${sign}£${amount}`;
}

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
