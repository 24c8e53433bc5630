import { describe, expect, it } from '@jest/globals';
import { type BookingMove, type BookingStatus, HISTORY_MOVES, type LifecycleActor } from '@luggage/contracts';
import { EVENT_JOBS } from '../../../shared/queue/jobs.js';
import { ANY_STATUS, BOOKING_STATUSES, historyActionOf, LIFECYCLE, LIFECYCLE_ACTORS, mayMove, ruleFor, START_CHECKOUT, statusesFor } from './lifecycle-table.js';

/** Every move, once: the compiler says when a move is added to the contracts and not here. */
const MOVES = Object.keys({
  start_checkout: 0, pay: 0, book_on_account: 0, fail_payment: 0, retry_payment: 0, change: 0, extend: 0, book_redelivery: 0, closure_rescue: 0, cancel: 0, refund: 0, collect: 0, return: 0, undo_collect: 0, undo_return: 0,
  resend_confirmation: 0, send_manage_link: 0, unlock_pin: 0, claim_filed: 0, claim_info_requested: 0, claim_answered: 0, claim_replied: 0, claim_decided: 0, mark_no_show: 0, undo_no_show: 0, driver_on_the_way: 0, driver_collected: 0, driver_delivered: 0, driver_not_collected: 0,
  driver_not_delivered: 0, undo_driver_collected: 0, undo_driver_delivered: 0, undo_driver_not_collected: 0, undo_driver_not_delivered: 0, stop_moved: 0, stop_window_moved: 0,
  tag_bags: 0, report_missing_bags: 0,
} satisfies Record<BookingMove, 0>) as BookingMove[];

/**
 * Who may make which move from which status, written out once more by hand: `status move: actors` (`*` every status).
 * Anything not listed here is refused.
 */
const ALLOWED = `
  pending_payment pay: payment_provider
  pending_payment book_on_account: partner
  pending_payment fail_payment: payment_provider
  payment_failed pay: payment_provider
  payment_failed retry_payment: customer_link customer_account partner
  confirmed change: customer_link customer_account admin
  confirmed extend: customer_link customer_account admin staff
  collected extend: customer_link customer_account admin staff
  confirmed cancel: customer_link customer_account admin payment_provider
  confirmed refund: admin payment_provider
  confirmed collect: admin staff
  confirmed resend_confirmation: admin
  confirmed send_manage_link: customer_link
  collected send_manage_link: customer_link
  returned send_manage_link: customer_link
  cancelled send_manage_link: customer_link
  no_show send_manage_link: customer_link
  confirmed mark_no_show: scheduler
  confirmed driver_on_the_way: driver admin
  confirmed driver_collected: driver admin
  confirmed driver_not_collected: driver admin
  confirmed undo_driver_not_collected: driver admin
  collected return: admin staff
  collected refund: admin payment_provider
  collected undo_collect: admin staff
  confirmed tag_bags: driver
  collected tag_bags: admin staff driver
  collected report_missing_bags: admin staff driver
  collected driver_on_the_way: driver admin
  collected driver_delivered: driver admin
  collected driver_not_delivered: driver admin
  collected undo_driver_not_delivered: driver admin
  collected undo_driver_collected: driver admin
  collected book_redelivery: customer_link customer_account admin
  confirmed closure_rescue: customer_link
  collected closure_rescue: customer_link
  returned refund: admin payment_provider
  returned undo_return: admin staff
  returned undo_driver_delivered: driver admin
  cancelled refund: admin payment_provider
  no_show undo_no_show: admin
  no_show refund: admin payment_provider
  confirmed stop_moved: admin
  collected stop_moved: admin
  returned stop_moved: admin
  confirmed stop_window_moved: admin
  collected stop_window_moved: admin
  returned stop_window_moved: admin
  * unlock_pin: admin
  * claim_filed: customer_link
  * claim_answered: customer_link
  * claim_replied: admin
  * claim_info_requested: admin
  * claim_decided: admin
`;

const allowed = new Set(
  ALLOWED.trim()
    .split('\n')
    .flatMap((line) => {
      const [where, actors] = line.trim().split(':');
      const [status, move] = where.split(' ');
      const statuses = status === '*' ? BOOKING_STATUSES : [status];
      return statuses.flatMap((s) => actors.trim().split(' ').map((actor) => `${s} ${move} ${actor}`));
    }),
);

describe('the lifecycle table, walked whole', () => {
  it.each(BOOKING_STATUSES.flatMap((status) => MOVES.map((move) => [status, move] as const)))('%s, %s: only the actors the rules name', (status, move) => {
    const may = LIFECYCLE_ACTORS.filter((actor) => mayMove(status, move, actor));
    expect(may).toEqual(LIFECYCLE_ACTORS.filter((actor) => allowed.has(`${status} ${move} ${actor}`)));
  });

  it('starts a checkout only as a customer or a partner, into pending payment, with the BookingRequested event, the hold timer and no action in its history row', () => {
    expect(START_CHECKOUT).toMatchObject({ to: 'pending_payment', event: 'BookingRequested', by: ['customer_link', 'customer_account', 'partner'], timer: 'BookingHoldExpired' });
    expect(historyActionOf(START_CHECKOUT)).toBeNull();
    expect(BOOKING_STATUSES.filter((status) => ruleFor(status, 'start_checkout'))).toEqual([]);
  });

  it('lets a driver make only the leg moves, tag the bags they collect and report tags not seen at the door, and no driver move touches a booking that is unpaid, cancelled or a no show', () => {
    const driverMoves = new Set(BOOKING_STATUSES.flatMap((status) => MOVES.filter((move) => mayMove(status, move, 'driver'))));
    for (const move of [...driverMoves].filter((m) => m !== 'tag_bags' && m !== 'report_missing_bags')) expect(BOOKING_STATUSES.some((status) => ruleFor(status, move)?.leg)).toBe(true);
    for (const status of ['pending_payment', 'payment_failed', 'cancelled', 'no_show'] as BookingStatus[]) expect(MOVES.filter((move) => mayMove(status, move, 'driver'))).toEqual([]);
    for (const move of ['collect', 'return', 'cancel', 'change', 'refund', 'stop_moved', 'stop_window_moved'] as BookingMove[]) {
      expect(BOOKING_STATUSES.filter((status) => mayMove(status, move, 'driver'))).toEqual([]);
    }
  });

  it('collects bags on the road as at the point (confirmed -> collected) and delivers them as a return (collected -> returned)', () => {
    expect(ruleFor('confirmed', 'driver_collected')).toMatchObject({ to: 'collected', event: 'LegCollected', leg: { direction: 'collection', from: ['on_the_way'], to: 'collected' } });
    expect(ruleFor('collected', 'driver_delivered')).toMatchObject({ to: 'returned', event: 'LegDelivered', leg: { direction: 'return', from: ['on_the_way'], to: 'delivered' } });
    expect(ruleFor('confirmed', 'driver_not_collected')).toMatchObject({ to: 'confirmed', event: 'LegFailed', leg: { direction: 'collection', to: 'failed' } });
    expect(ruleFor('collected', 'driver_not_delivered')).toMatchObject({ to: 'collected', event: 'LegFailed', leg: { direction: 'return', to: 'failed' } });
    expect(ruleFor('collected', 'driver_collected')).toBeNull();
    expect(ruleFor('confirmed', 'driver_delivered')).toBeNull();
  });

  it('undoes a step back to where it came from: the status, and the leg on its way again', () => {
    const undos = BOOKING_STATUSES.flatMap((status) => LIFECYCLE[status].filter((rule) => rule.undoes).map((rule) => ({ status, rule })));
    expect(undos.map(({ rule }) => rule.move).sort()).toEqual(['undo_collect', 'undo_driver_collected', 'undo_driver_delivered', 'undo_driver_not_collected', 'undo_driver_not_delivered', 'undo_return']);
    for (const { status, rule } of undos) {
      const undone = ruleFor(rule.to, rule.undoes!);
      expect(undone?.to).toBe(status);
      if (undone?.leg) expect([rule.leg?.direction, rule.leg?.from, rule.leg?.to]).toEqual([undone.leg.direction, [undone.leg.to], undone.leg.from[0]]);
      expect(rule.by).toEqual(undone!.by);
    }
    expect(ruleFor('collected', 'undo_driver_collected')!.event).toBe('LegStepUndone');
    expect(ruleFor('collected', 'undo_collect')!.event).toBeNull();
  });

  it('sends the manage link again wherever the booking has a page, keeping its status, with ManageLinkRequested and no history row', () => {
    expect(statusesFor('send_manage_link')).toEqual(['confirmed', 'collected', 'returned', 'cancelled', 'no_show']);
    for (const status of statusesFor('send_manage_link')) {
      expect(ruleFor(status, 'send_manage_link')).toMatchObject({ to: status, event: 'ManageLinkRequested', untraced: true });
    }
    const untraced = [START_CHECKOUT, ...ANY_STATUS, ...BOOKING_STATUSES.flatMap((status) => LIFECYCLE[status])].filter((rule) => rule.untraced);
    expect(new Set(untraced.map((rule) => rule.move))).toEqual(new Set(['send_manage_link']));
  });

  it('moves each booking to one status (or keeps it, wherever it is made): the lifecycle service writes a move as one statement by that', () => {
    for (const move of MOVES.filter((m) => m !== 'start_checkout')) {
      const targets = new Set(statusesFor(move).map((status) => ruleFor(status, move)!.to));
      const keeps = statusesFor(move).every((status) => ruleFor(status, move)!.to === status);
      expect(keeps || targets.size === 1).toBe(true);
    }
  });

  it('records only events of a booking or a leg, each with its jobs known, and names every move that keeps the status in the history the customer reads', () => {
    const rules = [START_CHECKOUT, ...ANY_STATUS, ...BOOKING_STATUSES.flatMap((status) => LIFECYCLE[status])];
    for (const rule of rules.filter((r) => r.event)) {
      expect(rule.event).toMatch(/^(Booking|Leg|Driver|ManageLink)/);
      expect(EVENT_JOBS[rule.event!]).toBeDefined();
    }
    for (const status of BOOKING_STATUSES) {
      for (const rule of LIFECYCLE[status].filter((r) => r.to === status && !r.untraced)) expect(HISTORY_MOVES).toContain(historyActionOf(rule));
    }
  });

  it('names every move somewhere, and each at most once per status', () => {
    const named = new Set([START_CHECKOUT.move, ...ANY_STATUS.map((rule) => rule.move), ...BOOKING_STATUSES.flatMap((status) => LIFECYCLE[status].map((rule) => rule.move))]);
    expect([...named].sort()).toEqual([...MOVES].sort());
    for (const rules of Object.values(LIFECYCLE)) expect(new Set(rules.map((r) => r.move)).size).toBe(rules.length);
  });

  it('knows every actor', () => {
    expect(new Set<LifecycleActor>(BOOKING_STATUSES.flatMap((status) => LIFECYCLE[status].flatMap((rule) => rule.by)))).toEqual(new Set(LIFECYCLE_ACTORS));
  });
});
