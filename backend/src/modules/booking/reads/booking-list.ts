import type { BookingStatus } from '@luggage/contracts';
import { normaliseReference } from '../domain/booking-reference.js';

/** A place in the operator's list: its sort key, collection day ('YYYY-MM-DD') then reference. */
export interface BookingListKey {
  collectionDate: string;
  reference: string;
}

/** The operator's list and export: every filter at once, in one statement (see migration-20261217-admin-search). */
export interface BookingListQuery {
  /** Any of these statuses (at least one). */
  statuses: readonly BookingStatus[];
  /** 'YYYY-MM-DD', inclusive: collected on or after. */
  from?: string;
  /** 'YYYY-MM-DD', inclusive: collected on or before. */
  to?: string;
  locationId?: number;
  /** A reference, an email, or part of a name, email, phone number or reference. */
  text?: string;
  /** Only these bookings (an attention filter computed elsewhere). */
  ids?: readonly number[];
  /** Only bookings changed after payment. */
  changed?: boolean;
  /** Only same-day stays (nights 0), or only stays of nights. */
  stay?: 'same-day' | 'overnight';
  /** The rows after this key, or (with `backwards`) before it. */
  after?: BookingListKey;
  backwards?: boolean;
}

/**
 * The text a free-text search looks in, written exactly as booking_search_trgm_index is built so the planner can use
 * the trigram index for `ilike '%q%'`.
 */
const SEARCHED_TEXT = `(full_name || ' ' || email || ' ' || reference || ' ' || contact_number)`;

/** 'someone@example.com' with nothing else around it: an exact lookup (emails are stored lower case). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const STATUS_WORD = /^[a-z_]+$/;

export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** A search's condition, and whether it looks text up by trigrams (so its matches come in no useful order). */
export interface TextCondition extends SqlPart {
  byTrigrams: boolean;
}

/**
 * A free-text page sorts its matches when there are at most this many, and otherwise walks the list order until the page
 * is full (the matches are then at least one in 300 rows at 300k bookings). Either way its work is bounded: the
 * planner, left to choose, walked the list order for a name it guessed common and read 223k rows (370 ms) to fill a
 * page with one of its 395 bookings (docs/decisions.md, "A free-text page in bounded work").
 */
export const SORTED_MATCHES_AT_MOST = 1000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * How a search is looked up: an email exactly by booking_email_index; a reference-shaped text ('k7mx 3qpa') by the
 * unique reference index or as text (a name like MARGARET is reference-shaped too); anything else by trigrams.
 */
export function textCondition(text: string): TextCondition {
  const trimmed = text.trim();
  if (EMAIL_SHAPE.test(trimmed)) return { sql: 'email = ?', params: [trimmed.toLowerCase()], byTrigrams: false };
  const like = `%${escapeLike(trimmed)}%`;
  const reference = normaliseReference(trimmed);
  if (reference) return { sql: `(reference = ? or ${SEARCHED_TEXT} ilike ?)`, params: [reference, like], byTrigrams: true };
  return { sql: `${SEARCHED_TEXT} ilike ?`, params: [like], byTrigrams: true };
}

/** The filters as a where clause (without the page's key), and whether its text is looked up by trigrams. */
export function listConditions(query: BookingListQuery): TextCondition {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    parts.push(sql);
    params.push(...values);
  };
  if (query.statuses.length === 0 || query.statuses.some((status) => !STATUS_WORD.test(status))) throw new Error('A list needs known statuses');
  // Written out (not a parameter) so the planner matches the partial index booking_operator_list_index.
  add(query.statuses.length === 1 ? `status = '${query.statuses[0]}'` : `status in (${query.statuses.map((s) => `'${s}'`).join(', ')})`);
  if (query.from) add('collection_date >= ?::date', query.from);
  if (query.to) add('collection_date <= ?::date', query.to);
  if (query.locationId !== undefined) add('location_id = ?', query.locationId);
  if (query.ids) add(query.ids.length > 0 ? 'id in (?)' : 'false', ...(query.ids.length > 0 ? [query.ids] : []));
  if (query.changed) add('changed_at is not null');
  // Written out so the planner matches the partial index booking_same_day_list_index (migration-20270106).
  if (query.stay) add(query.stay === 'same-day' ? 'nights = 0' : 'nights > 0');
  const text = query.text?.trim();
  const condition = text ? textCondition(text) : null;
  if (condition) add(condition.sql, ...condition.params);
  return { sql: parts.join(' and '), params, byTrigrams: condition?.byTrigrams ?? false };
}

/**
 * One page's ids in list order: a keyset walk of (collection_date, reference), `limit` rows. A free-text search first
 * takes up to SORTED_MATCHES_AT_MOST + 1 matches by trigrams: if that is all of them, it sorts them; if not, it walks.
 */
export function pageStatement(query: BookingListQuery, limit: number): SqlPart {
  const where = listConditions(query);
  const direction = query.backwards ? 'desc' : 'asc';
  const key = query.after ? ` and (collection_date, reference) ${query.backwards ? '<' : '>'} (?::date, ?)` : '';
  const params = [...where.params, ...(query.after ? [query.after.collectionDate, query.after.reference] : [])];
  const rows = `from booking where ${where.sql}${key}`;
  const order = `order by collection_date ${direction}, reference ${direction}`;
  const page = `${order} limit ${Math.trunc(limit)}`;
  if (!where.byTrigrams) return { sql: `select id ${rows} ${page}`, params };
  const few = `(select count(*) from matched) <= ${SORTED_MATCHES_AT_MOST}`;
  return {
    sql:
      `with matched as materialized (select id, collection_date, reference ${rows} limit ${SORTED_MATCHES_AT_MOST + 1}) ` +
      `select id from ((select id, collection_date, reference from matched where ${few} ${page}) ` +
      `union all (select id, collection_date, reference ${rows} and not ${few} ${page})) page ${order}`,
    params: [...params, ...params],
  };
}

export function countStatement(query: BookingListQuery): SqlPart {
  const where = listConditions(query);
  return { sql: `select count(*)::int as count from booking where ${where.sql}`, params: where.params };
}
