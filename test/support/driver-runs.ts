// Today's address legs for the drivers' tests. A booking is made and paid as a visitor makes it (at a point, ahead of
// time: the wizard refuses today), then the test database moves it to today and gives it an address leg in a demo zone
// and window, as a checkout with an address leg records it (booking_leg, see the legs' migration).
import type { LegDirection } from '@luggage/contracts';
import { formatIso, todayInLondon, addDays } from '@luggage/contracts';
import { sql } from './booking-builders.js';
import { bookAndPay, type PaidBooking } from './lifecycle.js';
import type { TestApp } from './test-app.js';

export interface AddressLegOptions {
  direction: LegDirection;
  postcode: string;
  line1?: string;
  /** 'HH:mm': the city's demo window starting then. */
  windowStart?: string;
  lat?: number;
  lng?: number;
  note?: string;
  contactName?: string;
}

export interface LegBooking extends PaidBooking {
  bookingId: number;
  legId: number;
}

/** A paid booking at `pointId` with an address leg today: a collection today (confirmed), or a return today (collected). */
export async function addressLegToday(t: TestApp, pointId: number, options: AddressLegOptions): Promise<LegBooking> {
  const paid = await bookAndPay(t, pointId);
  const [{ id: bookingId }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [paid.reference]);
  const today = formatIso(todayInLondon());
  const collection = options.direction === 'collection' ? today : formatIso(addDays(todayInLondon(), -2));
  await sql(t, `update booking set collection_date = ?::date, return_date = ?::date + nights, status = ? where id = ?`, [
    collection,
    collection,
    options.direction === 'collection' ? 'confirmed' : 'collected',
    bookingId,
  ]);
  const district = options.postcode.split(' ')[0];
  const [zone] = await sql<{ id: number; city_id: number }>(t, `select id, city_id from delivery_zone where ? = any(districts)`, [district]);
  if (!zone) throw new Error(`No demo zone covers ${district}`);
  const [window] = await sql<{ id: number; start_time: string; end_time: string }>(
    t,
    `select id, start_time, end_time from delivery_window where city_id = ? and start_time = ?`,
    [zone.city_id, options.windowStart ?? '08:00'],
  );
  if (!window) throw new Error(`No demo window at ${options.windowStart}`);
  const [{ id: legId }] = await sql<{ id: number }>(
    t,
    `insert into booking_leg (booking_id, direction, kind, date, line1, town, postcode, district, note, contact_name, lat, lng, zone_id, window_id, window_start, window_end, fee_pence)
     values (?, ?, 'address', ?::date, ?, 'Bristol', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1500) returning id`,
    [
      bookingId,
      options.direction,
      today,
      options.line1 ?? '12 Royal York Crescent',
      options.postcode,
      district,
      options.note ?? null,
      options.contactName ?? null,
      options.lat ?? null,
      options.lng ?? null,
      zone.id,
      window.id,
      window.start_time,
      window.end_time,
    ],
  );
  return { ...paid, bookingId, legId };
}
