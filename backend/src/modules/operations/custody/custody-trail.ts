import type { BagCustodyView, CustodyStepView } from '@luggage/contracts';

/** A bag_tag row: one bag's tag from its hand-over to its hand-back. */
export interface TagRecord {
  tag: string;
  byDriver: boolean;
  taggedBy: string;
  taggedAt: Date;
  releasedAt: Date | null;
}

/** A history row of the booking (the door's `now()`, so a step's row and its tags' rows share their instant). */
export interface CustodyHistoryRow {
  action: string | null;
  toStatus: string;
  actor: string;
  at: Date;
}

/** What the booking's rows say around its bags. */
export interface CustodyFacts {
  tags: readonly TagRecord[];
  history: readonly CustodyHistoryRow[];
  incidents: readonly { tags: readonly string[]; openedBy: string; openedAt: string }[];
  /** Where the bags are stored, and where they are handed back at a point. */
  point: { id: number; name: string };
  returnPoint: { id: number; name: string };
  /** The van runs of the address legs: '08:00–10:00 on 2026-11-30' (null: the leg is at a point). */
  collectionRun: string | null;
  returnRun: string | null;
}

/** 'driver:12 Dee Driver <dee@example.com>' -> 'Dee Driver' (as the door's actors are labelled). */
export function actorName(label: string): string {
  return /^[a-z_]+:\d+ (.+?)(?: <[^>]*>)?$/.exec(label)?.[1] ?? label;
}

const iso = (at: Date) => at.toISOString();

/**
 * Each bag's chain of custody, oldest step first, from the booking's rows: the tag's row says when and by whom it was
 * tagged (at the point, or by the driver collecting at the address) and when it was let go; the history row written in
 * the same transaction says how (a driver's delivery, a hand-back at the point, or none: a tag let go for another bag
 * while the booking was over); each run start of the return leg while the bag was held put it on the van; the open or
 * closed incidents naming its tag say it was missing at a hand-back.
 */
export function custodyTrail(facts: CustodyFacts): BagCustodyView[] {
  return facts.tags.map((record) => {
    const steps = [tagged(record, facts), ...onTheVan(record, facts), ...missing(record, facts), ...released(record, facts)];
    steps.sort((a, b) => a.at.localeCompare(b.at));
    return { tag: record.tag, held: record.releasedAt === null, steps };
  });
}

function tagged(record: TagRecord, facts: CustodyFacts): CustodyStepView {
  const by = actorName(record.taggedBy);
  if (record.byDriver) return { kind: 'collected_by_driver', at: iso(record.taggedAt), point: null, by, run: facts.collectionRun };
  return { kind: 'tagged', at: iso(record.taggedAt), point: facts.point, by, run: null };
}

const whileHeld = (record: TagRecord, at: Date) => at >= record.taggedAt && (record.releasedAt === null || at <= record.releasedAt);

function onTheVan(record: TagRecord, facts: CustodyFacts): CustodyStepView[] {
  return facts.history
    .filter((row) => row.action === 'driver_on_the_way' && row.toStatus === 'collected' && whileHeld(record, row.at))
    .map((row) => ({ kind: 'on_the_van', at: iso(row.at), point: null, by: actorName(row.actor), run: facts.returnRun }));
}

function missing(record: TagRecord, facts: CustodyFacts): CustodyStepView[] {
  return facts.incidents
    .filter((incident) => incident.tags.includes(record.tag) && whileHeld(record, new Date(incident.openedAt)))
    .map((incident) => ({ kind: 'missing', at: incident.openedAt, point: null, by: actorName(incident.openedBy), run: null }));
}

function released(record: TagRecord, facts: CustodyFacts): CustodyStepView[] {
  const at = record.releasedAt;
  if (!at) return [];
  const how = facts.history.find((row) => row.at.getTime() === at.getTime() && (row.action === 'driver_delivered' || row.toStatus === 'returned'));
  if (how?.action === 'driver_delivered') return [{ kind: 'delivered', at: iso(at), point: null, by: actorName(how.actor), run: facts.returnRun }];
  if (how) return [{ kind: 'handed_back', at: iso(at), point: facts.returnPoint, by: actorName(how.actor), run: null }];
  return [{ kind: 'released', at: iso(at), point: null, by: null, run: null }];
}
