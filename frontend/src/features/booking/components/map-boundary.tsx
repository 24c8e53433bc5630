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
      return <MapPanel tone="error">The map {TEXTS.mapLoadFailed}. Choose a collection point from the list.</MapPanel>;
    }
    return this.props.children;
  }
}
