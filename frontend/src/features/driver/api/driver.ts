import type { DriverTodayView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/driver/today: the signed-in driver's cities (every city for an admin), today's date and stops. */
export const getDriverToday = (signal?: AbortSignal) => api.get<DriverTodayView>('/api/driver/today', { signal });
