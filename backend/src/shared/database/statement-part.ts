/**
 * Common table expressions for another statement's WITH list, with their parameters in order, and `result`: the
 * scalar expression that statement's select reads their outcome with. A module keeps its SQL behind a function
 * returning one, so a caller can do several modules' work in one round trip without copying their SQL.
 */
export interface CtePart {
  sql: string;
  params: unknown[];
  result: string;
}
