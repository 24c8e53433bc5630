import { poundsToPence } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { localised } from '../../../lib/i18n/localised';
import { richText } from '../../../lib/i18n/rich-text';
import { useFormatter } from '../../../lib/i18n/use-language';
import { useCatalog } from '../../../lib/catalog-context';
import { cheapestActiveDayPrice, cheapestActiveItem } from '../lib/cheapest-item';

/** "Prices start from £10.00 for one small suitcase per night, or £6.00 a bag for the day", from the live catalog. */
export function StartPrice() {
  const { data, loading } = useCatalog();
  const { t } = useTranslation('landing');
  const format = useFormatter();

  if (loading) {
    return (
      <p className="start-price" aria-busy="true">
        <span className="skeleton skeleton--text" aria-hidden="true" />
        <span className="visually-hidden">{t('price.loading')}</span>
      </p>
    );
  }

  const item = data ? cheapestActiveItem(data.storage_items) : null;
  const dayPrice = data ? cheapestActiveDayPrice(data.storage_items) : null;
  if (!item || dayPrice === null) return <p className="start-price">{t('price.fallback')}</p>;

  const words = {
    price: format.money(poundsToPence(item.price)),
    item: localised(item.storage_item, item.nameTranslations),
    dayPrice: format.money(poundsToPence(dayPrice)),
  };
  return (
    <p className="start-price">
      {richText(t('price.from', words), {
        amount: (price) => <strong className="start-price__amount">{price}</strong>,
      })}
    </p>
  );
}
