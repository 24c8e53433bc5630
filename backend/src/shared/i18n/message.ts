import { DEFAULT_LANGUAGE, formatterFor, type Language } from '@luggage/contracts';
import { translate } from './translate.js';

/**
 * A message the server answers with, as a catalogue key and its values, turned into words only when the answer is
 * sent, in the request's language. A value may itself be a Message (a field's name, say). `dates` names the values
 * that are dates (DD-MM-YYYY): English shows them as they came, other languages as their formatter writes a date.
 * `days` names dates (DD-MM-YYYY or YYYY-MM-DD) every language writes with its formatter, English too ('Fri 25 Dec
 * 2026'); `money` names amounts in pence, written as the language writes pounds ('£15.00', '15,00 £').
 */
export interface Message {
  key: string;
  params?: Params;
  dates?: readonly string[];
  days?: readonly string[];
  money?: readonly string[];
}

type Params = { [name: string]: string | number | Message };

/** What an error or a field answers with: a Message, or (admin, staff and driver screens only) English words. */
export type Text = string | Message;

export const message = (key: string, params?: Params, dates?: readonly string[]): Message => ({ key, params, dates });

export function localise(text: Text, language: Language = DEFAULT_LANGUAGE): string {
  if (typeof text === 'string') return text;
  const params = Object.fromEntries(
    Object.entries(text.params ?? {}).map(([name, value]) => [name, typeof value === 'object' ? localise(value, language) : value]),
  );
  if (language !== DEFAULT_LANGUAGE) for (const name of text.dates ?? []) params[name] = formatterFor(language).date(String(params[name]));
  for (const name of text.days ?? []) params[name] = formatterFor(language).date(String(params[name]));
  for (const name of text.money ?? []) params[name] = formatterFor(language).money(Number(params[name]));
  return translate(language, text.key, params);
}
