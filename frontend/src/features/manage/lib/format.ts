import { formatPounds, poundsToPence, type RefundView } from '@luggage/contracts';

/** 12.5 -> '£12.50' */
export const pounds = (amount: number): string => formatPounds(poundsToPence(amount));

let wallClock: Intl.DateTimeFormat | undefined;

/** An ISO instant as London wall time: 'Tue 24 Nov 2026, 09:00'. */
export function londonDateTime(iso: string): string {
  wallClock ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/London',
  });
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = (type: Intl.DateTimeFormatPartTypes) => wallClock!.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`;
}

export const REFUND_STATE_LABELS: Record<RefundView['state'], string> = {
  pending: 'Under way',
  succeeded: 'Refunded',
  failed: 'Failed: we will contact you',
};

/** '1 night', '2 nights' */
export const nightsText = (nights: number) => `${nights} night${nights === 1 ? '' : 's'}`;
