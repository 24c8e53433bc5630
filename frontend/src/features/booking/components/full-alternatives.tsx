import { useMemo } from 'react';
import {
  addDays,
  compareDates,
  formatIso,
  earliestCollectionDate,
  pointScheduleOf,
  nearestFittingDates,
  parseDayMonthYear,
  stayProblemDay,
  type CalendarDate,
  type CollectionCityView,
  type CollectionLocationView,
} from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLocalised } from '../../../lib/i18n/localised';
import { useFormatter } from '../../../lib/i18n/use-language';
import { useAvailability } from '../hooks/use-availability';
import { AlertIcon } from './booking-icons';

/** How far either side of the wanted date the nearest dates are looked for. */
const AROUND_DAYS = 10;

interface FullAlternativesProps {
  /** The server's 409, naming the full date. */
  message: string;
  cities: CollectionCityView[];
  location: CollectionLocationView;
  date: CalendarDate;
  nights: number;
  bags: number;
  onChooseDate: (date: CalendarDate) => void;
  onChooseLocation: (locationId: number) => void;
}

/** The point is full on a night of the stay: the nearest dates at this point, and the points with room on this date. */
export function FullAlternatives({ message, cities, location, date, nights, bags, onChooseDate, onChooseLocation }: FullAlternativesProps) {
  const { t } = useTranslation('booking');
  const format = useFormatter();
  const localised = useLocalised();
  const earliest = earliestCollectionDate(pointScheduleOf(location));
  const wantedFrom = addDays(date, -AROUND_DAYS);
  const from = compareDates(wantedFrom, earliest) < 0 ? earliest : wantedFrom;
  const here = useAvailability([location.id], from, 2 * AROUND_DAYS + nights + 1).get(location.id);
  const others = useMemo(() => cities.flatMap((city) => city.get_locations).filter((l) => l.id !== location.id), [cities, location.id]);
  const otherIds = useMemo(() => others.map((l) => l.id), [others]);
  const elsewhere = useAvailability(otherIds, date, nights + 1);

  const dates = here ? nearestFittingDates(here, date, nights, bags).map((d) => parseDayMonthYear(d)!) : [];
  const points = others.filter((l) => {
    const days = elsewhere.get(l.id);
    return days !== undefined && stayProblemDay(days, date, nights, bags) === null;
  });

  return (
    <div className="problem" role="alert">
      <AlertIcon className="problem__icon" />
      <div>
        <p className="problem__title">{message}</p>
        {dates.length > 0 && (
          <>
            <p>{t('alternatives.dates', { point: localised(location.Location, location.nameTranslations) })}</p>
            <ul className="alternatives">
              {dates.map((d) => (
                <li key={formatIso(d)}>
                  <Button variant="secondary" size="sm" onClick={() => onChooseDate(d)}>
                    {format.date(d)}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
        {points.length > 0 && (
          <>
            <p>{t('alternatives.points', { date: format.date(date) })}</p>
            <ul className="alternatives">
              {points.slice(0, 4).map((l) => (
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
    </div>
  );
}
