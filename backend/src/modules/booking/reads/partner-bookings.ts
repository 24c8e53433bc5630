import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BookingStatus, PartnerBookingView, PartnerPayment } from '@luggage/contracts';

/** A booking counted for a partner in a month, for its statement (the money comes from the ledger). */
export interface PartnerMonthBooking {
  id: number;
  reference: string;
  guestName: string;
  partnerReference: string | null;
  /** YYYY-MM-DD: the London day it was confirmed. */
  confirmedOn: string;
  status: BookingStatus;
  payment: PartnerPayment;
  totalPence: number;
}

interface ListRow {
  reference: string;
  full_name: string;
  partner_reference: string | null;
  collection_date: string;
  return_date: string;
  nights: number;
  location_name: string;
  status: BookingStatus;
  total_pence: number;
  billed_to_partner: boolean;
  partner_via_link: boolean;
}

const LIST = `select reference, full_name, partner_reference, to_char(collection_date, 'DD-MM-YYYY') as collection_date,
         to_char(return_date, 'DD-MM-YYYY') as return_date, nights, location_name, status, total_pence, billed_to_partner, partner_via_link
  from booking where partner_id = ?`;

const toView = (row: ListRow): PartnerBookingView => ({
  reference: row.reference,
  guestName: row.full_name,
  partnerReference: row.partner_reference,
  collectionDate: row.collection_date,
  returnDate: row.return_date,
  nights: Number(row.nights),
  locationName: row.location_name,
  status: row.status,
  totalPence: Number(row.total_pence),
  payment: row.billed_to_partner ? 'account' : 'card',
  viaLink: row.partner_via_link,
});

/**
 * The bookings counted for a partner (`booking.partner_id`), and only those: every read here names the partner, so a
 * partner never sees another partner's or a direct customer's booking.
 */
@Injectable()
export class PartnerBookingReads {
  constructor(private readonly em: EntityManager) {}

  /** Newest first; an abandoned card checkout (never paid) shows as it stands. At most 500. */
  async list(partnerId: number): Promise<PartnerBookingView[]> {
    const rows = await this.em.fork().execute<ListRow[]>(`${LIST} order by created_at desc, id desc limit 500`, [partnerId]);
    return rows.map(toView);
  }

  /** One of the partner's bookings by its reference; null for any other booking. */
  async one(partnerId: number, reference: string): Promise<PartnerBookingView | null> {
    const [row] = await this.em.fork().execute<ListRow[]>(`${LIST} and reference = ?`, [partnerId, reference]);
    return row ? toView(row) : null;
  }

  /** The bookings confirmed in [from, to) (London days, YYYY-MM-DD), oldest first: the month's statement. */
  async confirmedBetween(partnerId: number, from: string, to: string): Promise<PartnerMonthBooking[]> {
    const rows = await this.em.fork().execute<(Omit<ListRow, 'collection_date' | 'return_date' | 'nights' | 'location_name' | 'partner_via_link'> & { id: number; confirmed_on: string })[]>(
      `select id, reference, full_name, partner_reference, to_char(confirmed_at at time zone 'Europe/London', 'YYYY-MM-DD') as confirmed_on, status,
              total_pence, billed_to_partner
         from booking
        where partner_id = ? and confirmed_at >= (?::date)::timestamp at time zone 'Europe/London' and confirmed_at < (?::date)::timestamp at time zone 'Europe/London'
        order by confirmed_at, id`,
      [partnerId, from, to],
    );
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      guestName: row.full_name,
      partnerReference: row.partner_reference,
      confirmedOn: row.confirmed_on,
      status: row.status,
      payment: row.billed_to_partner ? 'account' : 'card',
      totalPence: Number(row.total_pence),
    }));
  }

  /** Each partner's bookings confirmed in [from, to) and not cancelled since: partner id -> count. */
  async countsBetween(from: string, to: string): Promise<Map<number, number>> {
    const rows = await this.em.fork().execute<{ partner_id: number; n: number }[]>(
      `select partner_id, count(*)::int as n from booking
        where partner_id is not null and status <> 'cancelled'
          and confirmed_at >= (?::date)::timestamp at time zone 'Europe/London' and confirmed_at < (?::date)::timestamp at time zone 'Europe/London'
        group by partner_id`,
      [from, to],
    );
    return new Map(rows.map((row) => [row.partner_id, Number(row.n)]));
  }
}
