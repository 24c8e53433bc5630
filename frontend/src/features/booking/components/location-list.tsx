import { FULL_ON_THIS_DATE, type CollectionLocationView } from '@luggage/contracts';
import { Button } from '../../../components/ui/button';
import { ClockIcon } from '../../../components/ui/icons';
import { PinIcon } from './booking-icons';
import { handoverLine } from './point-days';

/** The collection points as a list: the way to choose with a keyboard or screen reader, and without a map. */
interface LocationListProps {
  city: string;
  locations: CollectionLocationView[];
  /** Points with no room for the basket on the chosen date: marked, and not offered. */
  full?: ReadonlySet<number>;
  onSelect: (id: number) => void;
}

export function LocationList({ city, locations, full, onSelect }: LocationListProps) {
  if (locations.length === 0) return <p className="notice">There are no collection points in {city} at the moment.</p>;
  return (
    <ul className="location-list" aria-label={`Collection points in ${city}`}>
      {locations.map((location) => (
        <li key={location.id} className={full?.has(location.id) ? 'location-card is-full' : 'location-card'}>
          <span className="location-card__pin" aria-hidden="true">
            <PinIcon width={20} height={20} />
          </span>
          <div className="location-card__text">
            <p className="location-card__name">{location.Location}</p>
            {location.address && <p className="location-card__address">{location.address}</p>}
            <p className="location-card__time">
              <ClockIcon width={16} height={16} />
              <span>{handoverLine(location)}</span>
            </p>
            {full?.has(location.id) && <p className="location-card__full">{FULL_ON_THIS_DATE}</p>}
          </div>
          <Button variant="secondary" size="sm" aria-label={`Select ${location.Location}`} disabled={full?.has(location.id)} onClick={() => onSelect(location.id)}>
            Select
          </Button>
        </li>
      ))}
    </ul>
  );
}
