// Claims and bag photos (issue 42, parts 1, 5 and 6): a customer files a claim with photos from the manage page, the
// admin asks for more, the customer answers, the admin pays out (ten presses at once pay once), every step is emailed
// and in the booking's history; uploads are checked by content, re-encoded without their location, and size-limited
// before they are buffered; a claim or a photo is reached only through its own booking's link; staff of the point,
// drivers of the leg and admins photograph the bags at the handover.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminBookingDetail, AdminClaimsView, AdminDashboardData, AdminDeliveryData, BookingPassView, ClaimsSummary, ManageClaimsView, PhotoView } from '@luggage/contracts';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { erasableReturnDate } from '../../backend/src/modules/privacy/retention-days.js';
import { RetentionService } from '../../backend/src/modules/privacy/retention.service.js';
import { registered } from '../support/accounts.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, type PaidBooking } from '../support/lifecycle.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { eventually, type TestApp } from '../support/test-app.js';

const WAIT_MS = 20_000;

let t: TestApp;
let smtp: SmtpCatcher;
let admin: HttpSession;
let point: number;
let otherPoint: number;

/** A small JPEG carrying EXIF with a GPS position (Bristol), as a phone writes it. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: '#a05030' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Camera 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 27/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '2/1 35/1 0/1' } })
    .toBuffer();
}

const png = () => sharp({ create: { width: 200, height: 100, channels: 4, background: '#2050a0' } }).png().toBuffer();

const photo = (bytes: Buffer, name = 'bag.jpg', type = 'image/jpeg') => ({ field: 'photos[]', bytes, name, type });

/** A paid booking whose bags were handed over and given back (the admin's steps). */
async function returnedBooking(): Promise<PaidBooking> {
  const booked = await bookAndPay(t, point);
  for (const step of ['collected', 'returned']) {
    const moved = await admin.post(`/api/admin/bookings/${booked.reference}/${step}`);
    if (moved.status !== 200) throw new Error(`${step} answered ${moved.status}: ${JSON.stringify(moved.body)}`);
  }
  return booked;
}

const claimsOf = async (browser: HttpSession, token: string) => (await browser.get(`/api/manage/${token}/claims`).expect(200)).body as ManageClaimsView;

const history = (reference: string) =>
  sql<{ action: string; actor: string; note: string | null }>(
    t,
    `select h.action, h.actor, h.note from booking_status_change h join booking b on b.id = h.booking_id where b.reference = ? and h.action like 'claim%' order by h.id`,
    [reference],
  );

const subjectIs = (subject: string) => (mail: { subject: string }) => mail.subject === subject;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  const catalog = await demoCatalog(t);
  point = catalog.bristolBusStation;
  otherPoint = catalog.data.collection_cities.flatMap((city) => city.get_locations).find((location) => location.id !== point)!.id;
  admin = await adminSession(t);
  await admin.put('/api/admin/bag-protection', { coverPerBag: 50 }).then((response) => expect(response.status).toBe(200));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('a damage claim from filing to payout', () => {
  it('is filed with two photos, answered, accepted once under ten presses, and every step is emailed and in the history', async () => {
    const booked = await returnedBooking();
    const customer = booked.browser;
    const withGps = await jpegWithGps();
    expect(exifReader((await sharp(withGps).metadata()).exif!).GPSInfo?.GPSLatitude).toEqual([51, 27, 0]);

    const filed = await customer.upload(`/api/manage/${booked.manageToken}/claims`, { kind: 'damaged', description: 'The handle of my suitcase is broken.' }, [
      photo(withGps),
      photo(await png(), 'wheel.png', 'image/png'),
    ]);
    expect(filed.status).toBe(201);
    const [claim] = (filed.body as ManageClaimsView).claims;
    expect(claim).toMatchObject({ kind: 'damaged', status: 'received', description: 'The handle of my suitcase is broken.', payout: null });
    expect(claim.photos).toHaveLength(2);

    // Stored re-encoded, as a JPEG with no metadata at all: no EXIF, so no position.
    for (const stored of claim.photos) {
      const image = await customer.get(stored.url).buffer(true).parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(image.body as Buffer).metadata();
      expect([metadata.format, metadata.exif, metadata.xmp]).toEqual(['jpeg', undefined, undefined]);
    }
    await smtp.waitFor(subjectIs(`We have received your claim (${booked.reference})`), WAIT_MS);

    const queue = (await admin.get('/api/admin/claims?status=received').expect(200)).body as AdminClaimsView;
    const queued = queue.claims.find((row) => row.id === claim.id)!;
    // The admin's booking page counts its claims and links to them: the queue narrowed to the booking (any case).
    const detail = (await admin.get(`/api/admin/bookings/${booked.reference}`).expect(200)).body as AdminBookingDetail;
    expect(detail.claims).toEqual({ open: 1, total: 1 });
    const ofBooking = (await admin.get(`/api/admin/claims?reference=${booked.reference.toLowerCase()}`).expect(200)).body as AdminClaimsView;
    expect(ofBooking.claims.map((row) => [row.id, row.reference])).toEqual([[claim.id, booked.reference]]);
    const tooLong = await admin.get(`/api/admin/claims?reference=${'X'.repeat(21)}`);
    expect([tooLong.status, Object.keys(tooLong.body.errors)]).toEqual([422, ['reference']]);
    expect(queued).toMatchObject({ reference: booked.reference, overdue: false, maxPayout: 100, refundableToCard: 36.45 });
    expect((await admin.get(queued.photos[0].url)).status).toBe(200);

    const asked = await admin.post(`/api/admin/claims/${claim.id}/reply`, { message: 'Could you send a photo of the whole case?', needsInformation: true });
    expect(asked.status).toBe(200);
    expect((await claimsOf(customer, booked.manageToken)).claims[0].status).toBe('needs_information');
    const request = await smtp.waitFor(subjectIs(`We need more information about your claim (${booked.reference})`), WAIT_MS);
    expect(request.text).toContain('Could you send a photo of the whole case?');

    const answered = await customer.upload(`/api/manage/${booked.manageToken}/claims/${claim.id}/messages`, { message: 'Here is the whole case.' }, [photo(await png(), 'case.png', 'image/png')]);
    expect(answered.status).toBe(200);
    const afterAnswer = (answered.body as ManageClaimsView).claims[0];
    expect(afterAnswer.status).toBe('received');
    expect(afterAnswer.messages.map((message) => [message.author, message.body])).toEqual([
      ['team', 'Could you send a photo of the whole case?'],
      ['customer', 'Here is the whole case.'],
    ]);
    expect(afterAnswer.photos).toHaveLength(3);
    await smtp.waitFor(subjectIs(`We have your answer (${booked.reference})`), WAIT_MS);

    // Ten presses of "Accept" at once: one decides and pays; the others find it decided.
    const presses = await Promise.all(Array.from({ length: 10 }, () => admin.post(`/api/admin/claims/${claim.id}/decide`, { outcome: 'accepted', amount: 40, reason: 'The handle broke in our care.' })));
    expect(presses.map((press) => press.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(presses.find((press) => press.status === 409)!.body).toMatchObject({ code: 'CLAIM.ALREADY_DECIDED' });

    // £36.45 was paid: all of it back to the card, once, and the £3.55 left over recorded as a bank transfer.
    const refunds = await eventually(
      () => sql<{ amount_pence: number; state: string }>(t, 'select r.amount_pence, r.state from refund r join booking b on b.id = r.booking_id where b.reference = ?', [booked.reference]),
      (rows) => rows.every((row) => row.state === 'succeeded'),
      WAIT_MS,
    );
    expect(refunds).toEqual([{ amount_pence: 3645, state: 'succeeded' }]);
    const decided = (await claimsOf(customer, booked.manageToken)).claims[0];
    expect(decided).toMatchObject({ status: 'accepted', reason: 'The handle broke in our care.', payout: { amount: 40, toCard: 36.45, byBankTransfer: 3.55 } });
    const decision = await smtp.waitFor(subjectIs(`Your claim is accepted (${booked.reference})`), WAIT_MS);
    expect(decision.text).toContain('We are paying you £40.00.');
    expect(decision.text).toContain('£36.45 goes back to the card');
    expect(decision.text).toContain('£3.55 is paid by bank transfer');

    expect((await history(booked.reference)).map((row) => row.action)).toEqual(['claim_filed', 'claim_info_requested', 'claim_answered', 'claim_decided']);
    expect(((await admin.get(`/api/admin/bookings/${booked.reference}`).expect(200)).body as AdminBookingDetail).claims).toEqual({ open: 0, total: 1 });
    const manage = (await customer.get(`/api/manage/${booked.manageToken}`).expect(200)).body as { history: { event?: string }[] };
    expect(manage.history.map((row) => row.event).filter((event) => event?.startsWith('claim'))).toEqual(['claim_filed', 'claim_info_requested', 'claim_answered', 'claim_decided']);
    for (const subject of ['We have received your claim', 'We need more information about your claim', 'We have your answer', 'Your claim is accepted']) {
      expect(smtp.count(subjectIs(`${subject} (${booked.reference})`))).toBe(1);
    }

    const summary = (await admin.get('/api/admin/claims-summary').expect(200)).body as ClaimsSummary;
    expect(summary.paidThisMonth).toBeGreaterThanOrEqual(40);
  });

  it('speaks the booking’s language in its emails', async () => {
    const booked = await returnedBooking();
    // Booked in French (the wizard's language is the booking's).
    await sql(t, `update booking set language = 'fr' where reference = ?`, [booked.reference]);
    const filed = await booked.browser.upload(`/api/manage/${booked.manageToken}/claims`, { kind: 'missing_item', description: 'Il manque mon chargeur.' });
    expect(filed.status).toBe(201);
    const mail = await smtp.waitFor(subjectIs(`Nous avons reçu votre réclamation (${booked.reference})`), WAIT_MS);
    expect(mail.text).toContain('objet manquant');
  });
});

describe('refusals', () => {
  let booked: PaidBooking;
  let other: PaidBooking;
  let claimId: number;

  beforeAll(async () => {
    booked = await returnedBooking();
    other = await returnedBooking();
    const filed = await other.browser.upload(`/api/manage/${other.manageToken}/claims`, { kind: 'other', description: 'Late and wet.' });
    claimId = (filed.body as ManageClaimsView).claims[0].id;
  });

  const claimRows = async () => (await sql<{ n: number }>(t, 'select count(*)::int as n from claim'))[0].n;
  const photoRows = async () => (await sql<{ n: number }>(t, 'select count(*)::int as n from stored_photo'))[0].n;

  it('refuses a 30 MB upload with 413 and a message, before reading it whole, and stores nothing', async () => {
    const [claims, photos] = [await claimRows(), await photoRows()];
    const huge = Buffer.alloc(30 * 1024 * 1024, 0xff);
    const refused = await booked.browser.upload(`/api/manage/${booked.manageToken}/claims`, { kind: 'damaged', description: 'Big photo.' }, [photo(huge, 'huge.jpg')]);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ message: 'A photo is too large: each may be at most 10 MB.' });
    expect([await claimRows(), await photoRows()]).toEqual([claims, photos]);
  });

  it('refuses a PDF named .jpg, and text sent as an image, with 422 under photos, in the request’s language', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const claims = await claimRows();
    const refused = await booked.browser.upload(`/api/manage/${booked.manageToken}/claims`, { kind: 'damaged', description: 'Receipt.' }, [photo(pdf, 'receipt.jpg')]);
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: 'This file is not a photo we can use: send a JPEG, PNG, WebP or HEIC image.',
      errors: { photos: ['This file is not a photo we can use: send a JPEG, PNG, WebP or HEIC image.'] },
    });
    const german = await booked.browser.speaks('de').upload(`/api/manage/${booked.manageToken}/claims`, { kind: 'damaged', description: 'x' }, [photo(Buffer.from('hello'), 'a.png', 'image/png')]);
    expect(german.status).toBe(422);
    expect((german.body as { errors: Record<string, string[]> }).errors.photos[0]).toContain('Diese Datei ist kein verwendbares Foto');
    booked.browser.speaks('en-GB');
    expect(await claimRows()).toBe(claims);
  });

  it('answers 422 per field for a missing kind or description, more than five photos and a form that is not multipart', async () => {
    const token = booked.manageToken;
    const noKind = await booked.browser.upload(`/api/manage/${token}/claims`, { kind: 'lost', description: '' });
    expect(noKind.status).toBe(422);
    expect((noKind.body as { errors: Record<string, string[]> }).errors).toEqual({ kind: ['Choose what went wrong.'], description: ['Tell us what happened.'] });
    const longText = await booked.browser.upload(`/api/manage/${token}/claims`, { kind: 'other', description: 'x'.repeat(2001) });
    expect((longText.body as { errors: Record<string, string[]> }).errors).toEqual({ description: ['Keep the description to 2000 characters.'] });
    const small = await png();
    const six = await booked.browser.upload(`/api/manage/${token}/claims`, { kind: 'damaged', description: 'Six.' }, Array.from({ length: 6 }, () => photo(small, 'p.png', 'image/png')));
    expect([six.status, (six.body as { errors?: unknown }).errors]).toEqual([422, { photos: ['Send at most 5 photos.'] }]);
    const json = await booked.browser.post(`/api/manage/${token}/claims`, { kind: 'damaged', description: 'JSON' });
    expect([json.status, json.body]).toEqual([422, { message: 'The form could not be read: send it again from the page.' }]);
    const nul = await booked.browser.upload(`/api/manage/${token}/claims`, { kind: 'damaged', description: 'a\u0000b' });
    expect(nul.status).toBe(422);
  });

  it('refuses a claim of another booking through this booking’s link, and its photos', async () => {
    const answer = await booked.browser.upload(`/api/manage/${booked.manageToken}/claims/${claimId}/messages`, { message: 'Not mine.' });
    expect([answer.status, answer.body]).toEqual([404, { message: 'Claim not found.' }]);
    const [photoRow] = await sql<{ id: number }>(t, 'select p.id from stored_photo p join claim c on c.id = p.claim_id where c.id = ?', [claimId]);
    if (photoRow) expect((await booked.browser.get(`/api/manage/${booked.manageToken}/photos/${photoRow.id}`)).status).toBe(404);
    expect((await booked.browser.get(`/api/manage/not-a-token/claims`)).status).toBe(404);
    // Not asked for information: the customer's answer has nothing to answer.
    const unasked = await other.browser.upload(`/api/manage/${other.manageToken}/claims/${claimId}/messages`, { message: 'Hello?' });
    expect([unasked.status, (unasked.body as { code?: string }).code]).toEqual([409, 'CLAIM.NOT_AWAITING_ANSWER']);
  });

  it('refuses a claim before the bags were handed over', async () => {
    const unhanded = await bookAndPay(t, point);
    const early = await unhanded.browser.upload(`/api/manage/${unhanded.manageToken}/claims`, { kind: 'other', description: 'Too early.' });
    expect([early.status, (early.body as { code?: string }).code]).toEqual([409, 'CLAIM.WINDOW_CLOSED']);
    expect((await claimsOf(unhanded.browser, unhanded.manageToken)).canFile).toBe(false);
  });

  it('refuses a payout above the cover, an accepted claim without an amount, and any step on a decided claim', async () => {
    const over = await admin.post(`/api/admin/claims/${claimId}/decide`, { outcome: 'accepted', amount: 100.01, reason: 'Too much' });
    expect([over.status, (over.body as { errors?: unknown }).errors]).toEqual([422, { amount: ['At most £100.00 can be paid out: the bag protection cover per bag times the bags.'] }]);
    const none = await admin.post(`/api/admin/claims/${claimId}/decide`, { outcome: 'partly_accepted', reason: 'Part' });
    expect(none.status).toBe(422);
    const bad = await admin.post(`/api/admin/claims/${claimId}/decide`, { outcome: 'maybe', reason: '' });
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['outcome', 'reason']);
    expect((await admin.post('/api/admin/claims/999999/reply', { message: 'Hello' })).status).toBe(404);
    expect((await admin.get('/api/admin/claims?status=lost')).status).toBe(422);
    const rejected = await admin.post(`/api/admin/claims/${claimId}/decide`, { outcome: 'rejected', reason: 'Nothing was wet when handed back.' });
    expect(rejected.status).toBe(200);
    expect((await admin.post(`/api/admin/claims/${claimId}/reply`, { message: 'More' })).status).toBe(409);
    expect(await sql(t, 'select r.id from refund r join booking b on b.id = r.booking_id where b.reference = ?', [other.reference])).toEqual([]);
    await smtp.waitFor(subjectIs(`Our decision on your claim (${other.reference})`), WAIT_MS);
  });

  it('keeps the claims queue and photos from anyone but an admin', async () => {
    const customer = (await registered(t)).session;
    for (const path of ['/api/admin/claims', '/api/admin/claims-summary']) {
      expect((await new HttpSession(t).get(path)).status).toBe(401);
      expect((await customer.get(path)).status).toBe(403);
    }
    expect((await customer.post(`/api/admin/claims/${claimId}/decide`, { outcome: 'accepted', amount: 1, reason: 'x' })).status).toBe(403);
  });
});

describe('photos of the bags at the handover (POST /api/check-in/{reference}/photos)', () => {
  it('lets staff of the point, and admins, add one image a request; others are refused; the manage page shows them', async () => {
    const booked = await bookAndPay(t, point);
    const staffHere = await registered(t);
    const staffThere = await registered(t);
    for (const [member, location] of [[staffHere, point], [staffThere, otherPoint]] as const) {
      await sql(t, `update app_user set role = 'staff' where id = ?`, [member.id]);
      expect((await admin.put(`/api/admin/staff/${member.id}/locations`, { locationIds: [location] })).status).toBe(200);
    }
    const customer = (await registered(t)).session;
    const path = `/api/check-in/${booked.reference}/photos`;
    const image = [{ field: 'photo', bytes: await jpegWithGps(), name: 'IMG_0001.jpg', type: 'image/jpeg' }];

    expect((await new HttpSession(t).upload(path, {}, image)).status).toBe(401);
    expect((await customer.upload(path, {}, image)).status).toBe(403);
    expect((await staffThere.session.upload(path, {}, image)).status).toBe(404);
    const taken = await staffHere.session.upload(path, {}, image);
    expect(taken.status).toBe(201);
    expect((await admin.upload(path, {}, image)).status).toBe(201);
    const two = await staffHere.session.upload(path, {}, [...image, ...image]);
    expect([two.status, (two.body as { errors?: unknown }).errors]).toEqual([422, { photos: ['Send one photo at a time.'] }]);
    const empty = await staffHere.session.upload(path, {});
    expect(empty.status).toBe(422);

    const driverElsewhere = await registered(t);
    await sql(t, `update app_user set role = 'driver' where id = ?`, [driverElsewhere.id]);
    expect((await driverElsewhere.session.upload(path, {}, image)).status).toBe(404);

    const listed = (await staffHere.session.get(path).expect(200)).body as PhotoView[];
    expect(listed).toHaveLength(2);
    expect((await staffHere.session.get(listed[0].url)).status).toBe(200);
    const handover = (await claimsOf(booked.browser, booked.manageToken)).handoverPhotos;
    expect(handover).toHaveLength(2);
    expect((await booked.browser.get(handover[0].url)).status).toBe(200);
  });
});

describe('the hand-over photos on the pass', () => {
  it('lists them on the pass, served by the booking’s own link and to admins; another booking’s link gets 404', async () => {
    const booked = await bookAndPay(t, point);
    const other = await bookAndPay(t, point);
    const image = [{ field: 'photo', bytes: await jpegWithGps(), name: 'IMG_0002.jpg', type: 'image/jpeg' }];
    expect((await booked.browser.get(`/api/manage/${booked.manageToken}/pass`).expect(200)).body.photos).toEqual([]);
    expect((await admin.upload(`/api/check-in/${booked.reference}/photos`, {}, image)).status).toBe(201);

    const { photos } = (await booked.browser.get(`/api/manage/${booked.manageToken}/pass`).expect(200)).body as BookingPassView;
    expect(photos).toEqual([{ id: expect.any(Number), url: `/api/manage/${booked.manageToken}/photos/${photos[0].id}`, takenAt: expect.any(String) }]);
    const image200 = await booked.browser.get(photos[0].url);
    expect([image200.status, image200.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await other.browser.get(`/api/manage/${other.manageToken}/photos/${photos[0].id}`)).status).toBe(404);
    expect((await new HttpSession(t).get(`/api/admin/photos/${photos[0].id}`)).status).toBe(401);
    expect((await admin.get(`/api/admin/photos/${photos[0].id}`)).status).toBe(200);
  });
});

describe('photos by the driver of a leg', () => {
  it('lets the driver of the booking’s city photograph bags given back to an address, and no other driver', async () => {
    const delivery = (await admin.get('/api/admin/delivery').expect(200)).body as AdminDeliveryData;
    const data = (await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData;
    const bath = data.collection_cities.find((city) => city.city === 'Bath')!;
    const bristol = data.collection_cities.find((city) => city.city !== 'Bath')!;
    const bathSpa = data.collection_locations.find((location) => location.Location === 'Bath Spa Station')!.id;
    const windowId = delivery.windows.find((window) => window.cityId === bath.id)!.id;
    const booked = await bookAndPay(t, bathSpa, { giveBack: { kind: 'address', address: { line1: '1 Royal Crescent', town: 'Bath', postcode: 'BA1 2LR' }, windowId }, totalCost: 36.45 + 20 });
    const drivers = [await registered(t), await registered(t)];
    for (const [driver, city] of [[drivers[0], bath.id], [drivers[1], bristol.id]] as const) {
      await sql(t, `update app_user set role = 'driver' where id = ?`, [driver.id]);
      await sql(t, 'insert into driver_city (user_id, city_id) values (?, ?)', [driver.id, city]);
    }
    const image = [{ field: 'photo', bytes: await png(), name: 'bags.png', type: 'image/png' }];
    expect((await drivers[0].session.upload(`/api/check-in/${booked.reference}/photos`, {}, image)).status).toBe(201);
    expect((await drivers[1].session.upload(`/api/check-in/${booked.reference}/photos`, {}, image)).status).toBe(404);
  });
});

describe('retention', () => {
  it('erases a claim’s words and its photos, bytes and rows, with the booking’s personal data', async () => {
    const booked = await returnedBooking();
    const filed = await booked.browser.upload(`/api/manage/${booked.manageToken}/claims`, { kind: 'damaged', description: 'Scratched.' }, [photo(await png(), 'a.png', 'image/png')]);
    const [claim] = (filed.body as ManageClaimsView).claims;
    const [stored] = await sql<{ storage_key: string }>(t, 'select storage_key from stored_photo where claim_id = ?', [claim.id]);
    const file = join(t.config.dataDir, 'photos', stored.storage_key);
    expect(existsSync(file)).toBe(true);
    // The next sweep's day, and the booking's stay moved to end on the last return date that sweep erases.
    const [sweep] = await sql<{ day: string }>(t, `select to_char(day, 'YYYY-MM-DD') as day from retention_sweep where finished_at is null order by day limit 1`);
    const returnedBy = erasableReturnDate(sweep.day, t.config.retentionMonths);
    await sql(t, 'update booking set return_date = ?::date, collection_date = ?::date - nights where reference = ?', [returnedBy, returnedBy, booked.reference]);
    // What the sweep's job runs when its time comes (the job itself is tested in retention.test.ts).
    await t.app.get(RetentionService).sweep(sweep.day);
    expect(existsSync(file)).toBe(false);
    expect(await sql(t, 'select id from stored_photo where claim_id = ?', [claim.id])).toEqual([]);
    expect(await sql(t, 'select description, reason from claim where id = ?', [claim.id])).toEqual([{ description: '', reason: null }]);
    expect(await sql(t, 'select id from claim_message where claim_id = ?', [claim.id])).toEqual([]);
  });
});
