import type { CollectionLocationView } from '@luggage/contracts';
import { Button } from '../../../components/ui/button';
import { ClockIcon } from '../../../components/ui/icons';
import { PinIcon } from './booking-icons';

/** The collection points as a list: the way to choose with a keyboard or screen reader, and without a map. */
export function LocationList({ city, locations, onSelect }: { city: string; locations: CollectionLocationView[]; onSelect: (id: number) => void }) {
  if (locations.length === 0) return <p className="notice">There are no collection points in {city} at the moment.</p>;
  return (
    <ul className="location-list" aria-label={`Collection points in ${city}`}>
      {locations.map((location) => (
        <li key={location.id} className="location-card">
          <span className="location-card__pin" aria-hidden="true">
            <PinIcon width={20} height={20} />
          </span>
          <div className="location-card__text">
            <p className="location-card__name">{location.Location}</p>
            {location.address && <p className="location-card__address">{location.address}</p>}
            <p className="location-card__time">
              <ClockIcon width={16} height={16} />
              <span>Collection and return at {location.collect_return_time}</span>
            </p>
          </div>
          <Button variant="secondary" size="sm" aria-label={`Select ${location.Location}`} onClick={() => onSelect(location.id)}>
            Select
          </Button>
        </li>
      ))}
    </ul>
  );
}
