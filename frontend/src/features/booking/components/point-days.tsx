import { openingHoursOn, pointScheduleOf, todayInLondon, type CalendarDate, type CollectionLocationView } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { handoverTimesIn } from '../../../lib/handover-times';
import { useFormatter } from '../../../lib/i18n/use-language';

/** How many of a point's coming closures are listed where it is chosen. */
const SHOWN = 3;

/** "09:00 (Saturdays 10:00)" in the visitor's language. */
export function useHandoverTimes(): (location: CollectionLocationView) => string {
  const { t } = useTranslation(['booking', 'validation']);
  return (location) => handoverTimesIn(pointScheduleOf(location), t);
}

/** "Collection and return at 09:00 (Saturdays 10:00)". */
export function useHandoverLine(): (location: CollectionLocationView) => string {
  const { t } = useTranslation('booking');
  const times = useHandoverTimes();
  return (location) => t('points.handover', { times: times(location) });
}

/** "Open 08:00–20:00 on Mon 4 Jan 2027" for the chosen date, else "Open today 08:00–20:00"; nothing on a day it is closed. */
export function OpeningHoursLine({ location, date }: { location: CollectionLocationView; date: CalendarDate | null }) {
  const { t } = useTranslation('booking');
  const format = useFormatter();
  const hours = openingHoursOn(pointScheduleOf(location), date ?? todayInLondon());
  if (!hours) return null;
  return <p className="chosen__sub">{date ? t('points.openOn', { ...hours, date: format.date(date) }) : t('points.openToday', { ...hours })}</p>;
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
