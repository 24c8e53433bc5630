import { DEFAULT_LANGUAGE, type Language } from './languages.js';
import { formatterFor } from './format.js';

/**
 * A sentence as a catalogue key (with its namespace: 'validation:email.invalid') and its values, put into words only
 * where the language is known: the server's answer, an email, a component. A value may itself be a Message (a field's
 * name, say). `dates` names values that are dates (DD-MM-YYYY): English shows them as they came, other languages as
 * their formatter writes a date. `days` names dates (DD-MM-YYYY or YYYY-MM-DD) every language writes with its
 * formatter, English too ('Fri 25 Dec 2026'); `money` names amounts in pence, written as the language writes pounds;
 * `instants` names moments (ISO 8601) written on London time as the language writes them ('Thu 3 Dec 2026, 08:00').
 */
export interface Message {
  key: string;
  params?: MessageParams;
  dates?: readonly string[];
  days?: readonly string[];
  money?: readonly string[];
  instants?: readonly string[];
}

export type MessageParams = { [name: string]: string | number | Message };

/** What a check or an error gives: a Message, or (admin, staff and driver screens only) English words. */
export type Text = string | Message;

/** Looks a key up in one language's catalogues with plain values (i18next's `t`, the server's `translate`). */
export type Lookup = (key: string, values: Record<string, string | number>) => string;

/** A Text in `language`'s words: nested Messages first, then dates, days, money and instants as the language writes them. */
export function wordsOf(text: Text, language: Language, lookup: Lookup): string {
  if (typeof text === 'string') return text;
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(text.params ?? {})) values[name] = typeof value === 'object' ? wordsOf(value, language, lookup) : value;
  const formatter = formatterFor(language);
  if (language !== DEFAULT_LANGUAGE) for (const name of text.dates ?? []) values[name] = formatter.date(String(values[name]));
  for (const name of text.days ?? []) values[name] = formatter.date(String(values[name]));
  for (const name of text.money ?? []) values[name] = formatter.money(Number(values[name]));
  for (const name of text.instants ?? []) values[name] = formatter.dateTime(new Date(String(values[name])));
  return lookup(text.key, values);
}
