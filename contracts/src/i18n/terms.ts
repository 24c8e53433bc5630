/**
 * Keys of the booking's terms in `contracts/locales/<language>/terms.json`: the sentences the wizard, the manage page
 * and the emails all say (the cancellation policy, a late booking's warning, fees, leg states and choices, the pass's
 * use). Each helper gives a key and its values, never words: the SPA says them with `t`, the server with `translate`.
 */
import type { FeeKind, LegDirection, LegFailureReason, LegState, LegView } from '../booking-legs.js';
import type { CancellationPolicy } from '../lifecycle.js';
import type { Message } from './message.js';

/** The policy in words, sentence by sentence: the free window, then what a late cancellation gets. */
export function cancellationPolicyTerms(policy: CancellationPolicy): Message[] {
  const hours = policy.freeCancellationHours;
  const window: Message =
    hours === 0 ? { key: 'terms:policy.freeUntilCollection' } : { key: 'terms:policy.freeUntilHours', params: { count: hours } };
  return [window, latePolicyTerm(policy)];
}

function latePolicyTerm(policy: CancellationPolicy): Message {
  if (policy.lateRefundPercent === 0) return { key: 'terms:policy.lateNone' };
  if (policy.lateRefundPercent === 100) return { key: 'terms:policy.lateFull' };
  return { key: 'terms:policy.latePercent', params: { percent: policy.lateRefundPercent } };
}

/** What a booking paid after its free window closed is told before the card form (lateBookingWarning's words). */
export function lateBookingWarningTerm(policy: CancellationPolicy): Message {
  if (policy.lateRefundPercent === 0) return { key: 'terms:lateWarning.none' };
  if (policy.lateRefundPercent === 100) return { key: 'terms:lateWarning.full' };
  return { key: 'terms:lateWarning.percent', params: { percent: policy.lateRefundPercent } };
}

export const FEE_KEYS: Record<FeeKind, string> = {
  collection: 'terms:fees.collection',
  delivery: 'terms:fees.delivery',
  return_elsewhere: 'terms:fees.return_elsewhere',
};

export const FAILURE_REASON_KEYS: Record<LegFailureReason, string> = {
  nobody_there: 'terms:failureReasons.nobody_there',
  wrong_address: 'terms:failureReasons.wrong_address',
  refused: 'terms:failureReasons.refused',
};

/** The wizard's and the change form's leg choices (LEG_TEXTS' words); `tripsLeft` takes `{ count }`. */
export const LEG_CHOICE_KEYS = {
  handoverQuestion: 'terms:legChoices.handoverQuestion',
  handoverPoint: 'terms:legChoices.handoverPoint',
  handoverAddress: 'terms:legChoices.handoverAddress',
  giveBackQuestion: 'terms:legChoices.giveBackQuestion',
  giveBackSamePoint: 'terms:legChoices.giveBackSamePoint',
  giveBackOtherPoint: 'terms:legChoices.giveBackOtherPoint',
  giveBackAddress: 'terms:legChoices.giveBackAddress',
  windowFull: 'terms:legChoices.windowFull',
  discountsStorageOnly: 'terms:legChoices.discountsStorageOnly',
  chooseAnotherWindow: 'terms:legChoices.chooseAnotherWindow',
  tripsLeft: 'terms:legChoices.tripsLeft',
  /** `{ point }`: "At the same point: Bristol Bus Station". */
  giveBackSamePointAt: 'terms:legChoices.giveBackSamePointAt',
  /** `{ choice, fee }`: "Collect from my address · £15.00". */
  withFee: 'terms:legChoices.withFee',
  /** `{ fee }`: a fee not known until the postcode or the point is: "from £15.00". */
  fromFee: 'terms:legChoices.fromFee',
  /** `{ amount }`: the wizard's running total with the legs' fees. */
  runningTotal: 'terms:legChoices.runningTotal',
} as const;

/** Where a leg stands, as the manage page says it (legStateLabel's words). */
export function legStateKey(direction: LegDirection, state: LegState): string {
  if (state === 'failed') return direction === 'collection' ? 'terms:legStates.failedCollection' : 'terms:legStates.failedReturn';
  return `terms:legStates.${state}`;
}

/**
 * A booked leg on one line (legViewLine's words), with the date already written in the language and the point's name
 * already localised: "Collection from 12 Royal York Crescent, BS8 4JZ, Thu 3 Dec 2026, 08:00–10:00".
 */
export function legLineTerm(
  leg: Pick<LegView, 'direction' | 'kind' | 'point' | 'address' | 'window'>,
  dateLabel: string,
  pointName: string | undefined = leg.point?.name,
): Message {
  if (leg.kind === 'address' && leg.address && leg.window) {
    const params = { address: `${leg.address.line1}, ${leg.address.postcode}`, date: dateLabel, window: `${leg.window.start}–${leg.window.end}` };
    return { key: leg.direction === 'collection' ? 'terms:legs.collectionFrom' : 'terms:legs.deliveryTo', params };
  }
  return { key: 'terms:legs.atPoint', params: { date: dateLabel, point: pointName ?? '', time: leg.point?.time ?? '' } };
}

/** How the pass is used on a leg (passUseLine's words); `pointName` is localised by the caller (`terms:pass.thePoint` when unknown). */
export function passUseTerm(leg: Pick<LegView, 'kind'>, pointName: string): Message {
  if (leg.kind === 'address') return { key: 'terms:pass.useDriver' };
  return { key: 'terms:pass.usePoint', params: { point: pointName } };
}
