// Types of burst.mjs for the TypeScript tests.
export interface TimedRequest {
  step: 'csrf' | 'payment-intent' | 'confirm' | 'booking';
  /** null: no answer within the timeout. */
  status: number | null;
  ms: number;
  message?: string;
}
export interface BurstVisitor {
  outcome: 'booked' | 'refused' | 'failed';
  requests: TimedRequest[];
  email: string;
  intentId?: string;
  reference?: string;
}
export interface Bursts {
  visitors: BurstVisitor[];
  pointId: number;
  zoneCityId: number;
}
export function fireBursts(options: { urls: string[]; bursts: number; perBurst: number; firstDay?: number; timeoutMs?: number; tag?: string }): Promise<Bursts>;
export function burstFigures(bursts: Bursts): { requests: number; serverErrors: number; serverErrorsBy: string; unanswered: number; slowestMs: number; booked: number; refused: number };
