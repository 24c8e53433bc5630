import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './booking-icons';

/** What shows in the map's place when there is no map: why, and that the list below still works. */
export function MapPanel({ title, children, tone = 'info' }: { title?: string; children: ReactNode; tone?: 'info' | 'error' }) {
  return (
    <div className={`map-panel map-panel--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      {tone === 'error' && <AlertIcon className="map-panel__icon" />}
      <div>
        {title && <p className="map-panel__title">{title}</p>}
        <p className="map-panel__text">{children}</p>
      </div>
    </div>
  );
}

export function MapPlaceholder() {
  const { t } = useTranslation('booking');
  return (
    <div className="map map--loading" aria-busy="true">
      <span className="visually-hidden">{t('map.loading')}</span>
    </div>
  );
}
