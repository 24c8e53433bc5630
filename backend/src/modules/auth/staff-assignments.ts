import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from './session.service.js';

/**
 * What staff-facing features (check-in, the day's lists) ask about the signed-in user: the collection points they
 * work at. An admin works everywhere, so callers treat `'all'` as no restriction.
 */
@Injectable()
export class StaffAssignments {
  constructor(private readonly em: EntityManager) {}

  async locationIdsOf(user: AuthUser): Promise<number[] | 'all'> {
    if (user.role === 'admin') return 'all';
    if (user.role !== 'staff') return [];
    const rows = await this.em.fork().execute<{ location_id: number }[]>(
      'select location_id from staff_location where user_id = ? order by location_id',
      [user.id],
    );
    return rows.map((row) => Number(row.location_id));
  }

  /** True when the user may work at this point: an admin anywhere, staff at their assigned points. */
  async worksAt(user: AuthUser, locationId: number): Promise<boolean> {
    const ids = await this.locationIdsOf(user);
    return ids === 'all' || ids.includes(locationId);
  }
}
