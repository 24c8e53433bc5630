import type { AdminDashboardData, InviteStaffRequest, StaffMemberView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

export interface StaffPageData {
  staff: StaffMemberView[];
  locations: AdminDashboardData['collection_locations'];
  cities: AdminDashboardData['collection_cities'];
}

/** GET /api/admin/staff, with the collection points and cities to choose from (GET /api/get-admin-dashboard-data). */
export async function getStaffPage(signal?: AbortSignal): Promise<StaffPageData> {
  const [staff, dashboard] = await Promise.all([
    api.get<StaffMemberView[]>('/api/admin/staff', { signal }),
    api.get<AdminDashboardData>('/api/get-admin-dashboard-data', { signal }),
  ]);
  return { staff, locations: dashboard.collection_locations, cities: dashboard.collection_cities };
}

/** POST /api/admin/staff: staff or a driver (with cities); 422 with messages by field. */
export const inviteStaff = (request: InviteStaffRequest) => api.post<StaffMemberView>('/api/admin/staff', request);

/** PUT /api/admin/staff/{id}/locations: the whole set of points. */
export const assignStaffLocations = (id: number, locationIds: number[]) => api.put<StaffMemberView>(`/api/admin/staff/${id}/locations`, { locationIds });

/** PUT /api/admin/staff/{id}/cities: a driver's whole set of cities. */
export const assignDriverCities = (id: number, cityIds: number[]) => api.put<StaffMemberView>(`/api/admin/staff/${id}/cities`, { cityIds });

/** DELETE /api/admin/staff/{id}: back to a customer. */
export const removeStaff = (id: number) => api.delete<void>(`/api/admin/staff/${id}`);
