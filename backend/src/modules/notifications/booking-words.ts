import {
  type CancellationPolicy,
  DEFAULT_LANGUAGE,
  type FeeKind,
  formatDashed,
  type Formatter,
  formatterFor,
  type Language,
  type LegAddress,
  type LegDirection,
  type LegFailureReason,
  legAddressText,
  type LegView,
  parseDayMonthYear,
  parseIso,
} from '@luggage/contracts';
import { longDate } from './email-dates.js';
import { type Words, wordsIn } from './email-words.js';

/**
 * What a job says about a booking before its template does, in the booking's language: its dates and money
 * (contracts' formatterFor) and the sentences contracts writes in English for the pages (the policy, the legs' lines,
 * the pass's use), from the emails' catalogue. English says exactly what contracts' English functions say.
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

/** '2 nights' */
export const nightsText = ({ words }: EmailSpeech, nights: number) => words('emails:nights', { count: nights });

/** The cancellation policy in one sentence, as describeCancellationPolicy says it in English. */
export function policyText({ words }: EmailSpeech, policy: CancellationPolicy): string {
  const hours = policy.freeCancellationHours;
  const free = hours === 0 ? words('emails:policy.freeUntilCollection') : words('emails:policy.freeUntilHours', { count: hours });
  const late =
    policy.lateRefundPercent === 0
      ? words('emails:policy.lateNone')
      : policy.lateRefundPercent === 100
        ? words('emails:policy.lateFull')
        : words('emails:policy.latePercent', { percent: policy.lateRefundPercent });
  return `${free} ${late}`;
}

/** The cover per bag in words ('£500', or '£12.50' when not whole pounds), or null when none is set. */
export function bagProtectionText({ language, words, format }: EmailSpeech, coverPence: number | null): string | null {
  if (coverPence === null) return null;
  const amount = coverPence % 100 === 0 ? wholePounds(language, coverPence) : format.money(coverPence);
  return words('emails:bagProtection', { amount });
}

const wholePounds = (language: Language, pence: number) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(pence / 100);

export const feeLabel = ({ words }: EmailSpeech, kind: FeeKind) => words(`emails:fees.${kind}`);

export const failureReason = ({ words }: EmailSpeech, reason: LegFailureReason) => words(`emails:failureReasons.${reason}`);

/** "Collection from 12 Royal York Crescent, BS8 4JZ, Friday 4 December 2026, 08:00–10:00": the date already said. */
export function addressLegText({ words }: EmailSpeech, direction: LegDirection, address: Pick<LegAddress, 'line1' | 'postcode'>, date: string, window: { start: string; end: string }): string {
  const values = { address: `${address.line1}, ${address.postcode}`, date, window: `${window.start}–${window.end}` };
  return direction === 'collection' ? words('emails:legs.collectionFrom', values) : words('emails:legs.deliveryTo', values);
}

/** A leg on one line, as the pass says it: 'Thu 3 Dec 2026, Bristol Bus Station @ 09:00' (contracts' legViewLine). */
export function legLine(speech: EmailSpeech, leg: Pick<LegView, 'direction' | 'kind' | 'date' | 'point' | 'address' | 'window'>): string {
  const date = speech.format.date(leg.date);
  if (leg.kind === 'address' && leg.address && leg.window) return addressLegText(speech, leg.direction, leg.address, date, leg.window);
  return leg.point ? speech.words('emails:legs.atPoint', { date, point: leg.point.name, time: leg.point.time }) : date;
}

/** How the pass is used on a leg (contracts' passUseLine). */
export function passUse({ words }: EmailSpeech, leg: Pick<LegView, 'kind' | 'point'>): string {
  if (leg.kind === 'address') return words('emails:pass.useDriver');
  return words('emails:pass.usePoint', { point: leg.point?.name ?? words('emails:pass.thePoint') });
}

/** "Your driver will come between 08:00 and 10:00 at 12 Royal York Crescent, Bristol, BS8 4JZ". */
export const driverVisitText = ({ words }: EmailSpeech, window: { start: string; end: string }, address: Pick<LegAddress, 'line1' | 'line2' | 'town' | 'postcode'>) =>
  words('emails:legs.driverVisit', { start: window.start, end: window.end, address: legAddressText(address) });
