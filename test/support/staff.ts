// Staff for API tests, made as an admin makes them: POST /api/admin/staff (the invitation email), the set-password
// link from the caught email spent through POST /reset-password, the points through PUT /api/admin/staff/{id}/locations,
// then a sign-in through POST /login.
import { HttpSession } from './http-session.js';
import type { SmtpCatcher } from './smtp-catcher.js';
import type { TestApp } from './test-app.js';

export const INVITATION_SUBJECT = 'You are invited to the Bristol & Bath Luggage team';
export const STAFF_PASSWORD = 'staff password 123';

let counter = 0;

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  session: HttpSession;
}

/** A staff member working at `locationIds`, signed in. `admin` is a signed-in admin session. */
export async function staffMember(t: TestApp, smtp: SmtpCatcher, admin: HttpSession, locationIds: number[], name = 'Sam Porter'): Promise<StaffMember> {
  counter += 1;
  const email = `staff.${process.pid}.${counter}@example.com`;
  const invited = await admin.post('/api/admin/staff', { name, email });
  if (invited.status !== 201) throw new Error(`invite answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const id = (invited.body as { id: number }).id;
  const assigned = await admin.put(`/api/admin/staff/${id}/locations`, { locationIds });
  if (assigned.status !== 200) throw new Error(`assign answered ${assigned.status}: ${JSON.stringify(assigned.body)}`);

  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === INVITATION_SUBJECT, 20_000);
  const token = /\/set-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No set-password link in: ${mail.text}`);
  const set = await new HttpSession(t).post('/reset-password', { email, token, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD });
  if (set.status !== 200) throw new Error(`set password answered ${set.status}: ${JSON.stringify(set.body)}`);

  const session = new HttpSession(t);
  const login = await session.post('/login', { email, password: STAFF_PASSWORD });
  if (login.status !== 200) throw new Error(`staff login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { id, name, email, session };
}

/** A driver working in `cityIds`, signed in: invited as staff are, with the driver's role. */
export async function driverMember(t: TestApp, smtp: SmtpCatcher, admin: HttpSession, cityIds: number[], name = 'Dee Driver'): Promise<StaffMember> {
  counter += 1;
  const email = `driver.${process.pid}.${counter}@example.com`;
  const invited = await admin.post('/api/admin/staff', { name, email, role: 'driver', cityIds });
  if (invited.status !== 201) throw new Error(`invite answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === INVITATION_SUBJECT, 20_000);
  const token = /\/set-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No set-password link in: ${mail.text}`);
  const set = await new HttpSession(t).post('/reset-password', { email, token, password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD });
  if (set.status !== 200) throw new Error(`set password answered ${set.status}: ${JSON.stringify(set.body)}`);
  const session = new HttpSession(t);
  const login = await session.post('/login', { email, password: STAFF_PASSWORD });
  if (login.status !== 200) throw new Error(`driver login answered ${login.status}: ${JSON.stringify(login.body)}`);
  return { id: (invited.body as { id: number }).id, name, email, session };
}
