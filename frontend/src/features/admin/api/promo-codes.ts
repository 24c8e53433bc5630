import type { AdminDashboardData, PromoCodeRequest, PromoCodeView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

export interface PromoCodesPageData {
  codes: PromoCodeView[];
  locations: AdminDashboardData['collection_locations'];
  items: AdminDashboardData['storage_items'];
}

/** GET /api/admin/promo-codes, with the points and items a code may be kept to (GET /api/get-admin-dashboard-data). */
export async function getPromoCodesPage(signal?: AbortSignal): Promise<PromoCodesPageData> {
  const [codes, dashboard] = await Promise.all([
    api.get<PromoCodeView[]>('/api/admin/promo-codes', { signal }),
    api.get<AdminDashboardData>('/api/get-admin-dashboard-data', { signal }),
  ]);
  return { codes, locations: dashboard.collection_locations, items: dashboard.storage_items };
}

/** POST /api/admin/promo-codes: 422 with messages by field. */
export const createPromoCode = (request: PromoCodeRequest) => api.post<PromoCodeView>('/api/admin/promo-codes', request);

/** PUT /api/admin/promo-codes/{id}/deactivate */
export const deactivatePromoCode = (id: number) => api.put<PromoCodeView>(`/api/admin/promo-codes/${id}/deactivate`, {});
