import { Migration } from '@mikro-orm/migrations';

/**
 * Roles instead of the admin flag: a user is a customer, a staff member or an admin. Existing admins
 * keep their powers; everyone else is a customer.
 */
export class MigrationRoles extends Migration {
  override up(): void {
    this.addSql(`alter table app_user add column role varchar(20) not null default 'customer';`);
    this.addSql(`update app_user set role = 'admin' where is_admin;`);
    this.addSql(`alter table app_user add constraint app_user_role_check check (role in ('customer', 'staff', 'admin'));`);
    this.addSql(`alter table app_user drop column is_admin;`);
  }
}
