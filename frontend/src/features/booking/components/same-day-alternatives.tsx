import { useMemo } from 'react';
import {
  formatIso,
  nearestPointsForTimes,
  nearestSameDayTimes,
  pointScheduleOf,
  type CalendarDate,
  type CollectionCityView,
  type CollectionLocationView,
  type SameDayTimes,
} from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLocalised } from '../../../lib/i18n/localised';
import { useFormatter } from '../../../lib/i18n/use-language';
import { useAvailability } from '../hooks/use-availability';
import { useFullHours, type FullHours } from '../hooks/use-full-hours';
import { AlertIcon } from './booking-icons';

export interface SameDayAlternativesProps {
  cities: CollectionCityView[];
  /** The point full for the chosen times. */
  location: CollectionLocationView;
  date: CalendarDate;
  /** The chosen times, which meet the point's full hours. */
  times: SameDayTimes;
  bags: number;
  /** The point's full hours that day for the bags (GET /api/availability with `bags`). */
  /** Null while unknown: no times are suggested until the point's full hours are known. */
  fullHours: FullHours | null;
  onChooseTimes: (times: SameDayTimes) => void;
  onChooseLocation: (locationId: number) => void;
}

/**
 * A stay of the day at a point full for its times: the nearest times with room there that day, as long as the stay
 * ("Room from 14:00 to 17:00"), and the nearest points with room at the chosen times (contracts' same-day-room).
 * Mounted only while the times are full, so the other points' room is asked for only then.
 */
export function SameDayAlternatives({ cities, location, date, times, bags, fullHours, onChooseTimes, onChooseLocation }: SameDayAlternativesProps) {
  const { t } = useTranslation('booking');
  const format = useFormatter();
  const localised = useLocalised();
  const others = useMemo(() => cities.flatMap((city) => city.get_locations).filter((l) => l.id !== location.id), [cities, location.id]);
  const otherIds = useMemo(() => others.map((l) => l.id), [others]);
  const elsewhere = useAvailability(otherIds, date, 1, Math.max(bags, 1));
  const now = new Date();
  const suggestedTimes = fullHours ? nearestSameDayTimes(pointScheduleOf(location), date, fullHours, times, now) : [];
  const room = others.map((l) => ({ id: l.id, lat: l.lat, lng: l.lng, schedule: pointScheduleOf(l), days: elsewhere.get(l.id) }));
  const points = nearestPointsForTimes(location, room, date, times, now).map((id) => others.find((l) => l.id === id)!);
  const pointName = localised(location.Location, location.nameTranslations);

  return (
    <div className="same-day__alternatives">
      {suggestedTimes.length > 0 && (
        <>
          <p>{t('sameDay.otherTimes', { point: pointName })}</p>
          <ul className="alternatives">
            {suggestedTimes.map((suggested) => (
              <li key={suggested.dropOffTime}>
                <Button variant="secondary" size="sm" onClick={() => onChooseTimes(suggested)}>
                  {t('sameDay.roomFrom', { from: suggested.dropOffTime, to: suggested.pickUpTime })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {points.length > 0 && (
        <>
          <p>{t('sameDay.otherPoints', { from: times.dropOffTime, to: times.pickUpTime, date: format.date(date) })}</p>
          <ul className="alternatives">
            {points.map((l) => (
              <li key={l.id}>
                <Button variant="secondary" size="sm" onClick={() => onChooseLocation(l.id)}>
                  {localised(l.Location, l.nameTranslations)}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** The server's 409 at the summary for a stay of the day: its words, then the nearest times and points with room. */
export function SameDayFullAlternatives({ message, ...props }: Omit<SameDayAlternativesProps, 'fullHours'> & { message: string }) {
  const fullHours = useFullHours(props.location.id, formatIso(props.date), props.bags);
  return (
    <div className="problem" role="alert">
      <AlertIcon className="problem__icon" />
      <div>
        <p className="problem__title">{message}</p>
        <SameDayAlternatives {...props} fullHours={fullHours} />
      </div>
    </div>
  );
}
