import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPanel } from './map-panel';

/** The spec's loader message ('could not load'), then what happened and what to do instead. */
function ChunkFailed() {
  const { t } = useTranslation('booking');
  return <MapPanel tone="error">{t('map.chunkFailed')}</MapPanel>;
}

/** If the map's own chunk cannot be fetched (offline, a new deploy), the list below still works. */
export class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return <ChunkFailed />;
    return this.props.children;
  }
}
