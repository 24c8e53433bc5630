import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BagTagsSummary, BookingIncidentView } from '@luggage/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { message } from '../../../shared/i18n/message.js';
import { CheckInStepError } from '../operations.errors.js';
import {
  FORGET_HELD_TAGS,
  HAND_BACK_STATES,
  HELD_TAGS,
  HOLD_AGAIN,
  INCIDENTS_OF,
  type IncidentRow,
  INSERT_TAGS,
  LATEST_TAGGING,
  OPEN_INCIDENTS,
  OPEN_INCIDENT_DETAIL,
  OPEN_MISSING_BAGS,
  RELEASE_OVER_TAGS,
  RELEASE_TAGS,
  RESOLVE_INCIDENTS,
  TAGS_HELD_ELSEWHERE,
} from './bag-tags.queries.js';
import { allSeenBy, type HandBack, MissingAlreadyReported } from './hand-back.js';

type Tx = Pick<EntityManager, 'execute'>;

/** `{T-0412,T-0413}`: tags as a Postgres text array (a tag is letters, digits and dashes: nothing to quote). */
const textArray = (tags: readonly string[]) => `{${tags.join(',')}}`;

/** The message refusing a tag another booking's bag holds (422 under `tags`, where staff typed or scanned it). */
export const heldElsewhere = (tag: string) => ValidationFailedError.forField('tags', message('validation:tags.heldElsewhere', { tag }));

/** Whether `error` is the held-tags index refusing a tag a racing hand-over took first. */
export const isTagTaken = (error: unknown): boolean =>
  error instanceof UniqueConstraintViolationException || (error as { code?: string } | null)?.code === '23505';

/**
 * The bags' tags of each booking and the incidents of its hand-backs (issue 42). The writes run in the transaction of
 * the booking's move (BookingService.moveWith), under its lock, so a tag is recorded, let go or held again exactly
 * when the step is.
 */
@Injectable()
export class BagTagStore {
  constructor(private readonly em: EntityManager) {}

  async held(bookingId: number): Promise<string[]> {
    const rows = await this.em.fork().execute<{ tag: string }[]>(HELD_TAGS.sql, HELD_TAGS.params({ bookingId }));
    return rows.map((row) => row.tag);
  }

  /** The booking's latest hand-over, for the manage page, the pass and the staff screen (`point`: where it is stored). */
  async latest(bookingId: number, point: string): Promise<BagTagsSummary | null> {
    const rows = await this.em.fork().execute<{ tag: string; tagged_at: Date; by_driver: boolean }[]>(LATEST_TAGGING.sql, LATEST_TAGGING.params({ bookingId }));
    if (rows.length === 0) return null;
    return { tags: rows.map((row) => row.tag), at: new Date(rows[0].tagged_at).toISOString(), point: rows[0].by_driver ? null : point };
  }

  /** Records `tags` on the booking's bags, refused when another booking's bag holds one or this booking is tagged already. */
  async record(tx: Tx, bookingId: number, tags: readonly string[], taggedBy: string, byDriver: boolean): Promise<void> {
    const list = textArray(tags);
    if ((await tx.execute(HELD_TAGS.sql, HELD_TAGS.params({ bookingId }))).length > 0) throw new CheckInStepError('The bags of this booking are tagged already.');
    await tx.execute(RELEASE_OVER_TAGS.sql, RELEASE_OVER_TAGS.params({ tags: list }));
    const [taken] = await tx.execute<{ tag: string }[]>(TAGS_HELD_ELSEWHERE.sql, TAGS_HELD_ELSEWHERE.params({ tags: list, bookingId }));
    if (taken) throw heldElsewhere(taken.tag);
    await tx.execute(INSERT_TAGS.sql, INSERT_TAGS.params({ bookingId, tags: list, byDriver, taggedBy: taggedBy.slice(0, 120) }));
  }

  /** The bags handed back: their tags free for other bags, the booking's open incidents closed with `resolution`. */
  async release(tx: Tx, bookingId: number, resolution: string): Promise<void> {
    await tx.execute(RELEASE_TAGS.sql, RELEASE_TAGS.params({ bookingId }));
    await tx.execute(RESOLVE_INCIDENTS.sql, RESOLVE_INCIDENTS.params({ bookingId, resolution: resolution.slice(0, 300) }));
  }

  async forgetHeld(tx: Tx, bookingId: number): Promise<void> {
    await tx.execute(FORGET_HELD_TAGS.sql, FORGET_HELD_TAGS.params({ bookingId }));
  }

  async holdAgain(tx: Tx, bookingId: number): Promise<void> {
    await tx.execute(HOLD_AGAIN.sql, HOLD_AGAIN.params({ bookingId }));
  }

  /** Tags not seen at a hand-back: the booking's open incident, opened now or brought up to date. */
  async reportMissing(tx: Tx, bookingId: number, missing: readonly string[], openedBy: string): Promise<void> {
    const detail = missing.join(', ').slice(0, 300);
    const [open] = await tx.execute<{ detail: string }[]>(OPEN_INCIDENT_DETAIL.sql, OPEN_INCIDENT_DETAIL.params({ bookingId }));
    if (open?.detail === detail) throw new MissingAlreadyReported();
    await tx.execute(OPEN_MISSING_BAGS.sql, OPEN_MISSING_BAGS.params({ bookingId, detail, openedBy: openedBy.slice(0, 120) }));
  }

  /**
   * A hand-back judged (`judgeHandBack`), in the transaction of its move: every tag seen lets them go and closes the
   * booking's incidents, some missing open (or bring up to date) its incident.
   */
  async handBack(tx: Tx, bookingId: number, { missing }: HandBack, actorLabel: string): Promise<void> {
    if (missing.length === 0) await this.release(tx, bookingId, allSeenBy(actorLabel));
    else await this.reportMissing(tx, bookingId, missing, actorLabel);
  }

  /** Of each booking of `bookingIds`: the tags it holds, and those its open incident says are missing. */
  async handBackStates(bookingIds: readonly number[]): Promise<Map<number, { held: string[]; missing: string[] }>> {
    const states = new Map<number, { held: string[]; missing: string[] }>();
    if (bookingIds.length === 0) return states;
    const ids = `{${bookingIds.join(',')}}`;
    const rows = await this.em.fork().execute<{ booking_id: number; held: string[]; missing: string | null }[]>(HAND_BACK_STATES.sql, HAND_BACK_STATES.params({ ids }));
    for (const row of rows) states.set(row.booking_id, { held: row.held, missing: row.missing ? row.missing.split(', ').filter(Boolean) : [] });
    return states;
  }

  /** Tags still missing, from the booking's open incident. */
  async missing(bookingId: number): Promise<string[]> {
    const open = (await this.incidentsOf(bookingId)).find((incident) => incident.resolvedAt === null);
    return open ? open.tags : [];
  }

  async openIncidents(limit = 50): Promise<BookingIncidentView[]> {
    const rows = await this.em.fork().execute<IncidentRow[]>(OPEN_INCIDENTS.sql, OPEN_INCIDENTS.params({ limit }));
    return rows.map(toIncidentView);
  }

  async incidentsOf(bookingId: number): Promise<(BookingIncidentView & { tags: string[] })[]> {
    const rows = await this.em.fork().execute<IncidentRow[]>(INCIDENTS_OF.sql, INCIDENTS_OF.params({ bookingId }));
    return rows.map((row) => ({ ...toIncidentView(row), tags: row.detail.split(', ').filter(Boolean) }));
  }
}

function toIncidentView(row: IncidentRow): BookingIncidentView {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    detail: `Tags not seen at the hand-back: ${row.detail}`,
    openedBy: row.opened_by,
    openedAt: new Date(row.opened_at).toISOString(),
    resolvedAt: row.resolved_at ? new Date(row.resolved_at).toISOString() : null,
    resolution: row.resolution,
  };
}
