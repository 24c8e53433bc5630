import { WEEKDAYS, type PointSchedule } from '@luggage/contracts';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * "09:00 (Saturdays 10:00)": a point's usual time and the open weekdays that differ, as contracts' handoverTimesText
 * writes it in English, in the words of `t` (which must have the booking and validation namespaces loaded).
 */
export function handoverTimesIn(point: PointSchedule, t: Translate): string {
  const differing = WEEKDAYS.filter((day) => {
    const own = point.weekdayTimes?.[String(day)];
    return own !== undefined && own !== point.time && (!point.openWeekdays || point.openWeekdays.includes(day));
  });
  const others = differing.map((day) => t('booking:points.weekdayTime', { weekdays: t(`validation:point.weekdays.${day}`), time: point.weekdayTimes![String(day)] }));
  return others.length === 0 ? point.time : `${point.time} (${others.join(', ')})`;
}
