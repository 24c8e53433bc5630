import type {
  AdminDashboardData,
  AdminDiscount,
  AdminStorageItem,
  CollectionCityView,
  CollectionLocationView,
  DiscountView,
  EditCityRequest,
  EditDiscountRequest,
  EditLocationRequest,
  EditStorageItemRequest,
  SetDiscountRequest,
  StorageItemView,
  StoreCityRequest,
  StoreLocationRequest,
  StoreStorageItemRequest,
} from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** The admin calls of spec section 7, with its paths and field names. */

export const getDashboardData = (signal?: AbortSignal) => api.get<AdminDashboardData>('/api/get-admin-dashboard-data', { signal });

export const getStorageItem = (id: string, signal?: AbortSignal) => api.get<AdminStorageItem>(`/api/get-storage-item/${encodeURIComponent(id)}`, { signal });
export const storeStorageItem = (body: StoreStorageItemRequest) => api.post<StorageItemView>('/api/store-new-storage-item', body);
export const editStorageItem = (body: EditStorageItemRequest) => api.put<StorageItemView>('/api/edit-storage-item', body);
export const activateStorageItem = (id: number) => api.put<StorageItemView>(`/api/activate-storage-item/${id}`);
export const deactivateStorageItem = (id: number) => api.put<StorageItemView>(`/api/deactivate-storage-item/${id}`);

export const getDiscount = (id: string, signal?: AbortSignal) => api.get<AdminDiscount>(`/api/get-discount/${encodeURIComponent(id)}`, { signal });
export const setNewDiscount = (body: SetDiscountRequest) => api.post<DiscountView>('/api/set-new-discount', body);
export const editDiscount = (body: EditDiscountRequest) => api.put<DiscountView>('/api/edit-discount', body);

export const getCities = (signal?: AbortSignal) => api.get<CollectionCityView[]>('/api/get-collection-cities', { signal });
export const getCity = (id: string, signal?: AbortSignal) => api.get<CollectionCityView>(`/api/get-collection-city/${encodeURIComponent(id)}`, { signal });
export const storeCity = (body: StoreCityRequest) => api.post<CollectionCityView>('/api/store-new-collection-city', body);
export const editCity = (body: EditCityRequest) => api.put<CollectionCityView>('/api/edit-collection-city', body);

export const getLocation = (id: string, signal?: AbortSignal) =>
  api.get<CollectionLocationView>(`/api/get-collection-location/${encodeURIComponent(id)}`, { signal });
export const storeLocation = (body: StoreLocationRequest) => api.post<CollectionLocationView>('/api/store-new-collection-location', body);
export const editLocation = (body: EditLocationRequest) => api.put<CollectionLocationView>('/api/edit-collection-location', body);
