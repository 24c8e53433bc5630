import type { TestCardAuthenticateRequest, TestCardConfirmRequest, TestPaymentResult } from '@luggage/contracts';
import { api } from '../../lib/api-client';

/** Offline test provider: POST /api/test-payments/{intentId}/confirm. */
export const confirmTestPayment = (intentId: string, request: TestCardConfirmRequest) =>
  api.post<TestPaymentResult>(`/api/test-payments/${encodeURIComponent(intentId)}/confirm`, request);

/** Offline test provider: POST /api/test-payments/{intentId}/authenticate, the test authentication step. */
export const authenticateTestPayment = (intentId: string, request: TestCardAuthenticateRequest) =>
  api.post<TestPaymentResult>(`/api/test-payments/${encodeURIComponent(intentId)}/authenticate`, request);
