import { MAX_ITEM_QUANTITY, TEXTS, formatPounds, poundsToPence, type Quote, type StorageItemView } from '@luggage/contracts';
import { SuitcaseIcon } from '../../../components/ui/icons';
import { Counter } from './counter';
import { StepFrame } from './step-frame';
import { NextButton } from './wizard-actions';

interface ItemsStepProps {
  items: StorageItemView[];
  quantities: Record<string, number>;
  quote: Quote;
  onQuantity: (itemId: number, quantity: number) => void;
  onNext: () => void;
}

export function ItemsStep({ items, quantities, quote, onQuantity, onNext }: ItemsStepProps) {
  const count = quote.itemCount;
  return (
    <StepFrame
      title={TEXTS.itemsHeading}
      lead="Choose how many of each you are bringing. Up to 5 of each."
      actions={
        count > 0 ? (
          <NextButton onClick={onNext} />
        ) : (
          <p className="wizard-actions__hint">Add at least one item to continue.</p>
        )
      }
    >
      <ul className="item-list">
        {items.map((item) => (
          <li key={item.id} className="item-row">
            <span className="item-row__icon" aria-hidden="true">
              <SuitcaseIcon />
            </span>
            <div className="item-row__text">
              <h3 className="item-row__name">{item.storage_item}</h3>
              <p className="item-row__price">
                <strong>{formatPounds(poundsToPence(item.price))}</strong> per item per night
              </p>
              {item.description && <p className="item-row__note">{item.description}</p>}
            </div>
            <Counter
              value={quantities[item.id] ?? 0}
              min={0}
              max={MAX_ITEM_QUANTITY}
              onChange={(quantity) => onQuantity(item.id, quantity)}
              decreaseLabel={`Remove ${item.storage_item}`}
              increaseLabel={`Add ${item.storage_item}`}
              valueLabel={`${item.storage_item} quantity`}
            />
          </li>
        ))}
      </ul>
      <BasketTotal quote={quote} />
    </StepFrame>
  );
}

function BasketTotal({ quote }: { quote: Quote }) {
  if (quote.itemCount === 0) return null;
  const saved = quote.fullPerNightPence - quote.perNightPence;
  return (
    <p className="basket-total" aria-live="polite">
      <span>
        {quote.itemCount} {quote.itemCount === 1 ? 'item' : 'items'}
      </span>
      <span>
        <strong>{formatPounds(quote.perNightPence)}</strong> per night
        {saved > 0 && <span className="basket-total__saving"> ({quote.itemPercentage}% multi-item discount)</span>}
      </span>
    </p>
  );
}
