import { Component, type ReactNode } from 'react';
import { TEXTS } from '@luggage/contracts';
import { MapPanel } from './map-panel';

/** If the map's own chunk cannot be fetched (offline, a new deploy), the list below still works. */
export class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      // The spec's loader message ('could not load'), then what happened and what to do instead.
      return (
        <MapPanel tone="error">
          The map {TEXTS.mapLoadFailed}: part of this page did not download. Choose your collection point from the list below.
        </MapPanel>
      );
    }
    return this.props.children;
  }
}
