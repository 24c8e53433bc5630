import { formatLondonDateTime, formatPounds, poundsToPence, type RefundView } from '@luggage/contracts';

/** 12.5 -> '£12.50' */
export const pounds = (amount: number): string => formatPounds(poundsToPence(amount));

/** An ISO instant as London wall time: 'Tue 24 Nov 2026, 09:00'. */
export function londonDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatLondonDateTime(date);
}

export const REFUND_STATE_LABELS: Record<RefundView['state'], string> = {
  pending: 'Under way',
  succeeded: 'Refunded',
  failed: 'Failed: we will contact you',
};

/** '1 night', '2 nights' */
export const nightsText = (nights: number) => `${nights} night${nights === 1 ? '' : 's'}`;
