import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type AdminBookingDetail,
  type AdminBookingList,
  type AdminBookingRow,
  type AdminCancelRequest,
  type AdminChangeRequest,
  type AttentionFilter,
  type CalendarDate,
  type ChangeBookingRequest,
  type ChangeQuote,
  poundsToPence,
  formatDashed,
  OPERATOR_STATUSES,
  type OperatorAction,
  type OperatorStatus,
} from '@luggage/contracts';
import type { AuthUser } from '../auth/index.js';
import {
  type Actor,
  BookingCancellationService,
  BookingChangeService,
  BookingNotFoundError,
  BookingService,
  type BookingView,
  MoveNotAllowedError,
  type RefundChoice,
} from '../booking/index.js';
import { PinLock } from '../operations/index.js';
import { PaymentLedger } from '../payments/index.js';
import { adminActor, CSV_HEADER, toBookingDetail, toBookingRow, toCsvRow } from './admin-bookings.mapper.js';
import { toCsv } from './csv.js';

const PIN_NOT_LOCKED = "This booking's check-in PIN is not locked.";

/** The most bookings one search answers per status; more marks the list as truncated. */
const PAGE = 200;

export interface BookingFilter {
  /** null: every collection date. */
  date: CalendarDate | null;
  locationId?: number;
  status?: OperatorStatus;
  q?: string;
  attention?: AttentionFilter;
}

export interface CsvFile {
  filename: string;
  body: string;
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
  ) {}

  async list(filter: BookingFilter): Promise<AdminBookingList> {
    const statuses = filter.status ? [filter.status] : OPERATOR_STATUSES;
    const ids = filter.attention === 'refund_failed' ? await this.ledger.bookingsWithFailedRefunds(this.em.fork()) : undefined;
    const found: BookingView[] = [];
    let truncated = false;
    for (const status of statuses) {
      const page = await this.bookings.search({
        collectionDate: filter.date ? formatDashed(filter.date) : undefined,
        locationId: filter.locationId,
        status,
        text: filter.q,
        ids,
        changed: filter.attention === 'changed' || undefined,
        limit: PAGE,
      });
      truncated ||= page.length >= PAGE;
      found.push(...page);
    }
    const ledgers = await this.ledger.summaries(this.em.fork(), found.map((view) => view.id));
    const rows: AdminBookingRow[] = found.map((view) => toBookingRow(view, ledgers.get(view.id)!));
    return { date: filter.date ? formatDashed(filter.date) : null, bookings: rows.sort(byCollection), truncated };
  }

  async detail(reference: string): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    const [history, ledger, pinLockedUntil] = await Promise.all([
      this.bookings.history(view.id),
      this.ledger.summary(this.em.fork(), view.id),
      this.pinLock.lockedUntil(view.reference),
    ]);
    return toBookingDetail(view, history, ledger, pinLockedUntil);
  }

  /** Ends the lock wrong PINs put on the booking's check-in, recorded in its history with the admin's name; 409 when not locked. */
  async unlockPin(reference: string, admin: AuthUser): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    const unlocked = await this.bookings.recordAction(view.id, 'unlock_pin', adminActor(admin), (tx) => this.pinLock.unlock(tx, view.reference));
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

  /** confirmed -> collected -> returned; anything else is a 409 with the reason. Recorded with the admin's name. */
  async mark(reference: string, action: OperatorAction, admin: AuthUser): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    await this.bookings.changeStatus(view.id, action, adminActor(admin));
    return this.detail(view.reference);
  }

  /** A no show back to confirmed (the customer came late after all); the history records which admin. */
  async undoNoShow(reference: string, admin: AuthUser): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    await this.bookings.undoNoShow(view.id, adminActor(admin));
    return this.detail(view.reference);
  }

  async csv(filter: BookingFilter): Promise<CsvFile> {
    const { bookings } = await this.list(filter);
    const day = filter.date ? formatDashed(filter.date) : 'all-dates';
    return { filename: `bookings-${day}.csv`, body: toCsv(CSV_HEADER, bookings.map(toCsvRow)) };
  }

  private async find(reference: string): Promise<BookingView> {
    const view = await this.bookings.getByReference(reference);
    // A checkout that was never paid for is not an operator's booking.
    if (!view || !(OPERATOR_STATUSES as readonly string[]).includes(view.status)) throw new BookingNotFoundError();
    return view;
  }
}

const actorOf = (admin: AuthUser): Actor => ({ kind: 'admin', label: adminActor(admin) });

/** 'DD-MM-YYYY' -> 'YYYYMMDD', which sorts by date. */
const sortKey = (row: AdminBookingRow) => row.collectionDate.split('-').reverse().join('');

/** By collection day, then the point's time and name, then the customer's name. */
function byCollection(a: AdminBookingRow, b: AdminBookingRow): number {
  return (
    sortKey(a).localeCompare(sortKey(b)) ||
    a.location.time.localeCompare(b.location.time) ||
    a.location.name.localeCompare(b.location.name) ||
    a.fullName.localeCompare(b.fullName)
  );
}
