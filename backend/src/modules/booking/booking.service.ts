import { type FilterQuery, LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { type AccountBooking, type BookingMove, type BookingStatus, type ClaimMove, type LegState } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BookingLifecycle } from './lifecycle/booking-lifecycle.js';
import { bookingsInOrder, bookingViewsInOrder } from './reads/booking-page-rows.js';
import { manageLinkLive, openManageToken } from './manage/manage-link.js';
import { BookingNotFoundError, BookingTransitionError, MoveNotAllowedError } from './booking.errors.js';
import { toAccountBooking, toBookingView, toStatusChangeView } from './reads/booking.mapper.js';
import type { BookingStatusChangeView, BookingView, ClosedDays, DayListBags, DayListCount, LastStep, ManualStatus, StandingBooking } from './reads/booking.views.js';
import type { Actor } from './lifecycle/booking-actor.js';
import { normaliseReference } from './domain/booking-reference.js';
import { type BookingListQuery, countStatement, pageStatement, type SqlPart } from './reads/booking-list.js';
import { dayBagStatement, dayCountStatement, type DayListQuery, dayPageStatement } from './reads/day-list-query.js';
import { collectedDueStatement } from './reads/overdue-query.js';
import { Booking, BookingStatusChange } from './entities/index.js';
import { dayPeak } from './capacity/booking-capacity.js';

/** Statuses of bookings a customer actually made (an abandoned or failed checkout is not one). */
const MADE: Booking['status'][] = ['confirmed', 'collected', 'returned', 'cancelled', 'no_show'];

/** The booking module's public face for other modules: reads, and the hand-made status moves with their audit trail. */
@Injectable()
export class BookingService {
  constructor(
    private readonly em: EntityManager,
    private readonly lifecycle: BookingLifecycle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The manage-link secret of a booking, while its link still works. */
  private manageTokenOf(booking: Pick<Booking, 'reference' | 'returnDate' | 'manageTokenSealed'>): string | null {
    return manageLinkLive(booking.returnDate) ? openManageToken(this.config.sessionSecret, booking) : null;
  }

  /**
   * The account page's list, newest first: the bookings made while signed in to the account, and, once the account
   * has proven its email (`verifiedEmail`), the guest bookings made with that address (any case).
   */
  async listForAccount(account: { userId: number; verifiedEmail: string | null }): Promise<AccountBooking[]> {
    const owners: FilterQuery<Booking>[] = [{ userId: account.userId }];
    if (account.verifiedEmail) owners.push({ email: account.verifiedEmail.trim().toLowerCase() });
    const bookings = await this.em
      .fork()
      .find(Booking, { $or: owners, status: { $in: MADE } }, { populate: ['items', 'legs'], orderBy: { createdAt: 'desc', id: 'desc' } });
    return bookings.map((booking) => toAccountBooking(booking, this.manageTokenOf(booking)));
  }

  /** The booking and the secret of its manage link while the link works (null otherwise), from one read: for the emails. */
  async getWithManageToken(id: number): Promise<{ booking: BookingView; manageToken: string | null } | null> {
    const [found] = await bookingsInOrder(this.em.fork(), [id]);
    return found ? { booking: found.view, manageToken: this.manageTokenOf({ reference: found.view.reference, ...found }) } : null;
  }

  async entity(id: number): Promise<Booking> {
    const booking = await this.em.fork().findOne(Booking, { id }, { populate: ['items', 'legs'], strategy: 'joined' });
    if (!booking) throw new BookingNotFoundError();
    return booking;
  }

  async get(id: number): Promise<BookingView | null> {
    const booking = await this.em.fork().findOne(Booking, { id }, { populate: ['items', 'legs'], strategy: 'joined' });
    return booking ? toBookingView(booking) : null;
  }

  /** The references of these bookings, in one round trip (an export naming the bookings of its lines). */
  async referencesOf(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.fork().getConnection().execute<{ id: number; reference: string }[]>('select id, reference from booking where id in (?)', [[...new Set(ids)]]);
    return new Map(rows.map((row) => [row.id, row.reference]));
  }

  /** Accepts 'K7MX3QPA', 'k7mx-3qpa' and the like. */
  async getByReference(reference: string): Promise<BookingView | null> {
    const normalised = normaliseReference(reference);
    if (!normalised) return null;
    const booking = await this.em.fork().findOne(Booking, { reference: normalised }, { populate: ['items', 'legs'], strategy: 'joined' });
    return booking ? toBookingView(booking) : null;
  }

  /**
   * One page of the operator's list (`limit` rows, list order even when read backwards): one statement finds the ids
   * by index, one reads those bookings with their items and legs as plain rows (booking-page-rows.ts).
   */
  async listPage(query: BookingListQuery, limit: number): Promise<BookingView[]> {
    const views = await this.loadInOrder(pageStatement(query, limit));
    return query.backwards ? views.reverse() : views;
  }

  /** One page of a day list (`limit` rows, list order even when read backwards), the same way as the operator's list. */
  async dayListPage(query: DayListQuery, limit: number): Promise<BookingView[]> {
    const views = await this.loadInOrder(dayPageStatement(query, limit));
    return query.backwards ? views.reverse() : views;
  }

  /** The whole day of a list, counted per point and status and per point and bag type (that day's rows only). */
  async dayListTotals(query: DayListQuery): Promise<{ counts: DayListCount[]; bags: DayListBags[] }> {
    const em = this.em.fork();
    const count = dayCountStatement(query);
    const bag = dayBagStatement(query);
    const [counts, bags] = await Promise.all([
      em.execute<{ point_id: number; name: string; time: string; status: BookingStatus; count: number }[]>(count.sql, count.params),
      em.execute<{ point_id: number; code: string; title: string; amount: number }[]>(bag.sql, bag.params),
    ]);
    return {
      counts: counts.map((row) => ({ pointId: row.point_id, name: row.name, time: row.time, status: row.status, count: row.count })),
      bags: bags.map((row) => ({ pointId: row.point_id, code: row.code, title: row.title, amount: row.amount })),
    };
  }

  /**
   * Collected bookings handed back at a point on or before `dayIso` ('YYYY-MM-DD') at these points (or every point),
   * longest due first: the candidates for the overdue list, whose closing times the caller judges.
   */
  async collectedDueBy(dayIso: string, points: readonly number[] | 'all'): Promise<BookingView[]> {
    if (points !== 'all' && points.length === 0) return [];
    return this.loadInOrder(collectedDueStatement(dayIso, points));
  }

  /** The bookings a statement's ids name, with their items and legs, in the statement's order (plain rows, no entities). */
  private async loadInOrder(statement: SqlPart): Promise<BookingView[]> {
    const em = this.em.fork();
    const ids = (await em.execute<{ id: number }[]>(statement.sql, statement.params)).map((row) => row.id);
    return bookingViewsInOrder(em, ids);
  }

  async countList(query: BookingListQuery): Promise<number> {
    const count = countStatement(query);
    const [row] = await this.em.fork().execute<{ count: number }[]>(count.sql, count.params);
    return row?.count ?? 0;
  }

  async history(bookingId: number): Promise<BookingStatusChangeView[]> {
    const changes = await this.em.fork().find(BookingStatusChange, { bookingId }, { orderBy: { id: 'asc' } });
    return changes.map(toStatusChangeView);
  }

  /** confirmed -> collected -> returned, recorded with who did it; `also` runs in its transaction (the bags' tags). */
  async changeStatus(bookingId: number, to: ManualStatus, actor: Actor, note: string | null = null, also?: (tx: EntityManager) => Promise<void>): Promise<BookingView> {
    const moved = await this.moveWith(bookingId, MANUAL_MOVES[to], actor, note, also);
    if (moved !== 'refused') return moved;
    throw new BookingTransitionError((await this.get(bookingId))?.status ?? 'changed', to);
  }

  /**
   * Makes `move` through the door with its history row (`note`), and runs `also` in the same transaction, under the
   * booking's lock (what another module keeps beside the move, such as the bags' tags). 'refused' when the table does
   * not open the move from the booking's status for this actor: nothing is written.
   */
  async moveWith(bookingId: number, move: BookingMove, actor: Actor, note: string | null, also?: (tx: EntityManager) => Promise<void>): Promise<BookingView | 'refused'> {
    const moved = await this.em.fork().transactional(async (tx) => {
      if (!(await this.lifecycle.apply(tx, bookingId, move, actor, { note }))) return false;
      await also?.(tx);
      return true;
    });
    if (!moved) {
      if (!(await this.get(bookingId))) throw new BookingNotFoundError();
      return 'refused';
    }
    const view = await this.get(bookingId);
    if (!view) throw new BookingNotFoundError();
    return view;
  }

  /** The driver given the booking's address collection (null: none given, or collected at the point), and the leg's state. */
  async collectionLegDriver(bookingId: number): Promise<{ state: LegState; driverUserId: number | null } | null> {
    const [row] = await this.em
      .fork()
      .execute<{ state: LegState; driver_user_id: number | null }[]>(`select state, driver_user_id from booking_leg where booking_id = ? and direction = 'collection' and kind = 'address'`, [bookingId]);
    return row ? { state: row.state, driverUserId: row.driver_user_id } : null;
  }

  /**
   * Bags stored per point and night from `fromIso` ('YYYY-MM-DD') for `days` nights: a paid booking waiting or
   * collected occupies its bags from its collection night up to the night before its return. Read from the capacity
   * counters (location_day, one row per point and day, whatever the history: a night's bags are those of its day's
   * last half hour, which every stay kept over that night covers and no day's stay reaches), less the bags they also count
   * that are not stored: unpaid checkouts' holds, and returned or no-show bookings (their nights stay counted). Those
   * few come from booking_not_stored_stay_index, the stays that touch these nights only.
   */
  async bagsPerNight(fromIso: string, days: number): Promise<{ locationId: number; night: string; bags: number }[]> {
    const rows = await this.em.fork().getConnection().execute<{ location_id: number; night: string; bags: string | number }[]>(
      `with not_stored as materialized (
         select b.location_id, b.collection_date, b.return_date, (select sum(i.amount) from booking_item i where i.booking_id = b.id) as bags
           from booking b
          where b.holds_bags and b.status not in ('confirmed', 'collected') and daterange(b.collection_date, b.return_date) && daterange(?::date, ?::date + ?))
       select n.location_id, to_char(n.day, 'YYYY-MM-DD') as night,
              n.bags[48] - coalesce((select sum(s.bags) from not_stored s
                                      where s.location_id = n.location_id and s.collection_date <= n.day and s.return_date > n.day), 0) as bags
         from location_day n
        where n.day >= ?::date and n.day < ?::date + ?`,
      [fromIso, fromIso, days, fromIso, fromIso, days],
    );
    return rows.map((row) => ({ locationId: row.location_id, night: row.night, bags: Number(row.bags) })).filter((row) => row.bags !== 0);
  }

  /** Bags held per point and night from `fromIso` on, however far ahead (the capacity counters' last half hour of each day: paid bookings and live holds). */
  async bagsHeldFrom(fromIso: string): Promise<{ locationId: number; night: string; bags: number }[]> {
    const rows = await this.em.fork().getConnection().execute<{ location_id: number; night: string; bags: number }[]>(
      `select location_id, to_char(day, 'DD-MM-YYYY') as night, bags[48] as bags from location_day where day >= ?::date and bags[48] > 0 order by day, location_id`,
      [fromIso],
    );
    return rows.map((row) => ({ locationId: row.location_id, night: row.night, bags: Number(row.bags) }));
  }

  /**
   * Each point's busiest half hour of each day from `fromIso` for `days` days, from the capacity counters (paid bags and
   * live holds, what a checkout is judged against): one row a point and day with anything counted.
   */
  async dayPeaksFrom(fromIso: string, days: number): Promise<{ locationId: number; day: string; bags: number; at: string }[]> {
    const rows = await this.em.fork().execute<{ location_id: number; day: string; bags: number[] }[]>(
      `select location_id, to_char(day, 'YYYY-MM-DD') as day, array_to_json(bags) as bags from location_day where day >= ?::date and day < ?::date + ?`,
      [fromIso, fromIso, days],
    );
    return rows.map((row) => ({ locationId: row.location_id, day: row.day, ...dayPeak(row.bags.map(Number)) })).filter((row) => row.bags > 0);
  }

  /**
   * Paid bookings still to be handed over or given back from `fromIso` on at these points, with a handover (a waiting
   * booking's collection or return, a collected one's return) on one of the point's closed weekdays (ISO 1-7) or
   * closed dates ('YYYY-MM-DD'), each found by index (closedDayHits); the caller words why each is closed.
   */
  async standingOnClosedDays(fromIso: string, points: readonly ClosedDays[]): Promise<StandingBooking[]> {
    const hits = closedDayHits(fromIso, points);
    if (hits.length === 0) return [];
    const rows = await this.em.fork().getConnection().execute<{ reference: string; location_id: number; status: 'confirmed' | 'collected'; collection_date: string; return_date: string }[]>(
      `select reference, location_id, status, to_char(collection_date, 'DD-MM-YYYY') as collection_date, to_char(return_date, 'DD-MM-YYYY') as return_date
         from booking where id in (${hits.map((hit) => hit.sql).join(' union all ')})
        order by collection_date, id`,
      hits.flatMap((hit) => hit.params),
    );
    return rows.map((row) => ({ reference: row.reference, locationId: row.location_id, status: row.status, collectionDate: row.collection_date, returnDate: row.return_date }));
  }

  /** An admin takes a no show back to confirmed (the customer came after all), recorded with who. */
  async undoNoShow(bookingId: number, actor: Actor): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const current = await tx.findOne(Booking, { id: bookingId });
      if (!current) throw new BookingNotFoundError();
      if (!(await this.lifecycle.apply(tx, bookingId, 'undo_no_show', actor))) {
        throw new MoveNotAllowedError(`Only a no show can be undone: this booking is ${current.status.replace('_', ' ')}.`);
      }
    });
  }

  /**
   * An action on the booking that another module carries out (an admin ending a check-in PIN lock, a claim's steps):
   * `act` runs in the transaction that writes the history row, under the booking's lock; false from it records
   * nothing, a string is the history row's note.
   */
  async recordAction(bookingId: number, action: 'unlock_pin' | ClaimMove, actor: Actor, act: (tx: EntityManager) => Promise<boolean | string>): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      await tx.findOneOrFail(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const done = await act(tx);
      if (done === false) return false;
      if (!(await this.lifecycle.apply(tx, bookingId, action, actor, { note: typeof done === 'string' ? done : null }))) throw new MoveNotAllowedError(`${action} is not open to ${actor.kind}.`);
      return true;
    });
  }

  /**
   * The end of `collectionDate` came: a booking still confirmed for that date becomes a no show, with a history row.
   * False (nothing changed) when it was collected, cancelled, already marked, or its date has moved since.
   */
  async markNoShow(bookingId: number, collectionDate: string): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking || booking.collectionDate !== collectionDate) return false;
      return (await this.lifecycle.apply(tx, bookingId, 'mark_no_show', NO_SHOW_ACTOR, { note: 'Not collected by the end of the collection day' })) !== null;
    });
  }
  /** The booking's latest history row when it is a step at the point (collect or return), with its age by the database's clock. */
  async lastStep(bookingId: number): Promise<LastStep | null> {
    return lastStepOf(this.em.fork(), bookingId);
  }

  /**
   * Undoes `step`, the booking's latest step at the point as the caller read it (`lastStep`) and judged this actor may
   * undo: the lifecycle refuses it (409) when it is no longer the latest history row.
   */
  async undoLastStep(bookingId: number, step: LastStep, actor: Actor, also?: (tx: EntityManager) => Promise<void>): Promise<BookingView> {
    await this.em.fork().transactional(async (tx) => {
      if (!(await this.lifecycle.apply(tx, bookingId, UNDO_MOVES[step.step], actor))) throw new BookingTransitionError('changed', 'undone');
      await also?.(tx);
    });
    const view = await this.get(bookingId);
    if (!view) throw new BookingNotFoundError();
    return view;
  }
}

const MANUAL_MOVES = { collected: 'collect', returned: 'return' } as const satisfies Record<ManualStatus, BookingMove>;
const UNDO_MOVES = { collect: 'undo_collect', return: 'undo_return' } as const satisfies Record<LastStep['step'], BookingMove>;

async function lastStepOf(em: Pick<EntityManager, 'execute'>, bookingId: number): Promise<LastStep | null> {
  const [row] = await em.execute<{ action: string | null; actor: string; at: Date; age_seconds: number }[]>(
    `select action, actor, created_at as at, extract(epoch from now() - created_at)::float8 as age_seconds
     from booking_status_change where booking_id = ? order by id desc limit 1`,
    [bookingId],
  );
  if (row?.action !== 'collect' && row?.action !== 'return') return null;
  return { step: row.action, actor: row.actor, at: new Date(row.at).toISOString(), ageSeconds: Number(row.age_seconds) };
}

const NO_SHOW_ACTOR: Actor = { kind: 'scheduler', label: 'scheduler' };

/**
 * The ids of standing bookings with a handover on a point's closed day, one branch per point and kind of day, each
 * read by its own index (migration-20261219-closed-day-indexes and booking_standing_location_return_index): a
 * collected booking's return, a waiting one's collection or return. Work follows the bookings found, not the point's
 * future.
 */
function closedDayHits(fromIso: string, points: readonly ClosedDays[]): SqlPart[] {
  const returns = `select id from booking where status in ('confirmed', 'collected') and location_id = ? and return_date >= ?::date`;
  const collections = `select id from booking where status = 'confirmed' and location_id = ? and collection_date >= ?::date`;
  return points.flatMap((point) => {
    const days = `{${point.weekdays.join(',')}}`;
    const dates = `{${point.dates.join(',')}}`;
    const at = [point.locationId, fromIso];
    return [
      ...(point.weekdays.length > 0
        ? [
            { sql: `${returns} and extract(isodow from return_date)::integer = any(?::integer[])`, params: [...at, days] },
            { sql: `${collections} and extract(isodow from collection_date)::integer = any(?::integer[])`, params: [...at, days] },
          ]
        : []),
      ...(point.dates.length > 0
        ? [
            { sql: `${returns} and return_date = any(?::date[])`, params: [...at, dates] },
            { sql: `${collections} and collection_date = any(?::date[])`, params: [...at, dates] },
          ]
        : []),
    ];
  });
}
