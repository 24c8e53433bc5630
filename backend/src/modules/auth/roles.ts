import { USER_ROLES, type UserRole } from '@luggage/contracts';

export { USER_ROLES, type UserRole } from '@luggage/contracts';

const isRole = (value: string | null | undefined): value is UserRole => (USER_ROLES as readonly (string | null | undefined)[]).includes(value);

/** The role a value from the database stands for; anything unknown counts as the least: a customer. */
export const toRole = (value: string | null | undefined): UserRole => (isRole(value) ? value : 'customer');
