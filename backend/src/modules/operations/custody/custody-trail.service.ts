import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type BagCustodyView, type LegView, windowLabel } from '@luggage/contracts';
import { type BookingView, returnPointOf } from '../../booking/index.js';
import { BagTagStore } from './bag-tags.js';
import { ALL_TAGS, CUSTODY_HISTORY } from './bag-tags.queries.js';
import { custodyTrail } from './custody-trail.js';

/** An address leg's van run: '14:00–16:00 on 2026-11-30'. */
const runOf = (leg: LegView | undefined): string | null => (leg?.kind === 'address' && leg.window ? `${windowLabel(leg.window)} on ${leg.date}` : null);

/** Each bag's chain of custody of a booking (custody-trail.ts), read from its tags, history, legs and incidents. */
@Injectable()
export class CustodyTrailService {
  constructor(
    private readonly em: EntityManager,
    private readonly tags: BagTagStore,
  ) {}

  async of(booking: BookingView): Promise<BagCustodyView[]> {
    const [tags, history, incidents] = await Promise.all([
      this.em.fork().execute<{ tag: string; by_driver: boolean; tagged_by: string; tagged_at: Date; released_at: Date | null }[]>(ALL_TAGS.sql, ALL_TAGS.params({ bookingId: booking.id })),
      this.em.fork().execute<{ action: string | null; to_status: string; actor: string; created_at: Date }[]>(CUSTODY_HISTORY.sql, CUSTODY_HISTORY.params({ bookingId: booking.id })),
      this.tags.incidentsOf(booking.id),
    ]);
    const returnPoint = returnPointOf(booking);
    return custodyTrail({
      tags: tags.map((row) => ({ tag: row.tag, byDriver: row.by_driver, taggedBy: row.tagged_by, taggedAt: new Date(row.tagged_at), releasedAt: row.released_at ? new Date(row.released_at) : null })),
      history: history.map((row) => ({ action: row.action, toStatus: row.to_status, actor: row.actor, at: new Date(row.created_at) })),
      incidents,
      point: { id: booking.location.id, name: booking.location.name },
      returnPoint: { id: returnPoint.id, name: returnPoint.name },
      collectionRun: runOf(booking.legs.find((leg) => leg.direction === 'collection')),
      returnRun: runOf(booking.legs.find((leg) => leg.direction === 'return')),
    });
  }
}
