import pg from 'pg';
import { sql } from './booking-builders.js';
import type { TestApp } from './test-app.js';

/** Runs SQL written with `?` placeholders. */
export type RunSql = <T>(query: string, params: unknown[]) => Promise<T[]>;

/** The API tests' app: its own EntityManager. */
export const inTestApp =
  (t: TestApp): RunSql =>
  (query, params) =>
    sql(t, query, params);

/**
 * A built app's embedded database, through the socket it listens on (DATA_DIR/run): for tests driving an app
 * process. Call the answer's `end` when done.
 */
export async function embeddedDatabaseOf(dataDir: string): Promise<{ run: RunSql; end: () => Promise<void> }> {
  const client = new pg.Client({ host: `${dataDir}/run`, user: 'postgres', database: 'postgres' });
  await client.connect();
  const run: RunSql = async <T>(query: string, params: unknown[]) => {
    let n = 0;
    return (await client.query(query.replace(/\?/g, () => `$${++n}`), params)).rows as T[];
  };
  return { run, end: () => client.end() };
}

export interface CloneOptions {
  /** 1-3 letters of the reference alphabet that start every copy's reference (unique per call). */
  prefix: string;
  count: number;
  /** 'YYYY-MM-DD': the first copy's collection day; copies spread over `days` days from it. */
  firstDay: string;
  days?: number;
  /** Cycled through, copy by copy. */
  statuses?: readonly string[];
  /** Copy i is named `${name} ${i}` and mailed at `${prefix}${i}@clones.example` (lower case). */
  name?: string;
}

/**
 * Copies of a booking the app made, written in one statement into its own table (items, legs and payments are not
 * copied): a list or an export of any size in a moment. References stay in the reference alphabet:
 * the prefix then the copy's number with its digits spelt A-K.
 */
export async function cloneBookings(run: RunSql, source: string, options: CloneOptions): Promise<void> {
  const { prefix, count, firstDay, days = 1, statuses = ['confirmed'], name = `Clone ${prefix}` } = options;
  const columns = (
    await run<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'booking' and table_schema = current_schema() and column_name <> 'id'`, [])
  ).map((row) => row.column_name);
  const reference = `? || translate(lpad(g::text, ${8 - prefix.length}, '0'), '0123456789', 'ABCDEFGHJK')`;
  const replaced: Record<string, string> = {
    reference,
    booking_token: `'clone-' || ${reference}`,
    payment_intent_id: 'null',
    manage_token_hash: 'null',
    manage_token_sealed: 'null',
    status: `(?::text[])[1 + g % ?]`,
    collection_date: `?::date + (g % ?)`,
    return_date: `?::date + (g % ?) + b.nights`,
    full_name: `? || ' ' || g`,
    email: `lower(?) || g || '@clones.example'`,
  };
  const order = columns.filter((column) => column in replaced);
  const params: unknown[] = [];
  const values: Record<string, unknown[]> = {
    reference: [prefix],
    booking_token: [prefix],
    status: [`{${statuses.join(',')}}`, statuses.length],
    collection_date: [firstDay, days],
    return_date: [firstDay, days],
    full_name: [name],
    email: [prefix],
  };
  for (const column of order) params.push(...(values[column] ?? []));
  const select = columns.map((column) => replaced[column] ?? `b.${column}`).join(', ');
  await run(`insert into booking (${columns.join(', ')}) select ${select} from booking b, generate_series(1, ?) g where b.reference = ?`, [
    ...params,
    count,
    source,
  ]);
}
