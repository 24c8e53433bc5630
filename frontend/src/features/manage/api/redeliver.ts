import type { ChangeBookingResult, DeliveryWindowsAnswer, RedeliveryRequest } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/manage/{token}/redelivery: "Choose another window" for a delivery we could not make. */
export const redeliver = (token: string, request: RedeliveryRequest) =>
  api.post<ChangeBookingResult>(`/api/manage/${encodeURIComponent(token)}/redelivery`, request);

/** GET /api/delivery-windows: a city's windows on a day ('YYYY-MM-DD') still open, with the trips left. */
export function getDeliveryWindows(cityId: number, date: string, signal?: AbortSignal): Promise<DeliveryWindowsAnswer> {
  const query = new URLSearchParams({ cityId: String(cityId), date });
  return api.get<DeliveryWindowsAnswer>(`/api/delivery-windows?${query}`, { signal });
}
