// A list page's bookings are read as plain rows in one statement (booking-page-rows.ts), not as entities: each must be
// exactly the booking the entity path gives (get by id), for bookings with several lines and legs of every kind.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type GetDataResponse, type LegAddress, OPERATOR_STATUSES } from '@luggage/contracts';
import { BookingService, type BookingView } from '../../backend/src/modules/booking/index.js';
import { aLine, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { bookAndPay } from '../support/lifecycle.js';
import { createAdminTestApp } from '../support/admin.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

const CLIFTON: LegAddress = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'bs84jz', note: 'Hotel reception, ask for the concierge', lat: 51.4536, lng: -2.6198 };
const BATH_HOTEL: LegAddress = { line1: '1 Royal Crescent', line2: 'Flat 2', town: 'Bath', postcode: 'BA1 2LR', contactName: 'Sam Porter' };
/** Small (£10) x2, Medium (£12.50) and Large (£15) suitcases: £47.50 a night, -20% for four bags, x2 nights, -10%. */
const THREE_LINES_TOTAL = 68.4;
const THREE_LINES = [aLine('SS', 10, 2, { typeName: 'Small Suitcase' }), aLine('MS', 12.5, 1, { typeName: 'Medium Suitcase' }), aLine('LS', 15, 1, { typeName: 'Large Suitcase' })];

describe('list pages read plain rows', () => {
  let t: TestApp;
  let bookings: BookingService;
  const day = londonDate(6);
  const isoDay = day.split('-').reverse().join('-');
  const references: string[] = [];

  beforeAll(async () => {
    t = await createAdminTestApp();
    bookings = t.app.get(BookingService);
    const { data, bristolBusStation: busStation } = await demoCatalog(t);
    const cityOf = (pointId: number) => data.collection_cities.find((city) => city.get_locations.some((point) => point.id === pointId))!.id;
    const bathSpa = pointNamed(data, 'Bath Spa Station');
    const windowOf = (cityId: number, start: string) => data.delivery.windows.find((w) => w.cityId === cityId && w.start === start)!.id;
    const at = { collectionDate: day };
    // Collected from an address (with coordinates) and delivered to another; the default basket's two lines.
    references.push(
      (await bookAndPay(t, busStation, {
        ...at,
        email: 'rows1@example.com',
        handover: { kind: 'address', address: CLIFTON, windowId: windowOf(cityOf(busStation), '08:00') },
        giveBack: { kind: 'address', address: BATH_HOTEL, windowId: windowOf(cityOf(bathSpa), '14:00') },
        totalCost: 36.45 + 15 + 20,
      })).reference,
    );
    // Given back at a point of another city.
    references.push((await bookAndPay(t, busStation, { ...at, email: 'rows2@example.com', giveBack: { kind: 'other_point', locationId: bathSpa }, totalCost: 36.45 + 15 })).reference);
    // Three lines at a point both ways.
    references.push((await bookAndPay(t, busStation, { ...at, email: 'rows3@example.com', storageItemsBasket: THREE_LINES, totalCost: THREE_LINES_TOTAL })).reference);
    // A booking from before legs (no leg rows: its implied point legs), changed after payment, collected.
    references.push((await bookAndPay(t, busStation, { ...at, email: 'rows4@example.com' })).reference);
    await sql(t, 'delete from booking_leg where booking_id = (select id from booking where reference = ?)', [references[3]]);
    await sql(t, "update booking set changed_at = now(), version = version + 1, status = 'collected' where reference = ?", [references[3]]);
    // A delivery that failed, its reason kept.
    await sql(t, "update booking_leg set state = 'failed', failure_reason = 'nobody_there' where direction = 'return' and booking_id = (select id from booking where reference = ?)", [references[0]]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const byGet = async (views: BookingView[]) => Promise.all(views.map(async (view) => bookings.get(view.id)));

  it("gives the operator's list page the bookings get() gives, field for field and in list order", async () => {
    const page = await bookings.listPage({ statuses: OPERATOR_STATUSES, from: isoDay, to: isoDay }, 50);
    expect(page.map((view) => view.reference)).toEqual([...references].sort());
    expect(page).toEqual(await byGet(page));
    expect(JSON.stringify(page)).toBe(JSON.stringify(await byGet(page)));
    const failed = page.find((view) => view.reference === references[0])!;
    expect(failed.legs.map((leg) => leg.kind)).toEqual(['address', 'address']);
    expect(failed.legs[0]).toMatchObject({ address: { lat: 51.4536, lng: -2.6198, note: CLIFTON.note } });
    expect(failed.legs[1]).toMatchObject({ state: 'failed', failure: 'nobody_there' });
    expect(page.find((view) => view.reference === references[2])!.items).toHaveLength(3);
  });

  it('reads a page backwards in list order too, and a day list the same way', async () => {
    const backwards = await bookings.listPage({ statuses: OPERATOR_STATUSES, from: isoDay, to: isoDay, after: { collectionDate: isoDay, reference: 'ZZZZZZZZ' }, backwards: true }, 2);
    expect(backwards.map((view) => view.reference)).toEqual([...references].sort().slice(-2));
    expect(JSON.stringify(backwards)).toBe(JSON.stringify(await byGet(backwards)));
    const collections = await bookings.dayListPage({ list: 'collections', day: isoDay, statuses: ['confirmed', 'collected', 'returned', 'no_show'], points: 'all' }, 50);
    expect(collections).toHaveLength(references.length);
    expect(JSON.stringify(collections)).toBe(JSON.stringify(await byGet(collections)));
  });
});

function pointNamed(data: GetDataResponse, name: string): number {
  return data.collection_cities.flatMap((city) => city.get_locations).find((point) => point.Location === name)!.id;
}
