import Handlebars, { type HelperOptions } from 'handlebars';
import { DEFAULT_LANGUAGE, type Language } from '@luggage/contracts';
import { translate } from '../../shared/i18n/translate.js';

/**
 * The Handlebars of the emails: `{{t "emails:key" name=name}}` says a catalogue's sentence in the email's language
 * (`language` in the root context, which MailService sets), `{{b value}}` bolds a value inside such a sentence in
 * the HTML part. The HTML part escapes every value (and the sentence's own &, < and >); the text part escapes nothing.
 */
export const htmlHandlebars = Handlebars.create();
export const textHandlebars = Handlebars.create();

/** The words of one email: for its subject, and for whatever a job says before the template (a fee's label). */
export type Words = (key: string, values?: Record<string, unknown>) => string;

export const wordsIn =
  (language: Language): Words =>
  (key, values) =>
    translate(language, key, values);

const languageOf = (options: HelperOptions): Language => (options.data?.root as { language?: Language } | undefined)?.language ?? DEFAULT_LANGUAGE;

/** Placeholders (private-use characters no catalogue writes) survive the escaping of the sentence, then take their own escaped values. */
const SLOT = /\uE000(\d+)\uE001/g;

/** `{{t "emails:failed." direction ".title" …}}`: the key may come in parts; the last argument is Handlebars' options. */
function keyAndOptions(args: unknown[]): [string, HelperOptions] {
  return [args.slice(0, -1).join(''), args[args.length - 1] as HelperOptions];
}

/**
 * A sentence with its values as numbered slots: the same for every email that says it, so i18next (about 20 µs a call,
 * some fifty calls an email) is asked once per language, key and count. Only `count` reaches i18next (it picks the
 * plural form); the emails' sentences use no formatters or nesting that would need the values themselves.
 */
const sentences = new Map<string, string>();

function sentenceWithSlots(language: Language, key: string, hash: Record<string, unknown>): { sentence: string; values: unknown[] } {
  const names = Object.keys(hash).filter((name) => name !== 'count');
  const cacheKey = `${language}\u0000${key}\u0000${String(hash.count)}\u0000${names.join(',')}`;
  let sentence = sentences.get(cacheKey);
  if (sentence === undefined) {
    const slots: Record<string, unknown> = Object.fromEntries(names.map((name, index) => [name, `\uE000${index}\uE001`]));
    if ('count' in hash) slots.count = hash.count;
    sentence = translate(language, key, slots);
    sentences.set(cacheKey, sentence);
  }
  return { sentence, values: names.map((name) => hash[name]) };
}

function htmlSentence(...args: unknown[]): Handlebars.SafeString {
  const [key, options] = keyAndOptions(args);
  const { sentence, values } = sentenceWithSlots(languageOf(options), key, options.hash as Record<string, unknown>);
  const escaped = values.map((value) => (value instanceof Handlebars.SafeString ? value.toHTML() : Handlebars.escapeExpression(value as string)));
  return new Handlebars.SafeString(escapeText(sentence).replace(SLOT, (_, index: string) => escaped[Number(index)]));
}

function textSentence(...args: unknown[]): string {
  const [key, options] = keyAndOptions(args);
  const { sentence, values } = sentenceWithSlots(languageOf(options), key, options.hash as Record<string, unknown>);
  return sentence.replace(SLOT, (_, index: string) => String(values[Number(index)] ?? ''));
}

/** A catalogue's sentence is ours, not user input: its quotes and apostrophes stay as written, only markup is escaped. */
const escapeText = (sentence: string) => sentence.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

htmlHandlebars.registerHelper('t', htmlSentence);
htmlHandlebars.registerHelper('b', (value: unknown) => new Handlebars.SafeString(`<strong>${Handlebars.escapeExpression(value as string)}</strong>`));
/** `<html lang>`: 'en' as the English emails always said. */
htmlHandlebars.registerHelper('lang', (options: HelperOptions) => {
  const language = languageOf(options);
  return language === DEFAULT_LANGUAGE ? 'en' : language;
});

textHandlebars.registerHelper('t', textSentence);
textHandlebars.registerHelper('b', (value: unknown) => value);

/** `{{anchor href label}}`: a link inside a sentence of the HTML part (the text part says the label). */
htmlHandlebars.registerHelper(
  'anchor',
  (href: unknown, label: unknown) => new Handlebars.SafeString(`<a href="${Handlebars.escapeExpression(href as string)}" style="color:#0f5c56">${Handlebars.escapeExpression(label as string)}</a>`),
);
textHandlebars.registerHelper('anchor', (_href: unknown, label: unknown) => label);
for (const handlebars of [htmlHandlebars, textHandlebars]) handlebars.registerHelper('concat', (...parts: unknown[]) => parts.slice(0, -1).join(''));
