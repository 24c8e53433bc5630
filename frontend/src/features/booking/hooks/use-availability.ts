import { useEffect, useState } from 'react';
import { formatIso, type CalendarDate, type DayAvailability } from '@luggage/contracts';
import { getAvailability } from '../api/availability';

/**
 * The days of each point in `locationIds` from `from`, by point id. A point missing from the map is unknown (still
 * loading, or the request failed): the wizard then offers its days and the server has the last word (a 409). With
 * `bags`, each day also says its full hours for that many more bags (what a same-day stay is judged by).
 */
export function useAvailability(locationIds: readonly number[], from: CalendarDate | null, days: number, bags?: number): ReadonlyMap<number, DayAvailability[]> {
  const [found, setFound] = useState<ReadonlyMap<number, DayAvailability[]>>(new Map());
  const key = from && locationIds.length > 0 ? `${locationIds.join(',')}@${formatIso(from)}+${days}x${bags ?? ''}` : null;

  useEffect(() => {
    setFound(new Map());
    if (!key || !from) return;
    const controller = new AbortController();
    const ids = key.split('@')[0].split(',').map(Number);
    for (const id of ids) {
      getAvailability(id, from, days, controller.signal, bags).then(
        (answer) => !controller.signal.aborted && setFound((map) => new Map(map).set(id, answer.days)),
        () => undefined,
      );
    }
    return () => controller.abort();
    // `key` stands for the ids, the date, the length and the bags.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return found;
}
