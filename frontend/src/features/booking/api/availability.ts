import { formatDashed, type AvailabilityResponse, type CalendarDate } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/availability: a point's bags left and opening, day by day from `from`. */
export function getAvailability(locationId: number, from: CalendarDate, days: number, signal?: AbortSignal, bags?: number): Promise<AvailabilityResponse> {
  const query = new URLSearchParams({ locationId: String(locationId), from: formatDashed(from), days: String(days), ...(bags ? { bags: String(bags) } : {}) });
  return api.get<AvailabilityResponse>(`/api/availability?${query}`, { signal });
}
