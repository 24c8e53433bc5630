import type { AdminReport, AdminReportQuery } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** Gross, refunds, net and VAT of a range by day, week or month, beside the same dates last year (pence). */
export const getReport = (query: AdminReportQuery, signal?: AbortSignal) =>
  api.get<AdminReport>('/api/admin/reports', { query: { from: query.from, to: query.to, by: query.by, cityId: query.cityId, locationId: query.locationId }, signal });
