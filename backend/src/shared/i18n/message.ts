import { DEFAULT_LANGUAGE, type Language, type Message, type MessageParams, type Text, wordsOf } from '@luggage/contracts';
import { translate } from './translate.js';

/** The server's messages are contracts' Message: a key and its values until the answer is sent (docs/decisions.md). */
export type { Message, Text };

export const message = (key: string, params?: MessageParams, dates?: readonly string[]): Message => ({ key, params, dates });

export function localise(text: Text, language: Language = DEFAULT_LANGUAGE): string {
  return wordsOf(text, language, (key, values) => translate(language, key, values));
}
