import { handBackCheck } from '@luggage/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { message } from '../../../shared/i18n/message.js';

/**
 * A hand-back judged by the tags read, the same at the point (POST /api/check-in/{reference}/return) and at the door
 * (a driver's "delivered", POST /api/driver/stops/{legId}/delivered): a tag not the booking's is refused (422 under
 * `tags`, naming it), every tag seen gives the bags back, some not seen keep the booking collected and report them.
 */
export interface HandBack {
  /** The tags held but not read: none when the bags are all given back. */
  missing: string[];
  /** The history row's note: 'Seen: T-1, T-2', or 'Not seen: T-2. Seen: T-1'. */
  note: string;
}

/** Judges `read` against the tags the booking holds (`held`, not empty): throws the 422 for tags not of the booking. */
export function judgeHandBack(held: readonly string[], read: readonly string[]): HandBack {
  const { foreign, missing } = handBackCheck(held, read);
  if (foreign.length > 0) throw new ValidationFailedError({ tags: foreign.map((tag) => message('validation:tags.notTheirs', { tag })) });
  const seen = `Seen: ${read.join(', ')}`;
  return { missing, note: missing.length === 0 ? seen : `Not seen: ${missing.join(', ')}. ${seen}` };
}

/** What an incident closed by a full hand-back says. */
export const allSeenBy = (actorLabel: string) => `All tags seen at the hand-back by ${actorLabel}`;

/**
 * Thrown in a hand-back's transaction when its tags not seen are exactly those the booking's open incident already
 * reports: a repeat (a double tap, ten presses at once) that rolls its history row back, so it is written once.
 */
export class MissingAlreadyReported extends Error {
  constructor() {
    super('These tags are reported missing already.');
  }
}

/** Runs a hand-back, answering a repeat of the report already open (MissingAlreadyReported) with `unchanged()`. */
export async function onceReported<T>(handBack: () => Promise<T>, unchanged: () => Promise<T>): Promise<T> {
  try {
    return await handBack();
  } catch (error) {
    if (error instanceof MissingAlreadyReported) return unchanged();
    throw error;
  }
}
