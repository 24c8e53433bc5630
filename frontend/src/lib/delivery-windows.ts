import type { DeliveryWindowsAnswer } from '@luggage/contracts';
import { api } from './api-client';

/** GET /api/delivery-windows: a city's windows on a day ('YYYY-MM-DD') still open for booking, with the trips left. */
export function getDeliveryWindows(cityId: number, date: string, signal?: AbortSignal): Promise<DeliveryWindowsAnswer> {
  const query = new URLSearchParams({ cityId: String(cityId), date });
  return api.get<DeliveryWindowsAnswer>(`/api/delivery-windows?${query}`, { signal });
}
