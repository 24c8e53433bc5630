// Closed-point rescue on a phone (issue 42, part 4): an admin closes the customer's point for their drop-off day; the
// staff of the nearest open point see who may arrive; the customer's manage page says why, offers the free move and
// the full refund (in French too), and moves the booking to the nearest point with one tap; the staff list then has
// them as booked. Bags due back at the closed point that day are delivered to an address the customer types, free, at
// the zone's first free window (an address outside every zone is refused on its postcode).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatReadableDate } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { ADMIN, adminSession } from '../support/admin.js';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { launchBrowser, newPage, pageProblems, PHONE, screenshot } from '../support/browser.js';
import type { HttpSession } from '../support/http-session.js';
import { wordsIn } from '../support/catalogue-words.js';
import { bookAndPay } from '../support/lifecycle.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { STAFF_PASSWORD, staffMember, type StaffMember } from '../support/staff.js';
import { accessibilityProblems, logIn, visible } from './booking-steps.js';

let smtp: SmtpCatcher;
let app: ListeningApp;
let browser: Browser;
let admin: HttpSession;
let staff: StaffMember;
let busStation: number;
let templeMeads: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startListeningApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
  const catalog = await demoCatalog(app);
  busStation = catalog.bristolBusStation;
  templeMeads = catalog.data.collection_cities.flatMap((city) => city.get_locations).find((point) => point.Location.startsWith('Bristol Temple Meads'))!.id;
  admin = await adminSession(app);
  staff = await staffMember(app, smtp, admin, [templeMeads], 'Tess Meads');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.close();
});

describe('a point closed at short notice, on a phone', () => {
  it('tells the customer, shows the other point’s staff who may arrive, and moves the booking to the nearest point', async () => {
    const day = londonDate(4);
    const booked = await bookAndPay(app, busStation, { collectionDate: day, fullName: 'Rosa Rescue' });
    const closed = await admin.post(`/api/admin/locations/${busStation}/closed-today`, { date: day, note: 'Staff illness' });
    expect([closed.status, closed.body]).toEqual([200, { date: day, affected: 1, offered: 1 }]);
    await smtp.waitFor((mail) => mail.subject.includes(booked.reference) && mail.subject.includes('closed'));

    const desk = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await logIn(desk, staff.email, STAFF_PASSWORD);
      await desk.waitForURL('**/staff');
      const dayField = desk.getByRole('textbox', { name: 'Day' });
      await dayField.fill(day.replaceAll('-', '/'));
      await dayField.press('Enter');
      const line = desk.getByRole('region', { name: 'May arrive from a closed point' }).getByRole('listitem');
      await visible(line.filter({ hasText: 'Rosa Rescue' }));
      expect(await line.innerText()).toMatch(new RegExp(`^${booked.reference}\\s+Rosa Rescue, 2 bags: offered here for their drop-off at Bristol Bus Station, closed that day$`));
      expect(await accessibilityProblems(desk)).toEqual([]);
      await screenshot(desk, 'staff-may-arrive-phone');
      expect(pageProblems(desk)).toEqual([]);
    } finally {
      await desk.close();
    }

    const fr = await wordsIn('fr', 'manage');
    const french = await newPage(browser, { baseURL: app.url, viewport: PHONE, locale: 'fr' });
    try {
      await french.goto(`/manage/${booked.manageToken}`);
      await visible(french.getByText(fr.t('closure.note', { note: 'Staff illness' }), { exact: true }));
      await visible(french.getByRole('button', { name: fr.t('closure.move', { point: 'Bristol Temple Meads Station' }) }));
      expect(pageProblems(french)).toEqual([]);
    } finally {
      await french.close();
    }

    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await page.goto(`/manage/${booked.manageToken}`);
      const closure = page.getByRole('region', { name: `Bristol Bus Station is closed on ${formatReadableDate(day)}` });
      await visible(closure);
      await visible(closure.getByText('Reason: Staff illness', { exact: true }));
      await visible(closure.getByText('You were due to drop your bags off there that day. Choose what suits you; it costs you nothing.', { exact: true }));
      await visible(closure.getByText('Station Approach, Bristol BS1 6QF, 1.3 km away, free of charge.', { exact: true }));
      await visible(closure.getByRole('button', { name: 'Cancel with a full refund of £36.45' }));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'manage-closed-point-phone');

      await closure.getByRole('button', { name: 'Move to Bristol Temple Meads Station' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Your booking is changed.' }));
      await visible(closure.getByText('You moved to the other point. Your booking below shows where to go.', { exact: true }));
      expect(await closure.getByRole('button').count()).toBe(0);
      await visible(page.getByText('Bristol Temple Meads Station').first());
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'manage-closed-point-moved-phone');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }

    const lists = (await staff.session.get(`/api/operations/day-lists?date=${day}`)).body as { mayArrive: unknown[]; points: { location: { id: number }; collections: { entries: { reference: string }[] } }[] };
    expect(lists.mayArrive).toEqual([]);
    expect(lists.points.find((point) => point.location.id === templeMeads)?.collections.entries.map((entry) => entry.reference)).toEqual([booked.reference]);
  }, 180_000);

  it('delivers bags due back on the closed day to the address typed, free, at the first free window', async () => {
    const day = londonDate(9);
    const booked = await bookAndPay(app, busStation, { collectionDate: londonDate(7), fullName: 'Dora Delivery' });
    await sql(app, `update booking set status = 'collected' where reference = ?`, [booked.reference]);
    await admin.post(`/api/admin/locations/${busStation}/closed-today`, { date: day, note: 'Flooding' });

    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await page.goto(`/manage/${booked.manageToken}`);
      const closure = page.getByRole('region', { name: `Bristol Bus Station is closed on ${formatReadableDate(day)}` });
      await visible(closure.getByText('You were due to pick your bags up there that day. They are kept safe. Choose what suits you; it costs you nothing.', { exact: true }));
      await visible(closure.getByRole('button', { name: `Pick them up on ${formatReadableDate(londonDate(10))} from 09:00, free` }));
      expect(await closure.getByRole('button', { name: /Cancel/ }).count()).toBe(0);

      await closure.getByRole('button', { name: 'Have them delivered' }).click();
      const form = closure.getByRole('group', { name: 'Where do we deliver your bags?' });
      await visible(form);
      await form.getByRole('textbox', { name: 'Address line 1' }).fill('12 Royal York Crescent');
      await form.getByRole('textbox', { name: 'Town' }).fill('Bristol');
      await form.getByRole('textbox', { name: 'Postcode' }).fill('BS40 5AA');
      await closure.getByRole('button', { name: 'See when a driver can come' }).click();
      await visible(form.getByText(/BS40/).first());
      expect(await closure.getByRole('button', { name: 'See when a driver can come' }).isEnabled()).toBe(true);
      expect(await closure.getByRole('button', { name: 'Confirm, free' }).count()).toBe(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'manage-closed-point-delivery-phone');

      // The window is shown before anything is booked: the offer is still open, and confirming books that window.
      await form.getByRole('textbox', { name: 'Postcode' }).fill('BS8 4JZ');
      await closure.getByRole('button', { name: 'See when a driver can come' }).click();
      await visible(closure.getByText(`Free delivery on ${formatReadableDate(day)}, 08:00–10:00, to 12 Royal York Crescent, BS8 4JZ.`, { exact: true }));
      await visible(closure.getByText('Nothing is booked until you confirm.', { exact: true }));
      expect(await sql(app, `select count(*)::int as legs from booking_leg l join booking b on b.id = l.booking_id where b.reference = ? and l.kind = 'address'`, [booked.reference])).toEqual([{ legs: 0 }]);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'manage-closed-point-delivery-preview-phone');
      await closure.getByRole('button', { name: 'Confirm, free' }).click();
      await visible(page.getByRole('status').filter({ hasText: 'Your booking is changed.' }));
      await visible(closure.getByText(`Free delivery booked: ${formatReadableDate(day)}, 08:00–10:00, to 12 Royal York Crescent, BS8 4JZ.`, { exact: true }));
      expect(await closure.getByRole('button').count()).toBe(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'manage-closed-point-delivered-phone');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);
});
