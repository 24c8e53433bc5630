import type { UserRole } from '@luggage/contracts';

export { USER_ROLES, type UserRole } from '@luggage/contracts';

/** The role a value from the database stands for; anything unknown counts as the least: a customer. */
export const toRole = (value: string | null | undefined): UserRole => (value === 'admin' || value === 'staff' ? value : 'customer');
