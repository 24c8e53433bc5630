import type { BookingStatus } from '@luggage/contracts';
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

const MOVE_ACTIONS: Record<string, string> = {
  change: 'Booking changed',
  refund: 'Refund',
  resend_confirmation: 'Confirmation email sent again',
  undo_collect: 'Collection undone',
  undo_return: 'Return undone',
  undo_no_show: 'No show undone',
  unlock_pin: 'Check-in PIN unlocked',
  driver_on_the_way: 'Driver on the way',
  driver_collected: 'Collected by the driver',
  driver_delivered: 'Delivered by the driver',
  driver_not_collected: 'Could not collect',
  driver_not_delivered: 'Could not deliver',
  undo_driver_step: "Driver's step undone",
  stop_moved: 'Stop given to another driver',
  stop_window_moved: 'Stop moved to another window',
};

/** What a history row says happened, readable, with its note: the same words on the manage page and for operators. */
export function historyAction(change: Pick<BookingStatusChangeView, 'action' | 'toStatus' | 'note'>): string {
  const action = (change.action && MOVE_ACTIONS[change.action]) ?? STATUS_ACTIONS[change.toStatus];
  return change.note ? `${action}: ${change.note}` : action;
}

/** Who did it, as a customer reads it. */
export function customerActorLabel(actor: string): string {
  if (actor.startsWith('customer')) return 'You';
  if (actor.startsWith('admin:') || actor.startsWith('staff:')) return 'Our team';
  if (actor.startsWith('driver:')) return 'Your driver';
  if (actor.startsWith('payment:')) return 'Payment provider';
  if (actor === 'stripe') return 'Payment provider';
  return 'Automatic';
}
