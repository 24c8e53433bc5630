import { Migration } from '@mikro-orm/migrations';

/**
 * Languages: the texts admins write (item names and descriptions, point names and meeting instructions,
 * zone names) may be given per language, each field's as {language: text}; a language left out shows the English.
 */
export class MigrationAdminTextTranslations extends Migration {
  override up(): void {
    this.addSql(`alter table storage_item add column name_translations jsonb not null default '{}', add column description_translations jsonb not null default '{}';`);
    this.addSql(`alter table collection_location add column name_translations jsonb not null default '{}', add column instructions_translations jsonb not null default '{}';`);
    this.addSql(`alter table delivery_zone add column name_translations jsonb not null default '{}';`);
  }
}
