import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Waits for, then holds until `tx` ends, PostgreSQL's advisory lock named `key`: work under one key runs one
 * transaction at a time (a check-then-write that a unique index alone would answer with an error).
 */
export async function holdTransactionLock(tx: EntityManager, key: string): Promise<void> {
  await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [key]);
}
