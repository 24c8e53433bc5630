import type { DriverCollectedRequest, DriverDeliveredRequest, DriverFailedRequest } from '@luggage/contracts';

export type StopStep =
  | ['start' | 'undo']
  | ['collected', DriverCollectedRequest]
  | ['delivered', DriverDeliveredRequest]
  | ['failed', DriverFailedRequest];

/** Takes a step on a stop; resolves to the field errors of a 422 (an empty map when it went through or failed otherwise). */
export type StopCall = (legId: number, ...step: StopStep) => Promise<Record<string, string[]>>;
