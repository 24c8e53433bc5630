import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, countRows, demoCatalog } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

// Holes a probe found (issue 13, section 8): each answered 500 before.
describe('hostile input', () => {
  let t: TestApp;
  let bristol: number;

  beforeAll(async () => {
    t = await createAdminTestApp();
    bristol = (await demoCatalog(t)).bristolBusStation;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a null byte in any text field with 422 on that field, and stores nothing', async () => {
    const visitor = new HttpSession(t);
    const booking = await visitor.post('/api/stripe-payment-intent', aPaymentIntentRequest(bristol, { fullName: 'Ann\u0000Example' }));
    expect(booking.status).toBe(422);
    expect(booking.body.errors).toEqual({ fullName: ['This field must not contain a null character.'] });
    expect(await countRows(t, 'booking')).toBe(0);

    const register = await visitor.post('/register', { name: 'Bob', email: 'bob\u0000@example.com', password: 'a long password', password_confirmation: 'a long password' });
    expect(register.status).toBe(422);
    expect(register.body.errors).toEqual({ email: ['This field must not contain a null character.'] });

    const admin = await adminSession(t);
    const item = await admin.post('/api/store-new-storage-item', { title: 'Guitar\u0000', itemDescription: 'Any size', fullCostPerNight: 9 });
    expect(item.status).toBe(422);
    expect(item.body.errors).toEqual({ title: ['This field must not contain a null character.'] });
    const search = await admin.get('/api/admin/bookings?q=a%00b');
    expect(search.status).toBe(422);
    expect(search.body.errors).toEqual({ q: ['This field must not contain a null character.'] });
  });

  it('refuses JSON nested thousands of levels deep with 400', async () => {
    const deep = `${'['.repeat(3000)}${']'.repeat(3000)}`;
    const response = await new HttpSession(t).send('POST', '/api/stripe-payment-intent', 'application/json', `{"fullName":${deep}}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'The request body is nested too deeply.' });
  });

  it('writes no session row for visitors asking for a CSRF cookie, however often, and their token still guards posts', async () => {
    const before = await countRows(t, 'session');
    for (let i = 0; i < 50; i += 1) await t.request().get('/sanctum/csrf-cookie').expect(204);
    expect(await countRows(t, 'session')).toBe(before);

    const visitor = new HttpSession(t);
    const asked = await visitor.post('/api/find-booking', { reference: 'ABCDEFGH', email: 'x@example.com' });
    expect(asked.status).toBe(200);
    const forged = await visitor.agent.post('/api/find-booking').set('X-XSRF-TOKEN', 'not-the-token').send({ reference: 'ABCDEFGH', email: 'x@example.com' });
    expect(forged.status).toBe(419);
    expect(await countRows(t, 'session')).toBe(before);
  });

  it('answers an API path in the wrong case with JSON 404, not the page', async () => {
    for (const path of ['/API/get-data', '/Api/my-bookings', '/SANCTUM/csrf-cookie']) {
      const response = await t.request().get(path).set('Accept', 'text/html');
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
