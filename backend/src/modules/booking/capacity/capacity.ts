import type { EntityManager } from '@mikro-orm/postgresql';
import type { NamedStatement } from '../../../shared/database/named-statement.js';

/**
 * One shape for what a booking takes of a limited thing, in the caller's transaction, its rows already locked in the
 * lock order (capacity-locks.ts): bags over a point's half hours (booking-capacity.ts) and trips of a window on a day
 * (trip-capacity.ts). A kind says what a claim is, its statements and how to read a refusal; holding, giving back,
 * moving and the hold rule are the same for both.
 */
export interface CapacityKind<Claim, Limit, Full, Row> {
  /** Takes the claim, answering rows that `over` reads. */
  hold: NamedStatement;
  release: NamedStatement;
  params(claim: Claim, limit?: Limit): Record<string, unknown>;
  isEmpty(claim: Claim): boolean;
  same(a: Claim, b: Claim): boolean;
  /** The first unit the claim no longer fits in, from the hold's rows; null when it fits. */
  over(claim: Claim, rows: readonly Row[], limit: Limit): Full | null;
  /** For putting back what was counted a moment ago. */
  unlimited(claim: Claim): Limit;
  refusal(claim: Claim, full: Full): Error;
}

export interface Capacity<Claim, Limit, Full> {
  /** Takes the claim; when it does not fit, gives it all back and answers the first full unit. */
  hold(tx: EntityManager, claim: Claim, limit: Limit): Promise<Full | null>;
  /** Gives the claim back (a cancellation, an expired hold, a change). */
  release(tx: EntityManager, claim: Claim): Promise<void>;
  /**
   * Moves a booking's claim from `from` (null: none held) to `to`: the old one is given back first, so a claim that
   * only grows needs room for what it adds. When `to` does not fit, `from` is taken back and the full unit answered.
   * Nothing is written when the claim is the same.
   */
  move(tx: EntityManager, from: Claim | null, to: Claim, limit: Limit): Promise<Full | null>;
  /** move, refusing a claim that does not fit with its kind's 409. */
  moveOrRefuse(tx: EntityManager, from: Claim | null, to: Claim, limit: Limit): Promise<void>;
  /** Refuses with 409 a move that would not fit now, leaving the counts as they were. */
  assertFits(tx: EntityManager, from: Claim | null, to: Claim, limit: Limit): Promise<void>;
}

/** A limit no unit reaches: for putting back what was counted a moment ago. */
export const NO_LIMIT = 2_147_483_647;

export function capacityOf<Claim, Limit, Full, Row>(kind: CapacityKind<Claim, Limit, Full, Row>): Capacity<Claim, Limit, Full> {
  const release = async (tx: EntityManager, claim: Claim): Promise<void> => {
    if (!kind.isEmpty(claim)) await tx.execute(kind.release.sql, kind.release.params(kind.params(claim)));
  };
  const hold = async (tx: EntityManager, claim: Claim, limit: Limit): Promise<Full | null> => {
    if (kind.isEmpty(claim)) return null;
    const rows = await tx.execute<Row[]>(kind.hold.sql, kind.hold.params(kind.params(claim, limit)));
    const full = kind.over(claim, rows, limit);
    if (full) await release(tx, claim);
    return full;
  };
  const move = async (tx: EntityManager, from: Claim | null, to: Claim, limit: Limit): Promise<Full | null> => {
    if (from && kind.same(from, to)) return null;
    if (from) await release(tx, from);
    const full = await hold(tx, to, limit);
    if (full && from) await hold(tx, from, kind.unlimited(from));
    return full;
  };
  const moveOrRefuse = async (tx: EntityManager, from: Claim | null, to: Claim, limit: Limit): Promise<void> => {
    const full = await move(tx, from, to, limit);
    if (full) throw kind.refusal(to, full);
  };
  const assertFits = async (tx: EntityManager, from: Claim | null, to: Claim, limit: Limit): Promise<void> => {
    await moveOrRefuse(tx, from, to, limit);
    if (from) await move(tx, to, from, kind.unlimited(from));
    else await release(tx, to);
  };
  return { hold, release, move, moveOrRefuse, assertFits };
}

/** A unit (a half hour of a point, a window-day) as a checkout finds it: taken (paid and protected holds), protected holds among them, its limit. */
export interface UnitLoad {
  counted: number;
  held: number;
  capacity: number;
}

/** What a checkout gets: refused at a unit (409), a protected hold, or none (its payment takes what it wants if that still fits). */
export type Verdict<Load> = { kind: 'refused'; load: Load } | { kind: 'protected' } | { kind: 'unprotected' };

/** Unpaid holds never protect more than half of a unit, rounded up (a one-bag point's bag can be held). */
export const protectedHoldLimit = (capacity: number): number => Math.ceil(capacity / 2);

/**
 * The hold rule (docs/decisions.md), for `amount` on each of the units: refused at the first unit it does not fit
 * beside what is taken there; protected when every unit's protected holds stay within half its limit; else
 * unprotected, first paid first served.
 */
export function loadVerdict<Load extends UnitLoad>(loads: readonly Load[], amount: number): Verdict<Load> {
  const full = loads.find((load) => load.counted + amount > load.capacity);
  if (full) return { kind: 'refused', load: full };
  return loads.every((load) => load.held + amount <= protectedHoldLimit(load.capacity)) ? { kind: 'protected' } : { kind: 'unprotected' };
}
