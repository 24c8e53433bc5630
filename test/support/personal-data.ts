import { sql } from './booking-builders.js';
import type { TestApp } from './test-app.js';

/**
 * Every column of every table, as information_schema lists them, whose text (json, arrays and all, read as text) holds
 * one of `needles`, case-insensitively: `table.column`, sorted. For the erasure tests: what must be gone is nowhere.
 */
export async function columnsHolding(t: TestApp, needles: string[]): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }>(
    t,
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')
      order by 1, 2`,
  );
  const lowered = needles.filter((needle) => needle.trim() !== '').map((needle) => needle.toLowerCase());
  const holds = lowered.map(() => 'strpos(lower(value), ?) > 0').join(' or ');
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await sql<{ n: number }>(t, `select count(*)::int as n from (select "${column}"::text as value from "${table}") c where ${holds}`, lowered);
    if (row.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}
