import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BookingMove, BookingStatus, LegFailureReason, LegMove } from '@luggage/contracts';
import { type OutboxWriter, recordEvent, recordTimedEvent, StatementEvents } from '../../../shared/events/outbox.js';
import type { DomainEvents, EventName } from '../../../shared/events/event-map.js';
import { OutboxRelay } from '../../../shared/events/outbox-relay.js';
import { prepared } from '../../../shared/database/prepared-statements.js';
import type { Actor } from './booking-actor.js';
import { type AddressLegRecord, LegStepError, lockLegs } from './address-leg-records.js';
import { recordCollectionDayEnd, recordCollectionDayEndFilled } from '../domain/booking-times.js';
import { historyActionOf, mayMove, type MoveRule, ruleFor, START_CHECKOUT, statusesFor, statusesMoving } from './lifecycle-table.js';
import { BookingStatusChange } from '../entities/index.js';
import { legMoveStatement, moveStatement } from './lifecycle.queries.js';

export interface ConfirmedBooking {
  id: number;
  /** As the statement found it, under its lock. */
  status: BookingStatus;
  reference: string;
  totalPence: number;
  currency: string;
}

/** A move made: the booking as the statement found it and left it. */
export interface Moved {
  bookingId: number;
  from: BookingStatus;
  to: BookingStatus;
  reference: string;
  /** YYYY-MM-DD */
  collectionDate: string;
  /** Whether the booking's bags are counted at its point (an unpaid booking's hold may have ended). */
  holdsBags: boolean;
}

export interface MoveDetails {
  note?: string | null;
  /** The event's fields beyond the booking's id and reference (a cancellation's refund, a change's version...). */
  event?: Record<string, unknown>;
  /** The collection date a change leaves the booking on, when it moved it: the no-show check waits for its end again. */
  collectionDateMoved?: string;
  /** false: the move's events are left to `announce` (a payment that may still be refused for want of room). */
  announce?: boolean;
}

export interface LegMoveDetails {
  note?: string | null;
  /** The driver the leg is given to (a step: the driver taking it; stop_moved: the new one). */
  driverUserId?: number;
  failureReason?: LegFailureReason;
  /** The event's fields beyond the leg's and booking's ids (the same for every leg of the move). */
  event?: Record<string, unknown>;
  /** The 409's message when the table refuses the move on a leg. */
  refused: string;
}

interface ConfirmationRow {
  id: number;
  reference: string;
  total_pence: number;
  currency: string;
  status: BookingStatus;
  /** It holds its bags and trips, and its code's use (if any) is still held for it. */
  holds_all: boolean;
  priced: boolean;
  moved: boolean;
  events: { id: string; job_key: string; payload: object }[];
}

/** The moves that confirm an unpaid booking: they stamp `confirmed_at`, and its collection day's end is timed from them. */
const confirms = (move: BookingMove): boolean => move === 'pay' || move === 'book_on_account';

/** The fields of an event the door fills from the booking's row: the rest come from the caller (MoveDetails.event). */
const BOOKING_FIELDS: Partial<Record<EventName, readonly ('bookingId' | 'reference')[]>> = {
  BookingRequested: ['bookingId', 'reference'],
  BookingConfirmed: ['bookingId', 'reference'],
  BookingPaymentFailed: ['bookingId', 'reference'],
  BookingCancelled: ['bookingId', 'reference'],
  BookingChanged: ['bookingId', 'reference'],
  BookingConfirmationResent: ['bookingId'],
  ManageLinkRequested: ['bookingId'],
};

/**
 * The one door for every move of a booking and its legs: it locks the booking, checks the lifecycle table (the move
 * open from its status, for this kind of actor, on a leg in the right state), writes the status, the leg's state, the
 * history row, and records the event the table names, all in the caller's transaction. Two racing callers (the browser
 * and the payment webhook, say) cannot both win: the second finds the status already moved and is refused.
 *
 * On a booking, lock, check, update and history row are one statement (one round trip instead of four on the busiest
 * write of a booking). FOR UPDATE re-reads the row once a racing change commits, so the check and the recorded "from"
 * status are those of the latest version. Variants keep that on their paths: `startCheckout` (the history row written
 * with the new booking), `confirmHoldingBags` (the payment's confirmation as one statement with its ledger row and
 * events), and `moveLegs` (a driver's or an admin's move of address legs already locked by `lockLegs`).
 */
@Injectable()
export class BookingLifecycle {
  constructor(private readonly relay: OutboxRelay) {}

  /**
   * Makes `move` on the booking. Null when the booking is missing, or the move is not open from its status for this
   * actor, or (an undo) the move it takes back is no longer the booking's latest history row.
   */
  async apply(tx: EntityManager, bookingId: number, move: BookingMove, actor: Actor, details: MoveDetails = {}): Promise<Moved | null> {
    const from = statusesFor(move).filter((status) => ruleFor(status, move)!.by.includes(actor.kind));
    if (from.length === 0) return null;
    const rule = ruleFor(from[0], move)!;
    if (rule.untraced) throw new Error(`${move} writes nothing to the booking: record it with \`record\``);
    const keeps = rule.to === from[0] && from.every((status) => ruleFor(status, move)!.to === status);
    const statement = moveStatement({ keeps, undo: Boolean(rule.undoes), leg: Boolean(rule.leg), stamp: confirms(move) ? 'confirmed_at' : rule.to === 'cancelled' ? 'cancelled_at' : null });
    const rows = await tx.execute<{ from_status: BookingStatus; to_status: BookingStatus; reference: string; collection_date: string; holds_bags: boolean }[]>(
      statement.sql,
      statement.params({
        bookingId,
        from,
        undoneAction: rule.undoes ? historyActionOf(ruleFor(statusesFor(rule.undoes)[0], rule.undoes)!) : null,
        to: rule.to,
        legTo: rule.leg?.to ?? null,
        legDirection: rule.leg?.direction ?? null,
        legFrom: rule.leg?.from ?? null,
        actor: actor.label.slice(0, 120),
        note: details.note?.slice(0, 300) ?? null,
        action: historyActionOf(rule),
      }),
    );
    if (rows.length === 0) return null;
    const [row] = rows;
    const done: Moved = { bookingId, from: row.from_status, to: row.to_status, reference: row.reference, collectionDate: row.collection_date, holdsBags: row.holds_bags };
    if (details.announce !== false) this.announce(tx, move, done, details);
    return done;
  }

  /** Records the events the table names for `move`, made already (`apply` does, unless told not to). */
  announce(tx: OutboxWriter, move: BookingMove, moved: Pick<Moved, 'bookingId' | 'from' | 'reference' | 'collectionDate'>, details: Pick<MoveDetails, 'event' | 'collectionDateMoved'> = {}): void {
    const rule = ruleFor(moved.from, move)!;
    if (rule.event) recordBookingEvent(tx, rule.event, moved, details.event);
    if (rule.timer !== 'CollectionDayEnded') return;
    const collectionDate = confirms(move) ? moved.collectionDate : details.collectionDateMoved;
    if (collectionDate) recordCollectionDayEnd(tx, { bookingId: moved.bookingId, reference: moved.reference, collectionDate });
  }

  /**
   * Records a move that writes nothing to the booking (the table marks it `untraced`: no status, no history row, its
   * event its only trace) for a booking the caller read in `tx` as `booking`. No lock and no statement of its own: the
   * event goes with the caller's commit. Throws when the table does not open the move there for this actor.
   */
  record(tx: OutboxWriter, booking: { id: number; status: BookingStatus; reference: string }, move: BookingMove, actor: Actor, details: Pick<MoveDetails, 'event'> = {}): void {
    const rule = ruleFor(booking.status, move);
    if (!rule?.untraced || rule.to !== booking.status || !mayMove(booking.status, move, actor.kind)) throw new Error(`${actor.kind} may not ${move} a booking that is ${booking.status} without a trace`);
    recordBookingEvent(tx, rule.event!, { bookingId: booking.id, reference: booking.reference }, details.event);
  }

  /**
   * The checkout's first move, which makes the booking (`booking`, persisted in `tx` and not yet written): its history
   * row goes with its insert, the table's event is recorded, and its timer when the checkout took a protected hold.
   */
  startCheckout(tx: EntityManager, booking: { id: number; reference: string; totalPence: number }, actor: Actor, hold: { holdExpiresAt: Date | null }): void {
    if (!START_CHECKOUT.by.includes(actor.kind)) throw new Error(`${actor.kind} may not start a checkout`);
    tx.persist(new BookingStatusChange({ bookingId: booking.id, fromStatus: null, toStatus: START_CHECKOUT.to, actor: actor.label, action: historyActionOf(START_CHECKOUT) }));
    recordBookingEvent(tx, START_CHECKOUT.event!, { bookingId: booking.id, reference: booking.reference }, { totalPence: booking.totalPence });
    this.holdTaken(tx, booking, hold);
  }

  /**
   * A checkout's protected hold, taken at its start or again when the customer checks out once more: the timer the
   * checkout's rule names lets the bags and trips go at `holdExpiresAt` if it is still unpaid. Nothing when no hold.
   */
  holdTaken(tx: OutboxWriter, booking: { id: number }, { holdExpiresAt }: { holdExpiresAt: Date | null }): void {
    if (!holdExpiresAt || START_CHECKOUT.timer !== 'BookingHoldExpired') return;
    recordTimedEvent(tx, START_CHECKOUT.timer, { bookingId: booking.id, expiresAt: holdExpiresAt.toISOString() }, holdExpiresAt);
  }

  /**
   * The usual confirmation of a payment as one statement, so with no transaction around it: the move to confirmed,
   * its history row, `alsoWhenMoved` (SQL over the CTE `moved`, the booking's new row, such as the payment's ledger
   * row) and the table's events, if the booking may move, still holds its bags and, under its lock, is priced
   * at what the provider reports `paid`. The booking is found by its id or by its payment's intent (a payment event,
   * which knows no booking: everything the events need comes from the row, the end of the collection day too).
   * 'hold lapsed': it may move, but must take its bags again, or its code's use, first (`apply` in a transaction). 'price differs':
   * it may move, but the payment is not its price. 'skipped': it may not (a racing confirmation won). Null: no booking.
   */
  async confirmHoldingBags(
    em: EntityManager,
    booking: { id: number } | { paymentIntentId: string },
    paid: { amountPence: number; currency: string },
    actor: Actor,
    alsoWhenMoved: { sql: string; params: unknown[] } | null,
  ): Promise<{ outcome: 'confirmed' | 'hold lapsed' | 'price differs' | 'skipped'; found: ConfirmedBooking } | null> {
    if (em.isInTransaction()) throw new Error('confirmHoldingBags commits by itself: call it outside a transaction');
    const paying = statusesFor('pay').filter((status) => ruleFor(status, 'pay')!.by.includes(actor.kind));
    const rule = ruleFor('pending_payment', 'pay')!;
    const events = new StatementEvents('moved');
    if (rule.event) events.recordFilled(rule.event as 'BookingConfirmed', {}, { bookingId: 'id', reference: 'reference' });
    if (rule.timer === 'CollectionDayEnded') recordCollectionDayEndFilled(events);
    const where = 'id' in booking ? { sql: 'id = ?::int', params: [booking.id] } : { sql: 'payment_intent_id = ?', params: [booking.paymentIntentId] };
    const also = alsoWhenMoved ? `, also as (${alsoWhenMoved.sql})` : '';
    const [found] = await em.execute<ConfirmationRow[]>(
      prepared(`with current as (
         select id, status, holds_bags and (promo_code_id is null or promo_held_until > now()) as holds_all, reference, total_pence, currency,
                total_pence = ?::int and currency = ? as priced
         from booking where ${where.sql} for update
       ), moved as (
         update booking set status = 'confirmed', updated_at = now(), confirmed_at = now()
         from current where booking.id = current.id and current.status = any(?::text[]) and current.holds_all and current.priced
         returning booking.id, booking.reference, booking.collection_date, booking.payment_intent_id, booking.payment_provider, booking.total_pence,
                   current.status as from_status
       ), audit as (
         insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at)
         select id, from_status, 'confirmed', ?, null, 'pay', now() from moved
       )${also}, events as (${events.sql})
       select id, status, holds_all, reference, total_pence, currency, priced, exists (select 1 from moved) as moved,
              coalesce((select json_agg(e) from events e), '[]') as events
       from current`),
      [paid.amountPence, paid.currency, ...where.params, paying, actor.label, ...(alsoWhenMoved?.params ?? []), ...events.params],
    );
    if (!found) return null;
    const booked = { id: found.id, status: found.status, reference: found.reference, totalPence: found.total_pence, currency: found.currency };
    if (found.moved) {
      events.handOver(this.relay, found.events);
      return { outcome: 'confirmed', found: booked };
    }
    if (!statusesMoving('pay', 'confirmed').includes(found.status)) return { outcome: 'skipped', found: booked };
    return { outcome: !found.priced ? 'price differs' : found.holds_all ? 'skipped' : 'hold lapsed', found: booked };
  }

  /** The address legs with their bookings locked, as they are now (404 when one is missing or its booking not paid). */
  lockLegs(tx: EntityManager, legIds: readonly number[]): Promise<AddressLegRecord[]> {
    return lockLegs(tx, legIds);
  }

  /**
   * Makes `move` on each leg (locked by `lockLegs` in `tx`), all or none: the table must open it from the booking's
   * status, for this actor, on a leg of its direction and state (an undo: the step it takes back still the booking's
   * latest history row), else a 409 with `details.refused`. One statement per leg writes the leg, the booking's status
   * when it moves and the history row; the table's event is recorded per leg. Returns the legs as the move left them.
   */
  async moveLegs(tx: EntityManager, legs: readonly AddressLegRecord[], move: LegMove, actor: Actor, details: LegMoveDetails): Promise<AddressLegRecord[]> {
    const statuses = new Map<number, BookingStatus>();
    const last = new Map<number, AddressLegRecord['last']>();
    const moved: AddressLegRecord[] = [];
    for (const leg of legs) {
      const status = statuses.get(leg.bookingId) ?? leg.bookingStatus;
      const rule = legRuleFor({ ...leg, bookingStatus: status, last: last.has(leg.bookingId) ? last.get(leg.bookingId)! : leg.last }, move, actor);
      if (!rule) throw new LegStepError(details.refused);
      const after = await writeLegMove(tx, leg, status, rule, actor, details);
      statuses.set(leg.bookingId, rule.to);
      last.set(leg.bookingId, after.last);
      moved.push(after);
      if (rule.event) recordEvent(tx, rule.event, { legId: leg.legId, bookingId: leg.bookingId, ...(rule.undoes ? { undone: rule.undoes } : {}), ...details.event } as DomainEvents[typeof rule.event]);
    }
    return moved;
  }
}

export function legRuleFor(leg: Pick<AddressLegRecord, 'bookingStatus' | 'direction' | 'state' | 'last'>, move: LegMove, actor: Pick<Actor, 'kind'>): MoveRule | null {
  const rule = ruleFor(leg.bookingStatus, move);
  if (!rule?.leg || !rule.by.includes(actor.kind)) return null;
  if ((rule.leg.direction && rule.leg.direction !== leg.direction) || !rule.leg.from.includes(leg.state)) return null;
  if (rule.undoes && leg.last?.action !== rule.undoes) return null;
  return rule;
}

async function writeLegMove(tx: EntityManager, leg: AddressLegRecord, status: BookingStatus, rule: MoveRule, actor: Actor, details: LegMoveDetails): Promise<AddressLegRecord> {
  const state = rule.leg!.to ?? leg.state;
  const failureReason = rule.leg!.to ? (state === 'failed' ? (details.failureReason ?? null) : null) : leg.failureReason;
  const statement = legMoveStatement({ state: rule.leg!.to !== null, driver: details.driverUserId !== undefined, status: rule.to !== status });
  const action = historyActionOf(rule);
  const [row] = await tx.execute<{ created_at: Date }[]>(
    statement.sql,
    statement.params({
      legId: leg.legId,
      bookingId: leg.bookingId,
      state,
      failureReason,
      driverUserId: details.driverUserId ?? null,
      from: status,
      to: rule.to,
      actor: actor.label.slice(0, 120),
      note: details.note?.slice(0, 300) ?? null,
      action,
    }),
  );
  const last = { action, actor: actor.label.slice(0, 120), at: new Date(row.created_at).toISOString(), ageSeconds: 0 };
  return { ...leg, state, failureReason, driverUserId: details.driverUserId ?? leg.driverUserId, bookingStatus: rule.to, last };
}

function recordBookingEvent(tx: OutboxWriter, event: EventName, booking: { bookingId: number; reference: string }, extra: Record<string, unknown> = {}): void {
  const fields = BOOKING_FIELDS[event];
  if (!fields) throw new Error(`${event} is not an event of a booking's move`);
  const own = Object.fromEntries(fields.map((field) => [field, booking[field]]));
  recordEvent(tx, event, { ...own, ...extra } as DomainEvents[typeof event]);
}
