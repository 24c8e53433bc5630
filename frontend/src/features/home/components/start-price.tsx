import { formatPounds, poundsToPence } from '@luggage/contracts';
import { useCatalog } from '../../../lib/catalog-context';
import { cheapestActiveItem } from '../lib/cheapest-item';

/** "Prices start from £10.00 for one small suitcase per night", from the live catalog. */
export function StartPrice() {
  const { data, loading } = useCatalog();

  if (loading) {
    return (
      <p className="start-price" aria-busy="true">
        <span className="skeleton skeleton--text" aria-hidden="true" />
        <span className="visually-hidden">Loading prices…</span>
      </p>
    );
  }

  const item = data ? cheapestActiveItem(data.storage_items) : null;
  if (!item) return <p className="start-price">Simple per-night prices, shown before you pay.</p>;

  return (
    <p className="start-price">
      Prices start from <strong className="start-price__amount">{formatPounds(poundsToPence(item.price))}</strong> for
      one {item.storage_item.toLowerCase()} per night
    </p>
  );
}
