import { type BookingStatus, HISTORY_MOVES, type HistoryActor, type HistoryEvent, type HistoryMove } from '@luggage/contracts';
import type { BookingStatusChangeView } from './booking.views.js';

const STATUS_ACTIONS: Record<BookingStatus, string> = {
  pending_payment: 'Checkout started',
  payment_failed: 'Payment failed',
  confirmed: 'Payment confirmed',
  collected: 'Luggage collected',
  returned: 'Luggage returned',
  cancelled: 'Booking cancelled',
  no_show: 'Marked as no show',
};

const MOVE_ACTIONS: Record<HistoryMove, string> = {
  change: 'Booking changed',
  extend: 'Stay extended',
  refund: 'Refund',
  resend_confirmation: 'Confirmation email sent again',
  undo_collect: 'Collection undone',
  undo_return: 'Return undone',
  undo_no_show: 'No show undone',
  unlock_pin: 'Check-in PIN unlocked',
  claim_filed: 'Claim filed',
  claim_info_requested: 'More information asked for a claim',
  claim_answered: 'Claim answered',
  claim_replied: 'Reply on a claim',
  claim_decided: 'Claim decided',
  driver_on_the_way: 'Driver on the way',
  driver_collected: 'Collected by the driver',
  driver_delivered: 'Delivered by the driver',
  driver_not_collected: 'Could not collect',
  driver_not_delivered: 'Could not deliver',
  undo_driver_step: "Driver's step undone",
  stop_moved: 'Stop given to another driver',
  stop_window_moved: 'Stop moved to another window',
  tag_bags: 'Bags tagged',
  report_missing_bags: 'Bags missing at the hand-back',
};

const isHistoryMove = (action: string | null): action is HistoryMove => (HISTORY_MOVES as readonly (string | null)[]).includes(action);

/** What a history row records as a code: its move when it has one, else the status it reached. */
export function historyEvent(change: Pick<BookingStatusChangeView, 'action' | 'toStatus'>): HistoryEvent {
  return isHistoryMove(change.action) ? change.action : change.toStatus;
}

/** What a history row says happened, readable, with its note: the same words on the manage page and for operators. */
export function historyAction(change: Pick<BookingStatusChangeView, 'action' | 'toStatus' | 'note'>): string {
  const event = historyEvent(change);
  const action = isHistoryMove(event) ? MOVE_ACTIONS[event] : STATUS_ACTIONS[event];
  return change.note ? `${action}: ${change.note}` : action;
}

const ACTOR_LABELS: Record<HistoryActor, string> = {
  you: 'You',
  team: 'Our team',
  driver: 'Your driver',
  provider: 'Payment provider',
  automatic: 'Automatic',
};

/** Who did it, as a code a customer's page says in its language. */
export function customerActor(actor: string): HistoryActor {
  if (actor.startsWith('customer')) return 'you';
  if (actor.startsWith('admin:') || actor.startsWith('staff:')) return 'team';
  if (actor.startsWith('driver:')) return 'driver';
  if (actor.startsWith('payment:') || actor === 'stripe') return 'provider';
  return 'automatic';
}

export const customerActorLabel = (actor: string): string => ACTOR_LABELS[customerActor(actor)];
