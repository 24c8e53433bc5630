// Operators and same-day stays (issue 40, item 8): the day lists give each drop-off and pick-up its time, so the staff
// screen orders the day by time with the next hour first and a same-day stay twice (its drop-off and its pick-up);
// occupancy gives each point's peak of each day and its hour from the half-hour counters; the admin list and CSV
// filter same-day stays or stays of nights (422 by field for anything else), and the run sheet, which lists address
// legs only, is unchanged by a day that holds same-day stays.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type AdminBookingList, type DayLists, type GetDataResponse, handoversByTime, type OccupancyView } from '@luggage/contracts';
import { adminSession, bookAsVisitor, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate } from '../support/booking-builders.js';
import { dayStayRequest } from '../support/day-stays.js';
import type { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let t: TestApp;
let admin: HttpSession;
let catalog: GetDataResponse;
let bristol: number;
/** The day, four days ahead, and what is booked at Bristol Bus Station (open 08:00-20:00, handovers at 09:00) on it. */
const AHEAD = 4;
const DAY = londonDate(AHEAD);
const refs = { ona: '', ray: '', sam: '', tia: '' };

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  ({ data: catalog, bristolBusStation: bristol } = await demoCatalog(t));
  const sameDay = (bags: number, dropOffTime: string, pickUpTime: string, fullName: string) => dayStayRequest(catalog, bristol, bags, AHEAD, { dropOffTime, pickUpTime }, { fullName });
  // Ona drops 2 bags off at 09:00 for 2 nights; Ray, in since two days before, picks his 2 up at 09:00.
  refs.ona = await bookAsVisitor(t, bristol, { fullName: 'Ona Overnight', collectionDate: DAY });
  refs.ray = await bookAsVisitor(t, bristol, { fullName: 'Ray Returning', collectionDate: londonDate(AHEAD - 2) });
  // Same-day stays: Sam 2 bags 11:00-17:00, Tia 1 bag 12:00-13:00.
  refs.sam = await bookAsVisitor(t, bristol, sameDay(2, '11:00', '17:00', 'Sam Sameday'));
  refs.tia = await bookAsVisitor(t, bristol, sameDay(1, '12:00', '13:00', 'Tia Twelve'));
});
afterAll(async () => {
  await t?.close();
});

describe('the day lists by time', () => {
  it('give each entry its handover time: a same-day stay is a drop-off and a pick-up of the day', async () => {
    const lists = (await admin.get(`/api/operations/day-lists?date=${DAY}&locationId=${bristol}`).expect(200)).body as DayLists;
    const [point] = lists.points;
    const timed = (entries: DayLists['points'][number]['collections']['entries']) => entries.map((e) => `${e.time} ${e.fullName}`).sort();
    expect(timed(point.collections.entries)).toEqual(['09:00 Ona Overnight', '11:00 Sam Sameday', '12:00 Tia Twelve']);
    expect(timed(point.returns.entries)).toEqual(['09:00 Ray Returning', '13:00 Tia Twelve', '17:00 Sam Sameday']);
    // The point's heading keeps the point's own time, as before.
    expect(point.location.time).toBe('09:00');
  });

  it('order into the next hour first, then the rest of the day by time', async () => {
    const lists = (await admin.get(`/api/operations/day-lists?date=${DAY}&locationId=${bristol}`).expect(200)).body as DayLists;
    const line = (handovers: ReturnType<typeof handoversByTime>['rest']) => handovers.map((h) => `${h.time} ${h.kind} ${h.entry.fullName}`);
    const at = handoversByTime(lists.points, '11:30');
    expect(line(at.nextHour)).toEqual(['12:00 drop-off Tia Twelve']);
    expect(line(at.rest)).toEqual(['09:00 drop-off Ona Overnight', '09:00 pick-up Ray Returning', '11:00 drop-off Sam Sameday', '13:00 pick-up Tia Twelve', '17:00 pick-up Sam Sameday']);
  });
});

describe('occupancy with same-day stays', () => {
  it("shows each point's peak of the day and its hour beside the bags stored each night", async () => {
    const body = (await admin.get('/api/operations/occupancy').expect(200)).body as OccupancyView;
    const point = body.points.find((p) => p.location.id === bristol)!;
    expect(point.peaks).toHaveLength(14);
    // Ray's 2 bags through the day before; on the day Ona's 2 from 09:00, Sam's 2 from 11:00, Tia's 1 from 12:00 to 13:00.
    expect(point.peaks[AHEAD - 1]).toEqual({ bags: 2, at: '00:00' });
    expect(point.peaks[AHEAD]).toEqual({ bags: 5, at: '12:00' });
    // Ona's bags until her 09:00 pick-up two days on, then nothing.
    expect(point.peaks[AHEAD + 2]).toEqual({ bags: 2, at: '00:00' });
    expect(point.peaks[AHEAD + 3]).toEqual({ bags: 0, at: null });
    // The nights stored are as before: the same-day stays hold no night.
    expect(point.bags.slice(AHEAD - 2, AHEAD + 3)).toEqual([2, 2, 2, 2, 0]);
    for (const other of body.points.filter((p) => p.location.id !== bristol)) expect(other.peaks.every((peak) => peak.at === null)).toBe(true);
  });
});

describe('the admin list and CSV by stay', () => {
  const names = (list: AdminBookingList) => list.bookings.map((b) => b.fullName).sort();
  const list = async (query: string) => (await admin.get(`/api/admin/bookings${query}`).expect(200)).body as AdminBookingList;
  const csv = async (query: string) => {
    const response = await admin.get(`/api/admin/bookings.csv${query}`).buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
    expect(response.status).toBe(200);
    return (response.body as string).slice(1).split('\r\n').slice(1, -1);
  };

  it('lists only same-day stays, with their pick-up time, or only stays of nights, on a day and over every date', async () => {
    const sameDay = await list(`?date=${DAY}&stay=same-day`);
    expect(names(sameDay)).toEqual(['Sam Sameday', 'Tia Twelve']);
    expect(sameDay.bookings.find((b) => b.reference === refs.sam)).toMatchObject({ nights: 0, location: { time: '11:00' }, pickUpTime: '17:00', returnDate: DAY });
    expect(names(await list(`?date=${DAY}&stay=overnight`))).toEqual(['Ona Overnight']);
    expect((await list(`?date=${DAY}&stay=overnight`)).bookings[0].pickUpTime).toBeUndefined();
    expect(names(await list('?date=all&stay=same-day'))).toEqual(['Sam Sameday', 'Tia Twelve']);
    expect(names(await list('?date=all&stay=overnight'))).toEqual(['Ona Overnight', 'Ray Returning']);
    expect(names(await list(`?date=${DAY}`))).toEqual(['Ona Overnight', 'Sam Sameday', 'Tia Twelve']);
  });

  it('exports the same rows and counts them the same', async () => {
    const rows = await csv('?date=all&stay=same-day');
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual([refs.sam, refs.tia].sort());
    expect(rows.every((row) => row.includes(`,0,${DAY},`))).toBe(true);
    expect((await csv(`?date=${DAY}&stay=overnight`)).map((row) => row.split(',')[0])).toEqual([refs.ona]);
    expect((await admin.get('/api/admin/bookings/export?date=all&stay=same-day').expect(200)).body).toEqual({ rows: 2, filename: 'bookings-all-dates.csv' });
  });

  it.each([['?stay=day'], ['?stay=SAME-DAY'], ['?stay=same-day&stay=overnight']])('refuses %s under its field, on the list, the CSV and the count', async (query) => {
    for (const path of ['/api/admin/bookings', '/api/admin/bookings.csv', '/api/admin/bookings/export']) {
      const response = await admin.get(`${path}${query}`).expect(422);
      expect(response.body.errors).toEqual({ stay: ['The stay must be one of same-day, overnight.'] });
    }
  });
});

describe('the run sheet on a day of same-day stays', () => {
  it('lists no stop for them: a same-day stay has no address leg yet', async () => {
    const city = catalog.collection_cities.find((c) => c.get_locations.some((l) => l.id === bristol))!.id;
    const iso = DAY.split('-').reverse().join('-');
    const sheet = (await admin.get(`/api/admin/run-sheet?cityId=${city}&date=${iso}`).expect(200)).body as { stops: unknown[] };
    expect(sheet.stops).toEqual([]);
  });
});
