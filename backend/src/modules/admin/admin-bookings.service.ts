import { Readable } from 'node:stream';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type BookingIncidentView,
  ADMIN_BOOKINGS_PAGE,
  type AdminBookingDetail,
  type AdminBookingExport,
  type AdminBookingList,
  type AdminCancelRequest,
  type AdminChangeRequest,
  type AttentionFilter,
  type StayKind,
  type CalendarDate,
  type ChangeBookingRequest,
  type ChangeQuote,
  poundsToPence,
  formatDashed,
  formatIso,
  OPERATOR_STATUSES,
  type OperatorAction,
  type OperatorStatus,
} from '@luggage/contracts';
import type { AuthUser } from '../auth/index.js';
import {
  type Actor,
  BookingCancellationService,
  BookingChangeService,
  type BookingListKey,
  type BookingListQuery,
  BookingNotFoundError,
  BookingService,
  type BookingView,
  MoveNotAllowedError,
  type RefundChoice,
} from '../booking/index.js';
import { ClaimReads } from '../claims/index.js';
import { BagTagStore, PinLock } from '../operations/index.js';
import { PaymentLedger } from '../payments/index.js';
import { adminActor, CSV_HEADER, toBookingDetail, toBookingRow, toCsvRow } from './admin-bookings.mapper.js';
import { type ListCursor, encodeCursor } from './bookings-cursor.js';
import { csvHeader, csvLines } from './csv.js';

const PIN_NOT_LOCKED = "This booking's check-in PIN is not locked.";

/** How many bookings one round trip of the CSV export reads: the file streams, never holding more than this. */
const EXPORT_BATCH = 500;

export interface BookingFilter {
  /** A single collection day; null with no range: every collection date. */
  date: CalendarDate | null;
  /** A range of collection days (inclusive), when from or to was given; `date` is then null. */
  from?: CalendarDate;
  to?: CalendarDate;
  locationId?: number;
  status?: OperatorStatus;
  q?: string;
  attention?: AttentionFilter;
  stay?: StayKind;
  cursor?: ListCursor;
}

export interface CsvFile {
  filename: string;
  /** The file, made batch by batch as it is sent. */
  body: Readable;
}

/**
 * What an operator needs to run the day, on top of the booking module's public service: the bookings to expect,
 * one booking in full with its audit trail, the collected and returned steps, and a CSV of the list.
 * Unpaid checkouts (pending or failed payments) are not bookings to run and never show here.
 */
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingService,
    private readonly ledger: PaymentLedger,
    private readonly cancellations: BookingCancellationService,
    private readonly changes: BookingChangeService,
    private readonly pinLock: PinLock,
    private readonly tags: BagTagStore,
    private readonly claims: ClaimReads,
  ) {}

  /** The open incidents of every booking (bags not seen at a hand-back), newest first: the dashboard's list. */
  openIncidents(): Promise<BookingIncidentView[]> {
    return this.tags.openIncidents();
  }

  /** One page (ADMIN_BOOKINGS_PAGE) of the filtered list, with the cursors of its neighbours and the total when cheap. */
  async list(filter: BookingFilter): Promise<AdminBookingList> {
    const query = await this.listQuery(filter);
    const backwards = filter.cursor?.backwards === true;
    const found = await this.bookings.listPage({ ...query, after: filter.cursor?.key, backwards }, ADMIN_BOOKINGS_PAGE + 1);
    const more = found.length > ADMIN_BOOKINGS_PAGE;
    // Read backwards, the extra row is the first one (before the page); forwards, the last.
    const page = more ? (backwards ? found.slice(1) : found.slice(0, ADMIN_BOOKINGS_PAGE)) : found;
    const hasNext = backwards ? filter.cursor !== undefined : more;
    const hasPrevious = backwards ? more : filter.cursor !== undefined;
    const edge = (view: BookingView | undefined, back: boolean) => (view ? encodeCursor({ key: keyOf(view), backwards: back }) : null);
    const onlyPage = !hasNext && !hasPrevious;
    // A single day is counted by index; every date or a long range is not counted on each page. The count and the
    // page's ledgers are asked for together: one round trip of waiting, not two.
    const [ledgers, total] = await Promise.all([
      this.ledger.summaries(this.em.fork(), page.map((view) => view.id)),
      onlyPage ? page.length : filter.date ? this.bookings.countList(query) : null,
    ]);
    return {
      date: filter.date ? formatDashed(filter.date) : null,
      bookings: page.map((view) => toBookingRow(view, ledgers.get(view.id)!)),
      next: hasNext ? edge(page.at(-1), false) : null,
      previous: hasPrevious ? edge(page[0], true) : null,
      total,
    };
  }

  /** What the CSV of this filter holds, counted now. */
  async exportSummary(filter: BookingFilter): Promise<AdminBookingExport> {
    return { rows: await this.bookings.countList(await this.listQuery(filter)), filename: csvFilename(filter) };
  }

  async detail(reference: string): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    const [history, ledger, pinLockedUntil, tagged, incidents, claims] = await Promise.all([
      this.bookings.history(view.id),
      this.ledger.summary(this.em.fork(), view.id),
      this.pinLock.lockedUntil(view.reference),
      this.tags.latest(view.id, view.location.name),
      this.tags.incidentsOf(view.id),
      this.claims.countsOf(view.id),
    ]);
    return toBookingDetail(view, history, ledger, pinLockedUntil, { tagged, incidents: incidents.map(({ tags: _tags, ...incident }) => incident), claims });
  }

  /** Ends the lock wrong PINs put on the booking's check-in, recorded in its history with the admin's name; 409 when not locked. */
  async unlockPin(reference: string, admin: AuthUser): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    const unlocked = await this.bookings.recordAction(view.id, 'unlock_pin', actorOf(admin), (tx) => this.pinLock.unlock(tx, view.reference));
    if (!unlocked) throw new MoveNotAllowedError(PIN_NOT_LOCKED);
    return this.detail(view.reference);
  }

  /** Cancels with the operator's reason and refund choice (full, none or an amount), whatever the policy says. */
  async cancel(reference: string, request: AdminCancelRequest, admin: AuthUser): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    const choice: RefundChoice =
      request.refund === 'amount' ? { kind: 'amount', pence: poundsToPence(request.amount ?? 0) } : { kind: request.refund };
    await this.cancellations.cancel(view.id, actorOf(admin), choice, request.reason);
    return this.detail(view.reference);
  }

  async refund(reference: string, amountPounds: number, reason: string, admin: AuthUser): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    await this.cancellations.refund(view.id, actorOf(admin), poundsToPence(amountPounds), reason);
    return this.detail(view.reference);
  }

  async quoteChange(reference: string, request: ChangeBookingRequest, admin: AuthUser): Promise<ChangeQuote> {
    const view = await this.find(reference);
    return this.changes.quote(await this.bookings.entity(view.id), request, actorOf(admin));
  }

  /** On the customer's behalf: applied at once; a dearer change only with the difference waived (no card here). */
  async change(reference: string, request: AdminChangeRequest, admin: AuthUser): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    const { reason, waiveDifference, ...change } = request;
    await this.changes.request(view.id, change, actorOf(admin), { waiveDifference: waiveDifference === true, reason });
    return this.detail(view.reference);
  }

  async resendConfirmation(reference: string, admin: AuthUser): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    await this.cancellations.resendConfirmation(view.id, actorOf(admin));
    return this.detail(view.reference);
  }

  /**
   * confirmed -> collected -> returned; anything else is a 409 with the reason. Recorded with the admin's name. A return
   * here is an admin's override of the hand-back by tags: the bags' tags are freed and their incidents closed with it.
   */
  async mark(reference: string, action: OperatorAction, admin: AuthUser): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    const actor = actorOf(admin);
    const release = action === 'returned' ? (tx: EntityManager) => this.tags.release(tx, view.id, `Returned by ${actor.label} from the booking's page`) : undefined;
    await this.bookings.changeStatus(view.id, action, actor, null, release);
    return this.detail(view.reference);
  }

  /** A no show back to confirmed (the customer came late after all); the history records which admin. */
  async undoNoShow(reference: string, admin: AuthUser): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    await this.bookings.undoNoShow(view.id, actorOf(admin));
    return this.detail(view.reference);
  }

  /** Every booking of the filter, streamed in keyset batches: never cut, never all in memory. */
  async csv(filter: BookingFilter): Promise<CsvFile> {
    const query = await this.listQuery(filter);
    const batches = async function* (self: AdminBookingsService): AsyncGenerator<string> {
      yield csvHeader(CSV_HEADER);
      let after: BookingListKey | undefined;
      for (;;) {
        const batch = await self.bookings.listPage({ ...query, after }, EXPORT_BATCH);
        if (batch.length === 0) return;
        const ledgers = await self.ledger.summaries(self.em.fork(), batch.map((view) => view.id));
        yield csvLines(batch.map((view) => toCsvRow(toBookingRow(view, ledgers.get(view.id)!))));
        if (batch.length < EXPORT_BATCH) return;
        after = keyOf(batch.at(-1)!);
      }
    };
    return { filename: csvFilename(filter), body: Readable.from(batches(this)) };
  }

  /** The filter as the booking module's list query; the refund-failed filter is the payments module's ids. */
  private async listQuery(filter: BookingFilter): Promise<BookingListQuery> {
    const ids = filter.attention === 'refund_failed' ? await this.ledger.bookingsWithFailedRefunds(this.em.fork()) : undefined;
    const from = filter.date ?? filter.from;
    const to = filter.date ?? filter.to;
    return {
      statuses: filter.status ? [filter.status] : OPERATOR_STATUSES,
      from: from ? formatIso(from) : undefined,
      to: to ? formatIso(to) : undefined,
      locationId: filter.locationId,
      text: filter.q,
      ids,
      changed: filter.attention === 'changed' || undefined,
      stay: filter.stay,
    };
  }

  private async find(reference: string): Promise<BookingView> {
    const view = await this.bookings.getByReference(reference);
    // A checkout that was never paid for is not an operator's booking.
    if (!view || !(OPERATOR_STATUSES as readonly string[]).includes(view.status)) throw new BookingNotFoundError();
    return view;
  }
}

const actorOf = (admin: AuthUser): Actor => ({ kind: 'admin', label: adminActor(admin) });

/** A row's place in the list: its collection day as stored ('YYYY-MM-DD') and its reference. */
const keyOf = (view: BookingView): BookingListKey => ({ collectionDate: view.collectionDate.split('-').reverse().join('-'), reference: view.reference });

function csvFilename(filter: BookingFilter): string {
  if (filter.date) return `bookings-${formatDashed(filter.date)}.csv`;
  if (filter.from || filter.to) return `bookings-${filter.from ? formatDashed(filter.from) : 'start'}-to-${filter.to ? formatDashed(filter.to) : 'end'}.csv`;
  return 'bookings-all-dates.csv';
}
