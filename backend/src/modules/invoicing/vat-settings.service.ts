import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { VatSettings } from '@luggage/contracts';
import { readVatSettings, writeVatSettings } from './vat-settings.js';

/** The admin's VAT settings page. */
@Injectable()
export class VatSettingsService {
  constructor(private readonly em: EntityManager) {}

  view(): Promise<VatSettings> {
    return readVatSettings(this.em.fork());
  }

  update(settings: VatSettings, actor: string): Promise<VatSettings> {
    return writeVatSettings(this.em.fork(), settings, actor);
  }
}
