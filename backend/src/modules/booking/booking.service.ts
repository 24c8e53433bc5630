import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { type AccountBooking, formatIso, parseDayMonthYear } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { BookingLifecycle } from './booking-lifecycle.js';
import { manageLinkLive, openManageToken } from './manage-link.js';
import { BookingNotFoundError, BookingTransitionError } from './booking.errors.js';
import { toAccountBooking, toBookingView, toStatusChangeView } from './booking.mapper.js';
import type { BookingSearch, BookingStatusChangeView, BookingView, ManualStatus } from './booking.views.js';
import { normaliseReference } from './domain/booking-reference.js';
import { Booking, BookingStatusChange } from './entities/index.js';

/** Statuses of bookings a customer actually made (an abandoned or failed checkout is not one). */
const MADE: Booking['status'][] = ['confirmed', 'collected', 'returned', 'cancelled'];
const MAX_PAGE = 200;

/** The booking module's public face for other modules: reads, and the hand-made status moves with their audit trail. */
@Injectable()
export class BookingService {
  constructor(
    private readonly em: EntityManager,
    private readonly lifecycle: BookingLifecycle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The manage-link secret of a booking, while its link still works. */
  private manageTokenOf(booking: Booking): string | null {
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
      .find(Booking, { $or: owners, status: { $in: MADE } }, { populate: ['items'], orderBy: { createdAt: 'desc', id: 'desc' } });
    return bookings.map((booking) => toAccountBooking(booking, this.manageTokenOf(booking)));
  }

  /** The secret of the booking's manage link while it works, for the emails that carry it (null otherwise). */
  async manageToken(id: number): Promise<string | null> {
    const booking = await this.em.fork().findOne(Booking, { id });
    return booking ? this.manageTokenOf(booking) : null;
  }

  /** The booking itself, for the lifecycle services (which decide from the entity). */
  async entity(id: number): Promise<Booking> {
    const booking = await this.em.fork().findOne(Booking, { id }, { populate: ['items'] });
    if (!booking) throw new BookingNotFoundError();
    return booking;
  }

  async get(id: number): Promise<BookingView | null> {
    const booking = await this.em.fork().findOne(Booking, { id }, { populate: ['items'] });
    return booking ? toBookingView(booking) : null;
  }

  /** Accepts 'K7MX3QPA', 'k7mx-3qpa' and the like. */
  async getByReference(reference: string): Promise<BookingView | null> {
    const normalised = normaliseReference(reference);
    if (!normalised) return null;
    const booking = await this.em.fork().findOne(Booking, { reference: normalised }, { populate: ['items'] });
    return booking ? toBookingView(booking) : null;
  }

  /** Bookings by collection day, point, status or text, ordered by collection date then reference. */
  async search(filter: BookingSearch): Promise<BookingView[]> {
    const where: FilterQuery<Booking> = {};
    const day = filter.collectionDate ? parseDayMonthYear(filter.collectionDate) : null;
    if (day) where.collectionDate = formatIso(day);
    if (filter.locationId) where.locationId = filter.locationId;
    if (filter.status) where.status = filter.status;
    if (filter.ids) where.id = { $in: filter.ids };
    if (filter.changed) where.changedAt = { $ne: null };
    const text = filter.text?.trim();
    if (text) {
      const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [{ reference: { $ilike: like } }, { fullName: { $ilike: like } }, { email: { $ilike: like } }, { contactNumber: { $ilike: like } }];
    }
    const bookings = await this.em.fork().find(Booking, where, {
      populate: ['items'],
      orderBy: { collectionDate: 'asc', reference: 'asc' },
      limit: Math.min(Math.max(filter.limit ?? 50, 1), MAX_PAGE),
      offset: Math.max(filter.offset ?? 0, 0),
    });
    return bookings.map(toBookingView);
  }

  async history(bookingId: number): Promise<BookingStatusChangeView[]> {
    const changes = await this.em.fork().find(BookingStatusChange, { bookingId }, { orderBy: { id: 'asc' } });
    return changes.map(toStatusChangeView);
  }

  /** confirmed -> collected -> returned, recorded with who did it. */
  async changeStatus(bookingId: number, to: ManualStatus, actor: string, note: string | null = null): Promise<BookingView> {
    await this.em.fork().transactional(async (tx) => {
      const current = await tx.findOne(Booking, { id: bookingId });
      if (!current) throw new BookingNotFoundError();
      if (!(await this.lifecycle.transition(tx, bookingId, to, actor, note))) throw new BookingTransitionError(current.status, to);
    });
    const view = await this.get(bookingId);
    if (!view) throw new BookingNotFoundError();
    return view;
  }
}
