import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type BagProtectionView, toBagProtectionView } from '@luggage/contracts';
import { BagProtectionRecord } from './entities/index.js';

/** The cover per bag in force, read fresh (one row) so every instance shows an admin's change at once. */
@Injectable()
export class BagProtectionService {
  constructor(private readonly em: EntityManager) {}

  /** Pence, or null when none is stated. */
  async coverPerBagPence(em: EntityManager = this.em.fork()): Promise<number | null> {
    const row = await em.findOne(BagProtectionRecord, { id: 1 });
    return row?.coverPerBagPence ?? null;
  }

  async view(): Promise<BagProtectionView> {
    return toBagProtectionView(await this.coverPerBagPence());
  }

  async update(coverPence: number | null, actor: string): Promise<BagProtectionView> {
    await this.em.fork().getConnection().execute(
      `insert into bag_protection (id, cover_per_bag_pence, updated_by, updated_at) values (1, ?, ?, now())
       on conflict (id) do update set cover_per_bag_pence = excluded.cover_per_bag_pence, updated_by = excluded.updated_by, updated_at = now()`,
      [coverPence, actor.slice(0, 120)],
    );
    return toBagProtectionView(coverPence);
  }
}
