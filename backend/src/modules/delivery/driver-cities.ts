import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { DriverCityView } from '@luggage/contracts';
import type { AuthUser } from '../auth/index.js';

/** The cities a signed-in user drives in: a driver's assigned cities (`driver_city`), every city for an admin. */
@Injectable()
export class DriverCities {
  constructor(private readonly em: EntityManager) {}

  async of(user: AuthUser): Promise<DriverCityView[]> {
    if (user.role !== 'driver' && user.role !== 'admin') return [];
    const rows = await this.em.fork().execute<{ id: number; name: string }[]>(
      user.role === 'admin'
        ? 'select c.id, c.name from collection_city c order by lower(c.name), c.id'
        : 'select c.id, c.name from driver_city d join collection_city c on c.id = d.city_id where d.user_id = ? order by lower(c.name), c.id',
      user.role === 'admin' ? [] : [user.id],
    );
    return rows.map((row) => ({ id: Number(row.id), city: row.name }));
  }

  /** The drivers assigned to a city, by name. */
  async driversOf(cityId: number): Promise<{ id: number; name: string }[]> {
    const rows = await this.em.fork().execute<{ id: number; name: string }[]>(
      `select u.id, u.name from driver_city d join app_user u on u.id = d.user_id where d.city_id = ? and u.role = 'driver' order by lower(u.name), u.id`,
      [cityId],
    );
    return rows.map((row) => ({ id: Number(row.id), name: row.name }));
  }
}
