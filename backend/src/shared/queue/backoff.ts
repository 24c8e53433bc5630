/**
 * Retries double from the job's own delay up to a 5-minute ceiling, so with the default 300 attempts an email
 * survives an SMTP outage of about a day instead of BullMQ's plain exponential giving up after a few minutes.
 */
export const CAPPED_BACKOFF = 'capped-exponential';
const BACKOFF_CEILING_MS = 5 * 60_000;
export function cappedBackoff(attemptsMade: number, _type?: string, _error?: Error, job?: { opts: { backoff?: unknown } }): number {
  const delay = (job?.opts.backoff as { delay?: number } | undefined)?.delay ?? 1000;
  return Math.min(delay * 2 ** Math.max(0, attemptsMade - 1), BACKOFF_CEILING_MS);
}
