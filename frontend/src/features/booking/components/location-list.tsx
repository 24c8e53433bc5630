import type { CollectionLocationView } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../lib/i18n/localised';
import { Button } from '../../../components/ui/button';
import { ClockIcon } from '../../../components/ui/icons';
import { PinIcon } from './booking-icons';
import { useHandoverLine } from './point-days';

/** The collection points as a list: the way to choose with a keyboard or screen reader, and without a map. */
interface LocationListProps {
  city: string;
  locations: CollectionLocationView[];
  /** Points that cannot take the basket on the chosen date, with why ("Full on this date", "Closed on this date: …"): marked, and not offered. */
  unavailable?: ReadonlyMap<number, string>;
  onSelect: (id: number) => void;
}

export function LocationList({ city, locations, unavailable, onSelect }: LocationListProps) {
  const { t } = useTranslation('booking');
  const localised = useLocalised();
  const handoverLine = useHandoverLine();
  if (locations.length === 0) return <p className="notice">{t('points.none', { city })}</p>;
  return (
    <ul className="location-list" aria-label={t('points.list', { city })}>
      {locations.map((location) => {
        const mark = unavailable?.get(location.id);
        const name = localised(location.Location, location.nameTranslations);
        return (
          <li key={location.id} className={mark ? 'location-card is-full' : 'location-card'}>
            <span className="location-card__pin" aria-hidden="true">
              <PinIcon width={20} height={20} />
            </span>
            <div className="location-card__text">
              <p className="location-card__name">{name}</p>
              {location.address && <p className="location-card__address">{location.address}</p>}
              <p className="location-card__time">
                <ClockIcon width={16} height={16} />
                <span>{handoverLine(location)}</span>
              </p>
              {mark && <p className="location-card__full">{mark}</p>}
            </div>
            <Button variant="secondary" size="sm" aria-label={t('points.selectPoint', { point: name })} disabled={mark !== undefined} onClick={() => onSelect(location.id)}>
              {t('points.select')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
