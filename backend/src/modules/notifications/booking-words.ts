import {
  type CancellationPolicy,
  cancellationPolicyTerms,
  joinSentences,
  DEFAULT_LANGUAGE,
  FAILURE_REASON_KEYS,
  FEE_KEYS,
  type FeeKind,
  formatDashed,
  type Formatter,
  formatterFor,
  type Language,
  type LegFailureReason,
  legAddressText,
  legLineTerm,
  legPresentation,
  type LegView,
  localised,
  type Message,
  parseDayMonthYear,
  parseIso,
  passUseTerm,
  type PriceAmounts,
  type PriceLine,
  priceLines,
  type SameDayBooking,
  type SameDayStay,
  sameDayStayOf,
  type Translations,
} from '@luggage/contracts';
import { localise } from '../../shared/i18n/message.js';
import { longDate } from './email-dates.js';
import { type Words, wordsIn } from './email-words.js';
import type { EmailLeg, EmailPriceLine, EmailSameDay } from './templates/booking-blocks.js';

/**
 * What a job says about a booking before its template does, in the booking's language: its dates and money
 * (contracts' formatterFor) and the booking's terms the wizard and the manage page say too (the policy, the legs'
 * lines, the pass's use, fees), from terms.json through contracts' helpers. English says exactly what contracts'
 * English functions say (backend/src/shared/i18n/terms.spec.ts).
 */
export interface EmailSpeech {
  language: Language;
  words: Words;
  format: Formatter;
  /** A day the email names: 'Friday 4 December 2026' in English, as the emails always said; 'jeu. 3 déc. 2026'. Takes DD-MM-YYYY or YYYY-MM-DD. */
  day(date: string): string;
}

const speeches = new Map<Language, EmailSpeech>();

export function speechIn(language: Language = DEFAULT_LANGUAGE): EmailSpeech {
  let speech = speeches.get(language);
  if (!speech) {
    const format = formatterFor(language);
    const day = (date: string) => {
      const parsed = parseDayMonthYear(date) ?? parseIso(date);
      if (!parsed) return date;
      return language === DEFAULT_LANGUAGE ? longDate(formatDashed(parsed)) : format.date(parsed);
    };
    speech = { language, words: wordsIn(language), format, day };
    speeches.set(language, speech);
  }
  return speech;
}

/** A Message of contracts (a term of the booking) in the email's language. */
export const sayIn = ({ language }: EmailSpeech, text: Message) => localise(text, language);

/** '2 nights' */
export const nightsText = ({ words }: EmailSpeech, nights: number) => words('terms:nights', { count: nights });

/** What the emails say of the stay's length: '2 nights', or 'Same day'. */
export const stayText = (speech: EmailSpeech, nights: number) => (nights === 0 ? speech.words('emails:sameDay.label') : nightsText(speech, nights));

/** 'Drop off 11:00 · Pick up 17:00' */
export const sameDayTimesText = ({ words }: EmailSpeech, stay: SameDayStay) => words('emails:sameDay.times', { dropOff: stay.dropOffTime, pickUp: stay.pickUpTime });

/** A same-day booking's times as booked ('Drop off 11:00 · Pick up 17:00'); null for a stay of nights. */
export function sameDayTimes(speech: EmailSpeech, booking: SameDayBooking): string | null {
  const stay = sameDayStayOf(booking, null);
  return stay && sameDayTimesText(speech, stay);
}

/** A same-day stay as every booking email shows it (booking-blocks.ts' stayRowsHtml): its day, times, closing time and point. */
export function emailSameDay(speech: EmailSpeech, stay: SameDayStay | null, point: { name: string; address: string }): EmailSameDay | null {
  if (!stay) return null;
  const { words } = speech;
  return {
    label: words('emails:sameDay.label'),
    date: speech.day(stay.date),
    times: sameDayTimesText(speech, stay),
    closes: stay.closesAt ? words('emails:sameDay.closes', { time: stay.closesAt }) : null,
    point: { label: words('emails:sameDay.point'), name: point.name, address: point.address },
  };
}

/** '3 bags' */
export const bagsText = ({ words }: EmailSpeech, bags: number) => words('terms:bags', { count: bags });

/** The cancellation policy in one sentence, as describeCancellationPolicy says it in English. */
export const policyText = (speech: EmailSpeech, policy: CancellationPolicy): string =>
  joinSentences(
    cancellationPolicyTerms(policy).map((term) => sayIn(speech, term)),
    speech.language,
  );

/** The cover per bag in words ('£500', or '£12.50' when not whole pounds), or null when none is set. */
export function bagProtectionText({ language, words, format }: EmailSpeech, coverPence: number | null): string | null {
  if (coverPence === null) return null;
  const amount = coverPence % 100 === 0 ? wholePounds(language, coverPence) : format.money(coverPence);
  return words('emails:bagProtection', { amount });
}

const wholePounds = (language: Language, pence: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(pence / 100);

const feeLabel = ({ words }: EmailSpeech, kind: FeeKind) => words(FEE_KEYS[kind]);

export const failureReason = ({ words }: EmailSpeech, reason: LegFailureReason) => words(FAILURE_REASON_KEYS[reason]);

/**
 * A leg on one line with its date already said ('Friday 4 December 2026' in the confirmation, 'Thu 3 Dec 2026' on the
 * pass): "Collection from 12 Royal York Crescent, BS8 4JZ, Thu 3 Dec 2026, 08:00–10:00", "Thu 3 Dec 2026, Bristol Bus
 * Station @ 09:00" (contracts' legViewLine). A point leg without its point says the date alone.
 */
export function legLine(speech: EmailSpeech, leg: Pick<LegView, 'direction' | 'kind' | 'point' | 'address' | 'window'>, dateLabel: string): string {
  const onOneLine = (leg.kind === 'address' && leg.address && leg.window) || leg.point;
  return onOneLine ? sayIn(speech, legLineTerm(leg, dateLabel)) : dateLabel;
}

/** How the pass is used on a leg (contracts' passUseLine). */
export const passUse = (speech: EmailSpeech, leg: Pick<LegView, 'kind' | 'point'>) =>
  sayIn(speech, passUseTerm(leg, leg.point?.name ?? speech.words('terms:pass.thePoint')));

/**
 * The booking's legs as every booking email lists them (templates/booking-blocks.ts), from contracts' legPresentation:
 * the same day, time or window and place as every page, in the emails' own words (a collection at a point is a
 * drop-off, 'Dépôt', one from an address a pick-up, 'Enlèvement') and dates.
 */
export const emailLegs = (speech: EmailSpeech, legs: readonly LegView[]): EmailLeg[] => legs.map((leg) => emailLeg(speech, leg));

function emailLeg(speech: EmailSpeech, leg: LegView): EmailLeg {
  const { words } = speech;
  const shown = legPresentation(leg);
  const collection = shown.direction === 'collection';
  const label = shown.address ? (collection ? 'emails:legs.addressCollection' : 'emails:legs.delivery') : collection ? 'emails:legs.collection' : 'emails:legs.return';
  return {
    label: words(label),
    date: speech.day(shown.date),
    time: shown.time,
    point: shown.point && { label: words(collection ? 'emails:legs.collectionPoint' : 'emails:legs.returnPoint'), name: shown.point.name, address: shown.point.address },
    window: shown.window,
    address: shown.address && sayIn(speech, shown.address),
    note: shown.note,
    place: shown.point?.name ?? (leg.address ? legAddressText(leg.address) : ''),
  };
}

/**
 * The booking's price as every booking email lists it, contracts' priceLines in the emails' words: 'Full Price', the
 * discount ('- £8.55'), each leg's fee, and the total as the email names it ('Total paid', 'New price').
 */
export function emailPriceLines(speech: EmailSpeech, amounts: PriceAmounts, totalKey: string): EmailPriceLine[] {
  return priceLines(amounts).map((line) => emailPriceLine(speech, line, totalKey));
}

function emailPriceLine(speech: EmailSpeech, line: PriceLine, totalKey: string): EmailPriceLine {
  const { words, format } = speech;
  const amount = format.money(line.pence);
  const flags = { discount: line.kind === 'discount' || line.kind === 'promo', total: line.kind === 'total' };
  switch (line.kind) {
    case 'storage':
      return { label: words('emails:price.fullPrice'), amount, ...flags };
    case 'discount':
      return { label: words('emails:price.discount'), amount: `- ${amount}`, ...flags };
    case 'promo':
      return { label: words('emails:price.promo', { code: line.code }), amount: `- ${amount}`, ...flags };
    case 'fee':
      return { label: feeLabel(speech, line.fee), amount, ...flags };
    case 'total':
      return { label: words(totalKey), amount, ...flags };
  }
}

/** The catalog's translations of item names, by item code. */
export type ItemNames = Record<string, Translations>;

/** A booked item's title in the booking's language: the catalog's translation of its code when there is one, else the title as booked. */
export const itemTitle = ({ language }: EmailSpeech, item: { code: string; title: string }, names: ItemNames): string => localised(item.title, names[item.code], language);
