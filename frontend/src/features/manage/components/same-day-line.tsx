import { openingHoursOn, parseDayMonthYear, pointScheduleOf, type ManageBookingView } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { useCatalog } from '../../../lib/catalog-context';

/**
 * A same-day stay's times as the wizard's summary says them: "Drop off 11:00 · Pick up 17:00" and the point's closing
 * time that day ("Closes at 20:00"), read from the catalog's opening hours (left out while the catalog is not there).
 */
export function SameDayLine({ booking }: { booking: Pick<ManageBookingView, 'location' | 'collectionDate'> }) {
  const { t } = useTranslation('booking');
  const catalog = useCatalog().data;
  const point = catalog?.collection_cities.flatMap((city) => city.get_locations).find((location) => location.id === booking.location.id);
  const date = parseDayMonthYear(booking.collectionDate);
  const closes = point && date ? openingHoursOn(pointScheduleOf(point), date)?.closes : undefined;
  return (
    <p className="same-day-line">
      <strong>{t('sameDay.times', { dropOff: booking.location.time, pickUp: booking.location.returnTime })}</strong>
      {closes && <span className="same-day-line__closes">{t('sameDay.closesAt', { time: closes })}</span>}
    </p>
  );
}
