import { pointScheduleOf, type CollectionLocationView } from '@luggage/contracts';
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
