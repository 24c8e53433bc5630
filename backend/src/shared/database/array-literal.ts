/**
 * A PostgreSQL array literal (`{1,2,3}`) for one `?::int[]`-style parameter: it reads the same written into the SQL
 * as sent apart in a prepared statement. Only for values that need no quoting (ids, ISO dates and instants, codes).
 */
export const arrayLiteral = (values: readonly (string | number)[]): string => `{${values.join(',')}}`;
