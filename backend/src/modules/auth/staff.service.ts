import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PARTNER_TEXTS, STAFF_TEXTS, type InviteStaffRequest, type StaffMemberView, type TeamRole } from '@luggage/contracts';
import { holdTransactionLock } from '../../shared/database/transaction-lock.js';
import { DomainError, NotFoundError, ValidationFailedError } from '../../shared/errors/domain-error.js';
import { User } from './entities/user.entity.js';
import { PasswordHasher } from './password-hasher.js';
import { PasswordResetService } from './password-reset.service.js';
import { findUserByEmail } from './user-lookup.js';

interface StaffRow {
  id: number;
  name: string;
  email: string;
  role: TeamRole;
  invitation_pending: boolean;
  location_ids: number[];
  city_ids: number[];
}

const notStaff = () => new NotFoundError('AUTH.STAFF_NOT_FOUND', STAFF_TEXTS.notStaff);
const notDriver = () => new NotFoundError('AUTH.DRIVER_NOT_FOUND', STAFF_TEXTS.notDriver);

/** Replaces every row of `table` for the user with one per id (unique), in the caller's transaction. */
async function replaceAssignment(tx: EntityManager, table: 'staff_location' | 'driver_city', column: 'location_id' | 'city_id', userId: number, ids: number[]) {
  await tx.execute(`delete from ${table} where user_id = ?`, [userId]);
  const unique = [...new Set(ids)];
  if (unique.length > 0) await tx.execute(`insert into ${table} (user_id, ${column}) select ?, unnest(?::int[])`, [userId, `{${unique.join(',')}}`]);
}

/**
 * The team roles, run by admins: staff and drivers. Invitations (a set-password link through PasswordResetService),
 * the collection points each member of staff works at (`staff_location`), the cities each driver works in
 * (`driver_city`), and taking the role back. Location and city ids are checked by the caller against the catalog;
 * the foreign keys are the last guard.
 */
@Injectable()
export class StaffService {
  constructor(
    private readonly em: EntityManager,
    private readonly links: PasswordResetService,
    private readonly passwords: PasswordHasher,
  ) {}

  async list(): Promise<StaffMemberView[]> {
    return (await this.rows()).map(toView);
  }

  /**
   * A new account with the staff or driver role (an unusable random password until the link is followed), or a
   * customer's account given the role; a driver's cities are set with it. Either way the invitation email goes out
   * in the same commit.
   */
  async invite(request: InviteStaffRequest): Promise<StaffMemberView> {
    const role = request.role ?? 'staff';
    const unusablePassword = await this.passwords.hash(randomBytes(32).toString('base64url'));
    const userId = await this.em
      .fork()
      .transactional(async (tx) => {
        // One invitation of an address at a time: a second (a double click) then finds the first's member.
        await holdTransactionLock(tx, `staff-invite:${request.email}`);
        const existing = await findUserByEmail(tx, request.email);
        if (existing?.role === 'admin') throw ValidationFailedError.forField('email', STAFF_TEXTS.isAdmin);
        if (existing?.role === 'staff') throw ValidationFailedError.forField('email', STAFF_TEXTS.alreadyStaff);
        if (existing?.role === 'driver') throw ValidationFailedError.forField('email', STAFF_TEXTS.alreadyDriver);
        if (existing?.role === 'partner') throw ValidationFailedError.forField('email', PARTNER_TEXTS.alreadyPartner);
        const user = existing ?? new User({ name: request.name, email: request.email, passwordHash: unusablePassword });
        user.role = role;
        await tx.persist(user).flush();
        if (role === 'driver') await replaceAssignment(tx, 'driver_city', 'city_id', user.id, request.cityIds ?? []);
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
      await replaceAssignment(tx, 'staff_location', 'location_id', userId, locationIds);
    });
    return this.member(userId);
  }

  /** Replaces the driver's cities with these (already checked to exist, at least one). */
  async assignCities(userId: number, cityIds: number[]): Promise<StaffMemberView> {
    await this.em.fork().transactional(async (tx) => {
      const locked = await tx.execute(`select id from app_user where id = ? and role = 'driver' for update`, [userId]);
      if (locked.length === 0) throw notDriver();
      await replaceAssignment(tx, 'driver_city', 'city_id', userId, cityIds);
    });
    return this.member(userId);
  }

  /** Back to a customer: the points or cities and any unused invitation go; the account and its bookings stay. */
  async remove(userId: number): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const changed = await tx.execute(
        `update app_user set role = 'customer', updated_at = now() where id = ? and role in ('staff', 'driver') returning id`,
        [userId],
      );
      if (changed.length === 0) throw notStaff();
      await tx.execute('delete from staff_location where user_id = ?', [userId]);
      await tx.execute('delete from driver_city where user_id = ?', [userId]);
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
      `select u.id, u.name, u.email, u.role,
              exists (select 1 from password_reset_token t
                      where t.user_id = u.id and t.purpose = 'invitation' and t.used_at is null and t.expires_at > now()) as invitation_pending,
              coalesce(array(select s.location_id from staff_location s where s.user_id = u.id order by s.location_id), '{}') as location_ids,
              coalesce(array(select d.city_id from driver_city d where d.user_id = u.id order by d.city_id), '{}') as city_ids
       from app_user u where u.role in ('staff', 'driver') ${userId === undefined ? '' : 'and u.id = ?'} order by lower(u.name), u.id`,
      userId === undefined ? [] : [userId],
    );
  }
}

const toView = (row: StaffRow): StaffMemberView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  invitationPending: row.invitation_pending,
  locationIds: row.location_ids.map(Number),
  cityIds: row.city_ids.map(Number),
});
