import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './entities/user.entity.js';
import type { AuthUser } from './session.service.js';

/** By email, case-insensitively, through the unique index on lower(email). */
export function findUserByEmail(em: EntityManager, email: string, withPassword = false): Promise<User | null> {
  return em.findOne(User, { [raw('lower(email)')]: email.trim().toLowerCase() }, withPassword ? { populate: ['passwordHash'] } : {});
}

/** What GET /api/user answers: id, name, email, the role (and the spec's admin flag) and whether the email is verified. */
export const toAuthUser = (user: User): AuthUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  admin: user.role === 'admin',
  emailVerified: user.emailVerifiedAt !== null,
});
