// Issue 38, item 5: bursts of whole bookings (payment intent, card, booking), half of them with a collection and a
// delivery by a driver, fired at once over two API processes and a worker on one PostgreSQL database. Every path that
// counts bags and trips locks them in one order (capacity-locks.ts): no deadlock, so no 500 and no request left
// waiting, and the counters still never sell a bag or a trip twice.
// Runs on the PostgreSQL + Redis run only (*.postgres.test.ts).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { burstFigures, fireBursts } from '../load/burst.mjs';
import type { RunningApp } from '../support/app-process.js';
import { type ProcessStack, startProcessStack } from '../support/process-stack.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { eventually } from '../support/test-app.js';

jest.setTimeout(240_000);

const BURSTS = 4;
const PER_BURST = 30;
/**
 * The point's bags a night and each window's trips a day: a burst asks for more of both on its first day, so past the
 * hold rule's half checkouts hold nothing, their payments take their bags and trips (or are refunded), and the last
 * ones are fought over. (The build before this lock order answered 12 of these requests 500, one after 54 s.)
 */
const CAPACITY = 60;
const TRIPS = 12;

describe('bursts of bookings with driver legs over two API instances (PostgreSQL)', () => {
  let smtp: SmtpCatcher;
  let stack: ProcessStack;
  let a: RunningApp;
  let b: RunningApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stack = await startProcessStack({ env: { SMTP_URL: smtp.url, RATE_LIMITS: 'off' } });
    [a, b] = await Promise.all([stack.startApi(), stack.startApi(), stack.startWorker()]);
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it(`answers every request of ${BURSTS} bursts of ${PER_BURST} bookings without a 5xx, confirms each paid booking once and sells no bag or trip twice`, async () => {
    const pointId = (await stack.sql<{ id: number }>(`select storage_location_id as id from delivery_zone where 'BS8' = any(districts)`))[0]?.id;
    await stack.sql('update collection_location set capacity = $1 where id = $2', [CAPACITY, pointId]);
    await stack.sql(`update delivery_window set trips = $1 where city_id = (select city_id from delivery_zone where 'BS8' = any(districts))`, [TRIPS]);
    const bursts = await fireBursts({ urls: [a.url, b.url], bursts: BURSTS, perBurst: PER_BURST });
    const figures = burstFigures(bursts);
    console.log(`bursts: ${JSON.stringify(figures)}`);

    const failed = bursts.visitors.flatMap((visitor) => visitor.requests.filter((request) => request.status === null || request.status >= 500));
    expect(failed).toEqual([]);
    expect(figures.requests).toBe(bursts.visitors.reduce((n, visitor) => n + visitor.requests.length, 0));
    expect(bursts.visitors.filter((visitor) => visitor.outcome === 'failed')).toEqual([]);
    // Enough of them get through, and enough are refused, for the bursts to have fought over the last bags and trips.
    expect(figures.booked).toBeGreaterThan(BURSTS * 5);
    expect(figures.refused).toBeGreaterThan(0);

    // Each paid booking ends confirmed (by the browser or the payment's event, once) or refunded in full: none waits.
    const paid = () =>
      stack.sql<{ email: string; status: string; total: number; charged: number; confirmations: number; ledger: number; refunded: number }>(
        `select b.email, b.status, b.total_pence as total, i.amount_pence as charged,
                (select count(*)::int from booking_status_change h where h.booking_id = b.id and h.to_status = 'confirmed') as confirmations,
                (select coalesce(sum(p.amount_pence), 0)::int from booking_payment p where p.booking_id = b.id) as ledger,
                (select coalesce(sum(r.amount_pence), 0)::int from refund r where r.booking_id = b.id and r.state <> 'failed') as refunded
           from booking b join payment_intent i on i.id = b.payment_intent_id where i.status = 'succeeded'`,
      );
    const settled = await eventually(paid, (rows) => rows.every((row) => row.status !== 'pending_payment'), 30_000);
    const booked = new Set(bursts.visitors.filter((visitor) => visitor.outcome === 'booked').map((visitor) => visitor.email));
    for (const row of settled) {
      if (row.status === 'confirmed') expect(row).toEqual({ ...row, confirmations: 1, ledger: row.charged, total: row.charged, refunded: 0 });
      // Paid without a hold and found no room: confirmed and cancelled in one transaction (its history says both), refunded in full.
      else expect(row).toEqual({ ...row, status: 'cancelled', confirmations: Math.min(row.confirmations, 1), ledger: row.charged, refunded: row.charged });
      if (booked.has(row.email)) expect(row.status).toBe('confirmed');
    }
    expect(settled.filter((row) => row.status === 'confirmed')).toHaveLength(booked.size);

    // The counters hold what the bookings holding bags and trips hold, within the point's bags and each window's trips.
    // Each half hour of each day (location_day, booking/capacity/moments.ts) against the bookings holding bags over it.
    const slots = await stack.sql<{ day: string; slot: number; bags: number; held: number }>(
      `select to_char(d.day, 'YYYY-MM-DD') as day, s - 1 as slot, d.bags[s]::int as bags,
              (select coalesce(sum(i.amount), 0)::int from booking b join booking_item i on i.booking_id = b.id
                where b.location_id = d.location_id and b.holds_bags
                  and b.holds_from <= (d.day - date '2000-01-01') * 48 + s - 1 and b.holds_until > (d.day - date '2000-01-01') * 48 + s - 1) as held
         from location_day d cross join generate_series(1, 48) as s where d.location_id = $1 order by d.day, s`,
      [pointId],
    );
    expect(new Set(slots.map((slot) => slot.day)).size).toBeGreaterThanOrEqual(BURSTS);
    for (const slot of slots) expect(slot).toEqual({ ...slot, bags: slot.held });
    expect(slots.filter((slot) => slot.bags > CAPACITY)).toEqual([]);
    const trips = await stack.sql<{ window_id: number; day: string; trips: number; capacity: number; held: number }>(
      `select d.window_id, to_char(d.day, 'YYYY-MM-DD') as day, d.trips, w.trips as capacity,
              (select count(*)::int from booking_leg l join booking b on b.id = l.booking_id
                where l.window_id = d.window_id and l.date = d.day and l.kind = 'address' and b.holds_bags) as held
         from delivery_window_day d join delivery_window w on w.id = d.window_id order by d.day, d.window_id`,
    );
    expect(trips.some((trip) => trip.trips > 0)).toBe(true);
    for (const trip of trips) expect(trip).toEqual({ ...trip, trips: trip.held });
    expect(trips.filter((trip) => trip.trips > trip.capacity)).toEqual([]);
  });
});
