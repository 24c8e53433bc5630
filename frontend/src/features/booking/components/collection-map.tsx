import { useMemo, useState, useSyncExternalStore } from 'react';
import { GoogleMap, InfoWindowF, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { TEXTS, handoverTimesText, pointScheduleOf, type CollectionCityView, type CollectionLocationView } from '@luggage/contracts';
import { mapsLoaderOptions } from '../../../lib/google-maps';
import { hasAuthFailed, subscribeAuthFailure } from './map-auth-failure';
import { MapPanel, MapPlaceholder } from './map-panel';

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
  const authFailed = useSyncExternalStore(subscribeAuthFailure, hasAuthFailed);
  const { isLoaded, loadError } = useJsApiLoader(mapsLoaderOptions(apiKey));

  if (authFailed) {
    return (
      <MapPanel tone="error" title={TEXTS.mapAuthFailure}>
        The map cannot be shown because of a problem with its API key. Choose your collection point from the list below.
      </MapPanel>
    );
  }
  if (loadError) {
    return (
      <MapPanel tone="error">The map {TEXTS.mapLoadFailed}: Google Maps did not answer. Choose your collection point from the list below.</MapPanel>
    );
  }
  if (!isLoaded) return <MapPlaceholder />;
  return <LoadedMap city={city} onSelect={onSelect} />;
}

function LoadedMap({ city, onSelect }: Omit<CollectionMapProps, 'apiKey'>) {
  const [openId, setOpenId] = useState<number | null>(null);
  const center = useMemo(() => ({ lat: city.lat, lng: city.lng }), [city.lat, city.lng]);
  const icon = useMemo(() => markerIcon(), []);
  const open = city.get_locations.find((location) => location.id === openId);

  return (
    <div className="map" role="region" aria-label={`Map of collection points in ${city.city}`}>
      <GoogleMap mapContainerClassName="map__canvas" center={center} zoom={10} options={MAP_OPTIONS} onClick={() => setOpenId(null)}>
        {city.get_locations.map((location) => (
          <MarkerF
            key={location.id}
            position={{ lat: location.lat, lng: location.lng }}
            title={location.Location}
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
  return (
    <InfoWindowF position={{ lat: location.lat, lng: location.lng }} onCloseClick={onClose} options={{ pixelOffset: new google.maps.Size(0, -36) }}>
      <div className="map-popup">
        <p className="map-popup__name">{location.Location}</p>
        <p className="map-popup__time">@ {handoverTimesText(pointScheduleOf(location))}</p>
        <button type="button" className="btn btn--primary btn--sm" aria-label={`Select ${location.Location}`} onClick={() => onSelect(location.id)}>
          Select
        </button>
      </div>
    </InfoWindowF>
  );
}
