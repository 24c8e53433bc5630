import type { BagProtectionView, CancellationPolicy, CancellationPolicyView, JournalAccounts, VatSettings } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/admin/cancellation-policy */
export const getCancellationPolicy = (signal?: AbortSignal) => api.get<CancellationPolicyView>('/api/admin/cancellation-policy', { signal });

/** PUT /api/admin/cancellation-policy: 422 with messages by field. */
export const saveCancellationPolicy = (policy: CancellationPolicy) => api.put<CancellationPolicyView>('/api/admin/cancellation-policy', policy);

/** GET /api/admin/bag-protection */
export const getBagProtection = (signal?: AbortSignal) => api.get<BagProtectionView>('/api/admin/bag-protection', { signal });

/** PUT /api/admin/bag-protection: null states no cover; 422 with messages by field. */
export const saveBagProtection = (request: { coverPerBag: number | string | null }) => api.put<BagProtectionView>('/api/admin/bag-protection', request);

/** GET /api/admin/vat */
export const getVatSettings = (signal?: AbortSignal) => api.get<VatSettings>('/api/admin/vat', { signal });

/** PUT /api/admin/vat: 422 with messages by field. */
export const saveVatSettings = (request: { vatNumber: string | null; ratePercent: number | string; legalName: string; address: string }) =>
  api.put<VatSettings>('/api/admin/vat', request);

/** GET /api/admin/exports/accounts: the accounts the journal export posts to. */
export const getJournalAccounts = (signal?: AbortSignal) => api.get<JournalAccounts>('/api/admin/exports/accounts', { signal });

/** PUT /api/admin/exports/accounts: 422 with messages by field. */
export const saveJournalAccounts = (accounts: JournalAccounts) => api.put<JournalAccounts>('/api/admin/exports/accounts', accounts);
