import { createHash } from 'node:crypto';
import type { Transaction } from '@mikro-orm/sql';
import { type Configuration, PostgreSqlConnection, PostgreSqlDriver } from '@mikro-orm/postgresql';
import type { CompiledQuery } from 'kysely';

const MARK = '/* prepared */ ';

/**
 * Marks a statement of the booking path for PostgreSQL to parse and plan once per connection (a named prepared
 * statement) instead of on every call. MikroORM writes every parameter into the SQL text, so PostgreSQL parses,
 * analyses and plans each call afresh: 0.2 to 0.65 ms a statement for the booking path's CTEs, about a third of the
 * database's CPU per booking. A marked statement is sent with its parameters apart (`?` becomes `$1`, `$2`, ...), so
 * every parameter must have a type PostgreSQL can infer from where it stands, or a cast (`?::int`); a list is one
 * array parameter (`= any(?::int[])`), not `in (?)`. Call sites keep `em.execute(prepared(sql), params)`, with
 * MikroORM's transaction, logging and errors.
 */
export const prepared = (sql: string): string => MARK + sql;

interface Statement {
  name: string;
  text: string;
}

/** Distinct marked texts are a few dozen (one per call site and event mix); the bound only guards against a mistake. */
const STATEMENTS_KEPT = 500;
const statements = new Map<string, Statement>();

function statementOf(marked: string): Statement {
  let statement = statements.get(marked);
  if (!statement) {
    let n = 0;
    const text = marked.slice(MARK.length).replace(/\?/g, () => `$${++n}`);
    statement = { name: `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`, text };
    if (statements.size >= STATEMENTS_KEPT) statements.clear();
    statements.set(marked, statement);
  }
  return statement;
}

class PreparingConnection extends PostgreSqlConnection {
  override async execute<T>(query: Parameters<PostgreSqlConnection['execute']>[0], params: readonly unknown[] | Record<string, unknown> = [], method: 'all' | 'get' | 'run' = 'all', ctx?: Transaction): Promise<T> {
    if (typeof query !== 'string' || !query.startsWith(MARK) || !Array.isArray(params)) return super.execute(query, params, method, ctx) as Promise<T>;
    const { name, text } = statementOf(query);
    await this.ensureConnection();
    return this.executeQuery(text, async () => {
      // pg's Client#query takes a { name, text } config where Kysely passes the SQL, and prepares it once per connection.
      const compiled = { sql: { name, text } as unknown as string, parameters: params, query: undefined, queryId: undefined } as unknown as CompiledQuery;
      const result = await (ctx ?? this.getClient()).executeQuery(compiled);
      return this.transformRawResult<T>(result, method);
    }, { query: text, params });
  }
}

/** MikroORM's PostgreSQL driver with a connection that runs `prepared` statements as named prepared statements. */
export class PreparingPostgreSqlDriver extends PostgreSqlDriver {
  constructor(config: Configuration) {
    super(config);
    // The connection is made in the constructor from a class fixed there; read replicas are not used.
    Object.assign(this, { connection: new PreparingConnection(this.config) });
  }
}
