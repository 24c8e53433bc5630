import type { Message, Text } from '../i18n/message.js';

/*
 * class-validator keeps a failed rule's message as a string, so a rule's Message travels through it in this form
 * and the pipe turns it back into a Message for the error filter to translate. The mark cannot start a real text.
 */
const MARK = '\u0001i18n:';

export const keyed = (message: Message): string => MARK + JSON.stringify(message);

export const unkeyed = (text: string): Text => (text.startsWith(MARK) ? (JSON.parse(text.slice(MARK.length)) as Message) : text);
