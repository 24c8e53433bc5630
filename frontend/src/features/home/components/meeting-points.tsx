import type { CollectionLocationView } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { localised } from '../../../lib/i18n/localised';
import { richText } from '../../../lib/i18n/rich-text';
import { useCatalog } from '../../../lib/catalog-context';
import { Button } from '../../../components/ui/button';
import { BusIcon, ClockIcon, TrainIcon } from '../../../components/ui/icons';

export function MeetingPoints() {
  const { t } = useTranslation('landing');
  return (
    <section id="meeting-points" className="section section--tinted" aria-labelledby="points-title">
      <div className="container">
        <h2 id="points-title" className="section__title">
          {t('points.title')}
        </h2>
        <p className="section__intro">{t('points.intro')}</p>
        <CityList />
      </div>
    </section>
  );
}

function CityList() {
  const { data, error, loading, reload } = useCatalog();
  const { t } = useTranslation('landing');

  if (loading) {
    return (
      <div className="cities" aria-busy="true">
        <span className="visually-hidden">{t('points.loading')}</span>
        <div className="skeleton skeleton--card" aria-hidden="true" />
        <div className="skeleton skeleton--card" aria-hidden="true" />
      </div>
    );
  }

  if (error || !data) {
    return (
      <div className="notice" role="alert">
        <p>{t('points.failed')}</p>
        <Button variant="secondary" size="sm" onClick={reload}>
          {t('points.retry')}
        </Button>
      </div>
    );
  }

  const cities = data.collection_cities.filter((city) => city.get_locations.length > 0);
  if (cities.length === 0) return <p className="notice">{t('points.none')}</p>;

  return (
    <div className="cities">
      {cities.map((city) => (
        <article key={city.id} className="card city">
          <h3 className="city__name">{city.city}</h3>
          <ul className="points">
            {city.get_locations.map((location) => (
              <MeetingPoint key={location.id} location={location} />
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}

function MeetingPoint({ location }: { location: CollectionLocationView }) {
  const Icon = /bus|coach/i.test(location.Location) ? BusIcon : TrainIcon;
  const { t } = useTranslation('landing');
  const name = localised(location.Location, location.nameTranslations);
  const mapUrl = `https://www.google.com/maps/search/?api=1&query=${location.lat},${location.lng}`;

  return (
    <li className="point">
      <span className="point__icon" aria-hidden="true">
        <Icon />
      </span>
      <div className="point__body">
        <p className="point__name">{name}</p>
        {location.address && <p className="point__address">{location.address}</p>}
        <p className="point__time">
          <ClockIcon width={16} height={16} />
          <span>
            {richText(t('points.time', { time: location.collect_return_time }), { time: (time) => <time>{time}</time> })}
          </span>
        </p>
        <a
          className="point__map text-link"
          href={mapUrl}
          rel="noopener noreferrer"
          aria-label={t('points.openMapOf', { name })}
        >
          {t('points.openMap')}
        </a>
      </div>
    </li>
  );
}
