import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_VAT_RATE_PERCENT, type VatSettings } from '@luggage/contracts';

interface VatSettingsRow {
  vat_number: string | null;
  rate_percent: number;
  legal_name: string;
  address: string;
}

const DEFAULTS: VatSettings = { vatNumber: null, ratePercent: DEFAULT_VAT_RATE_PERCENT, legalName: '', address: '' };

/** The VAT settings in force, read fresh (one row) so every instance issues with an admin's change at once. */
export async function readVatSettings(em: Pick<EntityManager, 'execute'>): Promise<VatSettings> {
  const [row] = await em.execute<VatSettingsRow[]>('select vat_number, rate_percent, legal_name, address from vat_settings where id = 1');
  return row ? { vatNumber: row.vat_number, ratePercent: row.rate_percent, legalName: row.legal_name, address: row.address } : { ...DEFAULTS };
}

/**
 * The VAT the business charges now, in percent of the net (prices include it): the set rate once it has a VAT number,
 * else 0, as its documents (receipts) say. For the reports.
 */
export async function chargedVatPercent(em: Pick<EntityManager, 'execute'>): Promise<number> {
  const settings = await readVatSettings(em);
  return settings.vatNumber ? settings.ratePercent : 0;
}

export async function writeVatSettings(em: Pick<EntityManager, 'execute'>, settings: VatSettings, actor: string): Promise<VatSettings> {
  await em.execute(
    `insert into vat_settings (id, vat_number, rate_percent, legal_name, address, updated_by, updated_at) values (1, ?, ?, ?, ?, ?, now())
     on conflict (id) do update set vat_number = excluded.vat_number, rate_percent = excluded.rate_percent, legal_name = excluded.legal_name,
       address = excluded.address, updated_by = excluded.updated_by, updated_at = now()`,
    [settings.vatNumber, settings.ratePercent, settings.legalName, settings.address, actor.slice(0, 120)],
  );
  return settings;
}
