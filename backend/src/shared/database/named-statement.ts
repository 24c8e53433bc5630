/**
 * A statement written with named parameters (`:pointId`), compiled once, at module load, to the positional `?`s
 * that `em.execute` (and `prepared`) take: `tx.execute(STATEMENT.sql, STATEMENT.params({ pointId, ... }))`.
 * A name may appear more than once; `::type` casts are not names.
 */
export interface NamedStatement {
  sql: string;
  params(values: Readonly<Record<string, unknown>>): unknown[];
}

const NAME = /(?<![:\w]):([A-Za-z]\w*)/g;

export function named(text: string): NamedStatement {
  if (text.includes('?')) throw new Error('A named statement takes no positional parameter');
  const names: string[] = [];
  const sql = text.replace(NAME, (_, name: string) => {
    names.push(name);
    return '?';
  });
  return {
    sql,
    params(values) {
      return names.map((name) => {
        if (!(name in values)) throw new Error(`Statement parameter :${name} not given`);
        return values[name];
      });
    },
  };
}
