import { describe, expect, it } from '@jest/globals';
import { isSpaRoute } from './spa-routes.js';

describe('isSpaRoute', () => {
  it.each([
    '/',
    '/selection',
    '/selection/',
    '/Selection',
    '/login',
    '/password-reset/abc123',
    '/admin-dashboard',
    '/admin-dashboard/bookings/ABCD2345',
    '/admin-dashboard/no-such-admin-page',
    '/manage/tok_1',
    '/find-booking',
    '/verify-email/xyz',
    '/booking-confirmed/ABCD2345',
    '/staff',
    '/driver',
  ])('knows %s', (path) => {
    expect(isSpaRoute(path)).toBe(true);
  });

  it.each(['/no-such-page', '/selectionx', '/selection/items', '/password-reset', '/password-reset/', '/password-reset/a/b', '/admin-dashboardx', '/driver/stops', '/terms/more', '//', '/api/get-data'])(
    'does not know %s',
    (path) => {
      expect(isSpaRoute(path)).toBe(false);
    },
  );
});
