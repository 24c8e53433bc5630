import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type CancellationPolicy, type CancellationPolicyView, DEFAULT_CANCELLATION_POLICY, describeCancellationPolicy } from '@luggage/contracts';
import { CancellationPolicyRecord } from './entities/index.js';

/** The policy in force, read fresh (one row) so every instance applies an admin's change at once. */
@Injectable()
export class CancellationPolicyService {
  constructor(private readonly em: EntityManager) {}

  async current(em: EntityManager = this.em.fork()): Promise<CancellationPolicy> {
    const row = await em.findOne(CancellationPolicyRecord, { id: 1 });
    return row ? { freeCancellationHours: row.freeCancellationHours, lateRefundPercent: row.lateRefundPercent } : DEFAULT_CANCELLATION_POLICY;
  }

  async view(): Promise<CancellationPolicyView> {
    return toPolicyView(await this.current());
  }

  async update(policy: CancellationPolicy, actor: string): Promise<CancellationPolicyView> {
    await this.em.fork().getConnection().execute(
      `insert into cancellation_policy (id, free_cancellation_hours, late_refund_percent, updated_by, updated_at) values (1, ?, ?, ?, now())
       on conflict (id) do update set free_cancellation_hours = excluded.free_cancellation_hours,
         late_refund_percent = excluded.late_refund_percent, updated_by = excluded.updated_by, updated_at = now()`,
      [policy.freeCancellationHours, policy.lateRefundPercent, actor.slice(0, 120)],
    );
    return toPolicyView(policy);
  }
}

export interface PolicyWithCover {
  policy: CancellationPolicy;
  coverPerBagPence: number | null;
}

export interface PolicyWithCoverRow {
  free_cancellation_hours: number | null;
  late_refund_percent: number | null;
  cover_per_bag_pence: number | null;
}

/** The policy and the bag protection's cover per bag as columns of a read that joins POLICY_WITH_COVER_JOINS to a row of its own. */
export const POLICY_WITH_COVER_COLUMNS = 'c.free_cancellation_hours, c.late_refund_percent, b.cover_per_bag_pence';
export const POLICY_WITH_COVER_JOINS = 'left join cancellation_policy c on c.id = 1 left join bag_protection b on b.id = 1';

export function policyWithCoverOf(row: PolicyWithCoverRow): PolicyWithCover {
  const policy =
    row.free_cancellation_hours === null || row.late_refund_percent === null
      ? DEFAULT_CANCELLATION_POLICY
      : { freeCancellationHours: Number(row.free_cancellation_hours), lateRefundPercent: Number(row.late_refund_percent) };
  return { policy, coverPerBagPence: row.cover_per_bag_pence === null ? null : Number(row.cover_per_bag_pence) };
}

export function toPolicyView(policy: CancellationPolicy): CancellationPolicyView {
  return { ...policy, summary: describeCancellationPolicy(policy) };
}
