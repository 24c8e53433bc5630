import { Migration } from '@mikro-orm/migrations';

/**
 * Drivers: a fourth role, and the cities each driver works in. A driver goes to addresses across a city,
 * so they are assigned to cities, not to collection points as staff are.
 */
export class MigrationDrivers extends Migration {
  override up(): void {
    this.addSql(`alter table app_user drop constraint app_user_role_check;`);
    this.addSql(`alter table app_user add constraint app_user_role_check check (role in ('customer', 'staff', 'driver', 'admin'));`);
    this.addSql(`
      create table driver_city (
        user_id integer not null references app_user (id) on delete cascade,
        city_id integer not null references collection_city (id) on delete cascade,
        primary key (user_id, city_id)
      );`);
    this.addSql(`create index driver_city_city_id_index on driver_city (city_id);`);
  }
}
