import { Suspense, lazy, useId } from 'react';
import type { CollectionCityView, Text } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/field-error';
import { LocationList } from './location-list';
import { MapBoundary } from './map-boundary';
import { MapPanel, MapPlaceholder } from './map-panel';
import { useFocusOnShow } from '../../../lib/use-focus-on-show';

// Its own chunk: @react-google-maps/api and Google's script load only once a city is chosen, and only with a key.
const CollectionMap = lazy(() => import('./collection-map'));

interface LocationPickerProps {
  cities: CollectionCityView[];
  gmkey: string | null;
  cityId: number | null;
  error?: Text;
  onCity: (cityId: number | null) => void;
  onLocation: (locationId: number) => void;
  /** Points that cannot take the basket on the chosen date, with why ("Full on this date", "Closed on this date: …"). */
  unavailable?: ReadonlyMap<number, string>;
  autoFocus?: boolean;
}

export function LocationPicker({ cities, gmkey, cityId, error, onCity, onLocation, unavailable, autoFocus }: LocationPickerProps) {
  const { t } = useTranslation('booking');
  const id = useId();
  const errorId = `${id}-error`;
  const city = cities.find((c) => c.id === cityId) ?? null;
  const select = useFocusOnShow<HTMLSelectElement>(autoFocus);

  return (
    <div className="location-picker">
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('points.city')}
        </label>
        <select
          ref={select}
          id={id}
          className="field__input field__select"
          value={cityId ?? ''}
          aria-invalid={Boolean(error) && !city}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onCity(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t('points.selectCity')}</option>
          {cities.map((c) => (
            <option key={c.id} value={c.id}>
              {c.city}
            </option>
          ))}
        </select>
      </div>
      {city && (
        <div className={gmkey ? 'location-browser' : 'location-browser location-browser--list-only'}>
          {gmkey ? (
            <MapBoundary>
              <Suspense fallback={<MapPlaceholder />}>
                <CollectionMap apiKey={gmkey} city={city} onSelect={onLocation} />
              </Suspense>
            </MapBoundary>
          ) : (
            <MapPanel>{t('map.none')}</MapPanel>
          )}
          <LocationList city={city.city} locations={city.get_locations} unavailable={unavailable} onSelect={onLocation} />
        </div>
      )}
      <FieldError id={errorId} messages={error ? [error] : []} />
    </div>
  );
}
