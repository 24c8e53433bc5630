import { named } from '../../../shared/database/named-statement.js';

/**
 * The bags' tags and the bookings' incidents (issue 42). A tag is held while its row has no `released_at` (unique
 * among held tags: bag_tag_held_index). A tag left held by a booking that is over (given back by a driver or an admin's
 * page, cancelled) is let go when another bag needs it: RELEASE_OVER_TAGS, before TAGS_HELD_ELSEWHERE.
 */

/** The tags booking `:bookingId` holds now, oldest first. */
export const HELD_TAGS = named('select tag from bag_tag where booking_id = :bookingId and released_at is null order by id');

/** The booking's latest hand-over: its tags (one batch: one statement's `now()`), when, and whether a driver took them. */
export const LATEST_TAGGING = named(`
  select tag, tagged_at, by_driver from bag_tag
   where booking_id = :bookingId and tagged_at = (select max(tagged_at) from bag_tag where booking_id = :bookingId)
   order by id`);

export const RELEASE_OVER_TAGS = named(`
  update bag_tag set released_at = now()
   where tag = any(:tags::text[]) and released_at is null
     and booking_id in (select id from booking where status not in ('confirmed', 'collected'))`);

/** Which of `:tags` another booking holds. */
export const TAGS_HELD_ELSEWHERE = named('select tag from bag_tag where tag = any(:tags::text[]) and released_at is null and booking_id <> :bookingId order by tag limit 1');

export const INSERT_TAGS = named(`
  insert into bag_tag (booking_id, tag, by_driver, tagged_by)
  select :bookingId, t.tag, :byDriver, :taggedBy from unnest(:tags::text[]) with ordinality as t(tag, n) order by t.n`);

/** The bags handed back: the booking's tags let go. */
export const RELEASE_TAGS = named('update bag_tag set released_at = now() where booking_id = :bookingId and released_at is null');

/** A hand-over undone: its tags were never on the bags held. */
export const FORGET_HELD_TAGS = named('delete from bag_tag where booking_id = :bookingId and released_at is null');

/** A hand-back undone: the tags it let go are held again (a tag used by another bag since: unique violation). */
export const HOLD_AGAIN = named(`
  update bag_tag set released_at = null
   where booking_id = :bookingId and released_at = (select max(released_at) from bag_tag where booking_id = :bookingId)`);

/** Per booking of `:ids`: the tags it holds now, and its open incident's missing tags (a driver's stops). */
export const HAND_BACK_STATES = named(`
  select b.id as booking_id,
         coalesce((select array_agg(g.tag order by g.id) from bag_tag g where g.booking_id = b.id and g.released_at is null), '{}') as held,
         (select i.detail from booking_incident i where i.booking_id = b.id and i.resolved_at is null and i.kind = 'missing_bags') as missing
    from booking b where b.id = any(:ids::int[])`);

/** Tags not seen at a hand-back: one open incident a booking and kind, its tags brought up to date when reported again. */
export const OPEN_MISSING_BAGS = named(`
  insert into booking_incident (booking_id, kind, detail, opened_by) values (:bookingId, 'missing_bags', :detail, :openedBy)
  on conflict (booking_id, kind) where resolved_at is null do update set detail = excluded.detail`);

export const OPEN_INCIDENT_DETAIL = named(`select detail from booking_incident where booking_id = :bookingId and kind = 'missing_bags' and resolved_at is null`);

export const RESOLVE_INCIDENTS = named('update booking_incident set resolved_at = now(), resolution = :resolution where booking_id = :bookingId and resolved_at is null');

const INCIDENT_COLUMNS = `i.id, b.reference, i.kind, i.detail, i.opened_by, i.opened_at, i.resolved_at, i.resolution
  from booking_incident i join booking b on b.id = i.booking_id`;

export const OPEN_INCIDENTS = named(`select ${INCIDENT_COLUMNS} where i.resolved_at is null order by i.opened_at desc, i.id desc limit :limit`);

export const INCIDENTS_OF = named(`select ${INCIDENT_COLUMNS} where i.booking_id = :bookingId order by i.resolved_at is null desc, i.opened_at desc, i.id desc`);

export interface IncidentRow {
  id: number;
  reference: string;
  kind: 'missing_bags';
  detail: string;
  opened_by: string;
  opened_at: Date;
  resolved_at: Date | null;
  resolution: string | null;
}

/** Every tag the booking's bags have had, held or let go, in the order they were recorded (a bag's chain of custody). */
export const ALL_TAGS = named('select tag, by_driver, tagged_by, tagged_at, released_at from bag_tag where booking_id = :bookingId order by id');

/** The history rows a bag's chain of custody reads: the run starts, deliveries and hand-backs. */
export const CUSTODY_HISTORY = named(`
  select action, to_status, actor, created_at from booking_status_change
   where booking_id = :bookingId and (action in ('driver_on_the_way', 'driver_delivered') or to_status = 'returned') order by id`);
