import { useMemo, useState, useSyncExternalStore } from 'react';
import { GoogleMap, InfoWindowF, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { type CollectionCityView, type CollectionLocationView } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../../lib/i18n/localised';
import { mapsLoaderOptions } from '../../../lib/google-maps';
import { hasAuthFailed, subscribeAuthFailure } from './map-auth-failure';
import { MapPanel, MapPlaceholder } from './map-panel';
import { useHandoverTimes } from './point-days';

interface CollectionMapProps {
  apiKey: string;
  city: CollectionCityView;
  onSelect: (locationId: number) => void;
}

const MAP_OPTIONS: google.maps.MapOptions = {
  streetViewControl: false,
  mapTypeControl: false,
  fullscreenControl: false,
  clickableIcons: false,
};

// A map pin on a 24 x 36 grid, its tip at the point: green with a white border (spec section 9).
const PIN_PATH = 'M12 1C6 1 1 5.9 1 12c0 8.3 11 23 11 23s11-14.7 11-23C23 5.9 18 1 12 1z';

const markerIcon = (): google.maps.Symbol => ({
  path: PIN_PATH,
  fillColor: '#16a34a',
  fillOpacity: 1,
  strokeColor: '#ffffff',
  strokeWeight: 2.5,
  scale: 1.1,
  anchor: new google.maps.Point(12, 35),
});

/** Lazy chunk: the maps library and Google's script load only here, only with a key. */
export default function CollectionMap({ apiKey, city, onSelect }: CollectionMapProps) {
  const { t } = useTranslation('booking');
  const authFailed = useSyncExternalStore(subscribeAuthFailure, hasAuthFailed);
  const { isLoaded, loadError } = useJsApiLoader(mapsLoaderOptions(apiKey));

  if (authFailed) {
    return (
      <MapPanel tone="error" title={t('map.authFailure')}>
        {t('map.authText')}
      </MapPanel>
    );
  }
  if (loadError) {
    return <MapPanel tone="error">{t('map.googleFailed')}</MapPanel>;
  }
  if (!isLoaded) return <MapPlaceholder />;
  return <LoadedMap city={city} onSelect={onSelect} />;
}

function LoadedMap({ city, onSelect }: Omit<CollectionMapProps, 'apiKey'>) {
  const { t } = useTranslation('booking');
  const localised = useLocalised();
  const [openId, setOpenId] = useState<number | null>(null);
  const center = useMemo(() => ({ lat: city.lat, lng: city.lng }), [city.lat, city.lng]);
  const icon = useMemo(() => markerIcon(), []);
  const open = city.get_locations.find((location) => location.id === openId);

  return (
    <div className="map" role="region" aria-label={t('map.region', { city: city.city })}>
      <GoogleMap mapContainerClassName="map__canvas" center={center} zoom={10} options={MAP_OPTIONS} onClick={() => setOpenId(null)}>
        {city.get_locations.map((location) => (
          <MarkerF
            key={location.id}
            position={{ lat: location.lat, lng: location.lng }}
            title={localised(location.Location, location.nameTranslations)}
            icon={icon}
            onClick={() => setOpenId(location.id)}
          />
        ))}
        {open && <Popup location={open} onClose={() => setOpenId(null)} onSelect={onSelect} />}
      </GoogleMap>
    </div>
  );
}

function Popup({ location, onClose, onSelect }: { location: CollectionLocationView; onClose: () => void; onSelect: (id: number) => void }) {
  const { t } = useTranslation('booking');
  const name = useLocalised()(location.Location, location.nameTranslations);
  const times = useHandoverTimes();
  return (
    <InfoWindowF position={{ lat: location.lat, lng: location.lng }} onCloseClick={onClose} options={{ pixelOffset: new google.maps.Size(0, -36) }}>
      <div className="map-popup">
        <p className="map-popup__name">{name}</p>
        <p className="map-popup__time">@ {times(location)}</p>
        <button type="button" className="btn btn--primary btn--sm" aria-label={t('points.selectPoint', { point: name })} onClick={() => onSelect(location.id)}>
          {t('points.select')}
        </button>
      </div>
    </InfoWindowF>
  );
}
