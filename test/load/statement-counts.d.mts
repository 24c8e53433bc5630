// Types of statement-counts.mjs for the TypeScript tests.
export type Counts = { sql: Record<string, number>; redis: Record<string, number>; at: number };
export type Window = { sql: Record<string, number>; redis: Record<string, number>; seconds: number };
export interface PerBooking {
  sql: number;
  redis: number;
  emptyPolls: number;
  idlePollsPerSecond: number;
  idleRedisPerSecond: number;
  seconds: number;
  sqlByKind: string[];
  redisByKind: string[];
}
export const COUNTER: string;
export function countingEnv(dir: string): { NODE_OPTIONS: string; COUNT_STATEMENTS_DIR: string };
export function readCounts(dir: string, pids: number[]): Promise<Counts>;
export function between(before: Counts, after: Counts): Window;
export function perBooking(window: Window, bookings: number, idle?: Window): PerBooking;
