import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { STAFF_TEXTS, type InviteStaffRequest, type StaffMemberView } from '@luggage/contracts';
import { DomainError, NotFoundError, ValidationFailedError } from '../../shared/errors/domain-error.js';
import { User } from './entities/user.entity.js';
import { hashPassword } from './password-hasher.js';
import { PasswordResetService } from './password-reset.service.js';
import { findUserByEmail } from './user-lookup.js';

interface StaffRow {
  id: number;
  name: string;
  email: string;
  invitation_pending: boolean;
  location_ids: number[];
}

const notStaff = () => new NotFoundError('AUTH.STAFF_NOT_FOUND', STAFF_TEXTS.notStaff);

/**
 * The staff role, run by admins: invitations (a set-password link through PasswordResetService), the collection
 * points each member works at (`staff_location`), and taking the role back. Location ids are checked by the caller
 * against the catalog; the foreign key is the last guard.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly em: EntityManager,
    private readonly links: PasswordResetService,
  ) {}

  async list(): Promise<StaffMemberView[]> {
    return (await this.rows()).map(toView);
  }

  /**
   * A new account with the staff role (an unusable random password until the link is followed), or a customer's
   * account made staff; either way the invitation email goes out in the same commit.
   */
  async invite(request: InviteStaffRequest): Promise<StaffMemberView> {
    const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
    const userId = await this.em
      .fork()
      .transactional(async (tx) => {
        // One invitation of an address at a time: a second (a double click) then finds the first's member.
        await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`staff-invite:${request.email}`]);
        const existing = await findUserByEmail(tx, request.email);
        if (existing?.role === 'admin') throw ValidationFailedError.forField('email', STAFF_TEXTS.isAdmin);
        if (existing?.role === 'staff') throw ValidationFailedError.forField('email', STAFF_TEXTS.alreadyStaff);
        const user = existing ?? new User({ name: request.name, email: request.email, passwordHash: unusablePassword });
        user.role = 'staff';
        await tx.persist(user).flush();
        await this.links.issue(tx, user.id, 'invitation');
        return user.id;
      })
      .catch((error: unknown) => {
        // The address registered itself at that very moment.
        throw error instanceof UniqueConstraintViolationException ? new DomainError('AUTH.STAFF_RACE', 'conflict', STAFF_TEXTS.changedMeanwhile) : error;
      });
    return this.member(userId);
  }

  /** Replaces the member's points with these (already checked to exist). */
  async assign(userId: number, locationIds: number[]): Promise<StaffMemberView> {
    await this.em.fork().transactional(async (tx) => {
      const locked = await tx.execute(`select id from app_user where id = ? and role = 'staff' for update`, [userId]);
      if (locked.length === 0) throw notStaff();
      await tx.execute('delete from staff_location where user_id = ?', [userId]);
      const unique = [...new Set(locationIds)];
      if (unique.length > 0) {
        await tx.execute(`insert into staff_location (user_id, location_id) select ?, unnest(?::int[])`, [userId, `{${unique.join(',')}}`]);
      }
    });
    return this.member(userId);
  }

  /** Back to a customer: the points and any unused invitation go; the account and its bookings stay. */
  async remove(userId: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const changed = await tx.execute(`update app_user set role = 'customer', updated_at = now() where id = ? and role = 'staff' returning id`, [userId]);
      if (changed.length === 0) throw notStaff();
      await tx.execute('delete from staff_location where user_id = ?', [userId]);
      await tx.execute(`delete from password_reset_token where user_id = ? and purpose = 'invitation'`, [userId]);
    });
  }

  private async member(userId: number): Promise<StaffMemberView> {
    const [row] = await this.rows(userId);
    if (!row) throw notStaff();
    return toView(row);
  }

  private rows(userId?: number): Promise<StaffRow[]> {
    return this.em.fork().execute<StaffRow[]>(
      `select u.id, u.name, u.email,
              exists (select 1 from password_reset_token t
                      where t.user_id = u.id and t.purpose = 'invitation' and t.used_at is null and t.expires_at > now()) as invitation_pending,
              coalesce(array(select s.location_id from staff_location s where s.user_id = u.id order by s.location_id), '{}') as location_ids
       from app_user u where u.role = 'staff' ${userId === undefined ? '' : 'and u.id = ?'} order by lower(u.name), u.id`,
      userId === undefined ? [] : [userId],
    );
  }
}

const toView = (row: StaffRow): StaffMemberView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  invitationPending: row.invitation_pending,
  locationIds: row.location_ids.map(Number),
});
