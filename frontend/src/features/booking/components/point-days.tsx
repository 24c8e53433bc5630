import { WEEKDAYS, pointScheduleOf, type CollectionLocationView, type PointSchedule } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/i18n/use-language';

/** How many of a point's coming closures are listed where it is chosen. */
const SHOWN = 3;

/** "09:00 (Saturdays 10:00)": the point's usual time and the open weekdays that differ, as handoverTimesText in the visitor's language. */
export function useHandoverTimes(): (location: CollectionLocationView) => string {
  const { t } = useTranslation(['booking', 'validation']);
  return (location) => {
    const point: PointSchedule = pointScheduleOf(location);
    const differing = WEEKDAYS.filter((day) => {
      const own = point.weekdayTimes?.[String(day)];
      return own !== undefined && own !== point.time && (!point.openWeekdays || point.openWeekdays.includes(day));
    });
    const others = differing.map((day) => t('points.weekdayTime', { weekdays: t(`validation:point.weekdays.${day}`), time: point.weekdayTimes![String(day)] }));
    return others.length === 0 ? point.time : `${point.time} (${others.join(', ')})`;
  };
}

/** "Collection and return at 09:00 (Saturdays 10:00)". */
export function useHandoverLine(): (location: CollectionLocationView) => string {
  const { t } = useTranslation('booking');
  const times = useHandoverTimes();
  return (location) => t('points.handover', { times: times(location) });
}

/** The point's next closure dates with their notes ("Closed Fri 25 Dec 2026: Christmas Day"), when it has any. */
export function Closures({ closures }: { closures: CollectionLocationView['closures'] }) {
  const { t } = useTranslation('booking');
  const format = useFormatter();
  if (closures.length === 0) return null;
  return (
    <ul className="chosen__sub closures">
      {closures.slice(0, SHOWN).map((closure) => (
        <li key={closure.date}>{t('points.closed', { date: format.date(closure.date), note: closure.note })}</li>
      ))}
    </ul>
  );
}
