import type {
  AdminDeliveryData,
  CreateDeliveryWindowRequest,
  CreateDeliveryZoneRequest,
  DeliveryCutOff,
  DeliveryWindow,
  DeliveryZone,
  EditDeliveryWindowRequest,
  EditDeliveryZoneRequest,
  ReturnFee,
  ReturnFeeRequest,
  RunLead,
  SecondAttemptFee,
} from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** The delivery catalog's admin calls (issue 18): 422 with messages by field. */

export const getDeliveryData = (signal?: AbortSignal) => api.get<AdminDeliveryData>('/api/admin/delivery', { signal });

export const createZone = (body: CreateDeliveryZoneRequest) => api.post<DeliveryZone>('/api/admin/delivery-zones', body);
export const editZone = (id: number, body: EditDeliveryZoneRequest) => api.put<DeliveryZone>(`/api/admin/delivery-zones/${id}`, body);
export const deleteZone = (id: number) => api.delete<void>(`/api/admin/delivery-zones/${id}`);

export const createWindow = (body: CreateDeliveryWindowRequest) => api.post<DeliveryWindow>('/api/admin/delivery-windows', body);
export const editWindow = (id: number, body: EditDeliveryWindowRequest) => api.put<DeliveryWindow>(`/api/admin/delivery-windows/${id}`, body);
export const deleteWindow = (id: number) => api.delete<void>(`/api/admin/delivery-windows/${id}`);

export const saveCutOff = (cityId: number, hours: number) => api.put<DeliveryCutOff>(`/api/admin/delivery-cut-offs/${cityId}`, { hours });
export const saveSameDayGap = (cityId: number, minutes: number) => api.put<{ cityId: number; minutes: number }>(`/api/admin/same-day-gaps/${cityId}`, { minutes });
export const saveRunLead = (cityId: number, minutes: number) => api.put<RunLead>(`/api/admin/run-leads/${cityId}`, { minutes });
export const saveSecondAttemptFee = (cityId: number, fee: number | null) => api.put<SecondAttemptFee>(`/api/admin/second-attempt-fees/${cityId}`, { fee });
export const saveReturnFee = (body: ReturnFeeRequest) => api.put<ReturnFee | null>('/api/admin/return-fees', body);
