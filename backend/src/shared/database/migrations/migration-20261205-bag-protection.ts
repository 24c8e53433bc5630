import { Migration } from '@mikro-orm/migrations';

/** Bag protection: the cover per bag an admin states (one row, id 1); null until set, and nothing is shown then. */
export class MigrationBagProtection extends Migration {
  override up(): void {
    this.addSql(`
      create table bag_protection (
        id smallint primary key check (id = 1),
        cover_per_bag_pence integer null check (cover_per_bag_pence between 1 and 10000000),
        updated_by varchar(120) null,
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`insert into bag_protection (id, cover_per_bag_pence) values (1, null);`);
  }
}
