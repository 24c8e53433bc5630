import { Injectable } from '@nestjs/common';
import {
  type AdminBookingDetail,
  type AdminBookingList,
  type AdminBookingRow,
  type CalendarDate,
  formatDashed,
  OPERATOR_STATUSES,
  type OperatorAction,
  type OperatorStatus,
} from '@luggage/contracts';
import type { AuthUser } from '../auth/index.js';
import { BookingNotFoundError, BookingService, type BookingView } from '../booking/index.js';
import { adminActor, CSV_HEADER, toBookingDetail, toBookingRow, toCsvRow } from './admin-bookings.mapper.js';
import { toCsv } from './csv.js';

/** The most bookings one search answers per status; more marks the list as truncated. */
const PAGE = 200;

export interface BookingFilter {
  /** null: every collection date. */
  date: CalendarDate | null;
  locationId?: number;
  status?: OperatorStatus;
  q?: string;
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
  constructor(private readonly bookings: BookingService) {}

  async list(filter: BookingFilter): Promise<AdminBookingList> {
    const statuses = filter.status ? [filter.status] : OPERATOR_STATUSES;
    const rows: AdminBookingRow[] = [];
    let truncated = false;
    for (const status of statuses) {
      const found = await this.bookings.search({
        collectionDate: filter.date ? formatDashed(filter.date) : undefined,
        locationId: filter.locationId,
        status,
        text: filter.q,
        limit: PAGE,
      });
      truncated ||= found.length >= PAGE;
      rows.push(...found.map(toBookingRow));
    }
    return { date: filter.date ? formatDashed(filter.date) : null, bookings: rows.sort(byCollection), truncated };
  }

  async detail(reference: string): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    return toBookingDetail(view, await this.bookings.history(view.id));
  }

  /** confirmed -> collected -> returned; anything else is a 409 with the reason. Recorded with the admin's name. */
  async mark(reference: string, action: OperatorAction, admin: AuthUser): Promise<AdminBookingDetail> {
    const view = await this.find(reference);
    await this.bookings.changeStatus(view.id, action, adminActor(admin));
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
