import { useEffect, useState } from 'react';
import type { DeliveryWindowAvailability } from '@luggage/contracts';
import { getDeliveryWindows } from './delivery-windows';

export type WindowsState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; windows: DeliveryWindowAvailability[] };

/** The windows of `cityId` on `date` ('YYYY-MM-DD'), asked again whenever either changes; idle until both are known. */
export function useDeliveryWindows(cityId: number | null, date: string | null): { windows: WindowsState; retry: () => void } {
  const [windows, setWindows] = useState<WindowsState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (cityId === null || !date) {
      setWindows({ status: 'idle' });
      return;
    }
    setWindows({ status: 'loading' });
    const controller = new AbortController();
    getDeliveryWindows(cityId, date, controller.signal).then(
      (answer) => !controller.signal.aborted && setWindows({ status: 'ready', windows: answer.windows }),
      () => !controller.signal.aborted && setWindows({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [cityId, date, attempt]);

  return { windows, retry: () => setAttempt((n) => n + 1) };
}
