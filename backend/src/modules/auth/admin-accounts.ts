import type { EntityManager } from '@mikro-orm/postgresql';
import type { PasswordHasher } from './password-hasher.js';
import { findUserByEmail } from './user-lookup.js';

export interface AdminAccount {
  email: string;
  name: string;
  /** Optional when the account exists already: it is then only promoted. */
  password: string | null;
}

export interface AdminOutcome {
  created: boolean;
  promoted: boolean;
  passwordChanged: boolean;
}

export class AdminAccountError extends Error {}

/**
 * Makes sure `account` exists as an admin: creates it, or promotes it and sets the password only if the given
 * one does not verify. Idempotent; a second run changes nothing and costs one password check.
 */
export async function ensureAdmin(em: EntityManager, account: AdminAccount, passwords: PasswordHasher): Promise<AdminOutcome> {
  const existing = await findUserByEmail(em, account.email, true);
  if (!existing) return createAdmin(em, account, passwords);
  const outcome: AdminOutcome = { created: false, promoted: existing.role !== 'admin', passwordChanged: false };
  existing.role = 'admin';
  // The operator named this address, so an admin counts as verified.
  existing.emailVerifiedAt ??= new Date();
  if (account.password !== null && !(await passwords.verify(existing.passwordHash, account.password))) {
    existing.passwordHash = await passwords.hash(account.password);
    outcome.passwordChanged = true;
  }
  await em.flush();
  return outcome;
}

async function createAdmin(em: EntityManager, account: AdminAccount, passwords: PasswordHasher): Promise<AdminOutcome> {
  if (account.password === null) throw new AdminAccountError(`No account for ${account.email}: a password is needed to create it`);
  const passwordHash = await passwords.hash(account.password);
  // Several instances may start together: the unique index on lower(email) lets one of them create it.
  const inserted = await em.execute<{ id: number }[]>(
    `insert into app_user (name, email, password_hash, role, email_verified_at) values (?, ?, ?, 'admin', now())
     on conflict ((lower(email))) do nothing returning id`,
    [account.name, account.email.trim().toLowerCase(), passwordHash],
  );
  if (inserted.length === 1) return { created: true, promoted: false, passwordChanged: false };
  return ensureAdmin(em.fork(), account, passwords);
}

