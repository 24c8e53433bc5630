import { useJsApiLoader } from '@react-google-maps/api';
import { type RefObject, useEffect, useRef } from 'react';
import { AUTOCOMPLETE_OPTIONS, mapsLoaderOptions, placeFill } from '../../lib/google-maps';
import type { PlaceFill } from '../../lib/legs';

interface PlacesAutocompleteProps {
  apiKey: string;
  /** The address form's line 1. */
  input: RefObject<HTMLInputElement | null>;
  onPlace: (place: PlaceFill) => void;
}

/**
 * Lazy chunk, only with a Google Maps key: Google's suggestions under line 1; a chosen place fills line 1, town and
 * postcode and gives its coordinates. Until the script loads, or if it never does, the form works alone.
 */
export default function PlacesAutocomplete({ apiKey, input, onPlace }: PlacesAutocompleteProps) {
  const { isLoaded } = useJsApiLoader(mapsLoaderOptions(apiKey));
  const latest = useRef(onPlace);
  useEffect(() => {
    latest.current = onPlace;
  }, [onPlace]);

  useEffect(() => {
    const field = input.current;
    if (!isLoaded || !field) return;
    const autocomplete = new google.maps.places.Autocomplete(field, AUTOCOMPLETE_OPTIONS);
    const listener = autocomplete.addListener('place_changed', () => {
      const fill = placeFill(autocomplete.getPlace());
      if (fill) latest.current(fill);
    });
    return () => {
      listener.remove();
      google.maps.event.clearInstanceListeners(autocomplete);
    };
  }, [isLoaded, input]);

  return null;
}
