import type { UserRole } from '@luggage/contracts';

/**
 * The page a role works from, if it has one: staff check bookings in at /staff, drivers run their day at /driver,
 * partners book for their guests at /partner (in the visitor's language: not an operator page).
 * Customers and admins have none (admins may use either). Signing in lands there, and customer or admin pages send
 * these roles back to it.
 */
export function workplaceOf(role: UserRole | undefined): '/staff' | '/driver' | '/partner' | null {
  if (role === 'staff') return '/staff';
  if (role === 'driver') return '/driver';
  if (role === 'partner') return '/partner';
  return null;
}

/** Pages run by staff, drivers and admins: English only, and without the customer footer (contact, Terms, Find my booking). */
export const isOperatorPage = (pathname: string) => /^\/(staff|driver|admin-dashboard)(\/|$)/.test(pathname);
