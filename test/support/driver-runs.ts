// Today's address legs for the drivers' tests. A visitor books and pays a collection from (or a delivery to) an address
// as the wizard sends it (the handover or give-back of POST /api/stripe-payment-intent, ahead of time: the wizard
// refuses today's windows past their cut-off), then the test database moves the booking and its leg to today, as the
// calendar would (the point's counted nights with them), with the bags already collected for a delivery. A run starts
// only near its window: the app's run clock is set to the hour a test needs (a fake clock), never waited for.
import { addDays, formatIso, type LegAddress, type LegDirection, londonInstant, todayInLondon } from '@luggage/contracts';
import { RunClock } from '../../backend/src/modules/delivery/index.js';
import { sql } from './booking-builders.js';
import type { HttpSession } from './http-session.js';
import { bookAndPay, type PaidBooking } from './lifecycle.js';
import type { TestApp } from './test-app.js';
import { restay } from './capacity-counters.js';

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

/** Storage for two nights of the builders' basket (a Small and a Medium suitcase), and a Bristol trip. */
const STORAGE = 36.45;
const BRISTOL_TRIP = 15;

/** A paid booking at `pointId` (a Bristol zone's storage point) with an address leg today in a Bristol zone. */
export async function addressLegToday(t: TestApp, pointId: number, options: AddressLegOptions): Promise<LegBooking> {
  const [window] = await sql<{ id: number }>(
    t,
    `select w.id from delivery_window w join delivery_zone z on z.city_id = w.city_id where ? = any(z.districts) and w.start_time = ?`,
    [options.postcode.split(' ')[0], options.windowStart ?? '08:00'],
  );
  if (!window) throw new Error(`No demo window at ${options.windowStart} for ${options.postcode}`);
  const address: LegAddress = {
    line1: options.line1 ?? '12 Royal York Crescent',
    town: 'Bristol',
    postcode: options.postcode,
    ...(options.note ? { note: options.note } : {}),
    ...(options.contactName ? { contactName: options.contactName } : {}),
    ...(options.lat !== undefined && options.lng !== undefined ? { lat: options.lat, lng: options.lng } : {}),
  };
  const leg = { kind: 'address', address, windowId: window.id } as const;
  const paid = await bookAndPay(t, pointId, {
    ...(options.direction === 'collection' ? { handover: leg } : { giveBack: leg }),
    totalCost: STORAGE + BRISTOL_TRIP,
  });
  const [{ id: bookingId }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [paid.reference]);
  const today = formatIso(todayInLondon());
  const collection = options.direction === 'collection' ? today : formatIso(addDays(todayInLondon(), -2));
  await restay(t, bookingId, () =>
    sql(t, `update booking set collection_date = ?::date, return_date = ?::date + nights, status = ? where id = ?`, [
      collection,
      collection,
      options.direction === 'collection' ? 'confirmed' : 'collected',
      bookingId,
    ]),
  );
  const [{ id: legId }] = await sql<{ id: number }>(t, `update booking_leg set date = ?::date where booking_id = ? and direction = ? returning id`, [today, bookingId, options.direction]);
  return { ...paid, bookingId, legId };
}


/** The app's run clock reads `at`, or today in London at `at` ('HH:mm'): the driver's day and "Start run" follow it. */
export function setRunClock(t: TestApp, at: string | Date): Date {
  const now = typeof at === 'string' ? londonInstant(todayInLondon(), at) : at;
  t.app.get(RunClock).now = () => now;
  return now;
}

/** The driver starts the stop's run at its window's start (the run clock set there); answers the response. */
export async function startRun(t: TestApp, driver: HttpSession, legId: number) {
  const [leg] = await sql<{ start: string }>(t, 'select window_start as start from booking_leg where id = ?', [legId]);
  setRunClock(t, leg.start);
  return driver.post(`/api/driver/stops/${legId}/start`, {});
}
