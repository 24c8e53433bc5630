import { useEffect, useState } from 'react';
import { parseIso } from '@luggage/contracts';
import type { FullHours } from '../../../lib/same-day-times';
import { getAvailability } from '../api/availability';

export type { FullHours };

/**
 * When the point cannot take `bags` more on `isoDate` (GET /api/availability's `fullHours`), for a same-day stay's
 * times; null while unknown (still loading, or the request failed): the server has the last word (a 409).
 */
export function useFullHours(locationId: number | null, isoDate: string | null, bags: number): FullHours | null {
  const [found, setFound] = useState<FullHours | null>(null);
  const key = locationId !== null && isoDate && bags > 0 ? `${locationId}@${isoDate}x${bags}` : null;
  useEffect(() => {
    setFound(null);
    const day = isoDate && parseIso(isoDate);
    if (!key || locationId === null || !day) return;
    const controller = new AbortController();
    getAvailability(locationId, day, 1, controller.signal, bags).then(
      (answer) => !controller.signal.aborted && setFound(answer.days[0]?.fullHours ?? []),
      () => undefined,
    );
    return () => controller.abort();
    // `key` stands for the point, the date and the bags.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return found;
}
