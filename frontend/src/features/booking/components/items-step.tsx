import { MAX_ITEM_QUANTITY, poundsToPence, type Quote, type StorageItemView } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatter } from '../../../lib/i18n/use-language';
import { useLocalised } from '../../../lib/i18n/localised';
import { richText } from '../../../lib/i18n/rich-text';
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
  const { t } = useTranslation('booking');
  const count = quote.itemCount;
  return (
    <StepFrame
      title={t('items.heading')}
      lead={t('items.lead', { max: MAX_ITEM_QUANTITY })}
      actions={count > 0 ? <NextButton onClick={onNext} /> : <p className="wizard-actions__hint">{t('items.hint')}</p>}
    >
      <ul className="item-list">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} quantity={quantities[item.id] ?? 0} onQuantity={onQuantity} />
        ))}
      </ul>
      <BasketTotal quote={quote} />
    </StepFrame>
  );
}

const bold = (content: string) => <strong>{content}</strong>;

/** One item: its name and description in the visitor's language (an admin's translation, else the English), its price and counter. */
function ItemRow({ item, quantity, onQuantity }: { item: StorageItemView; quantity: number; onQuantity: (itemId: number, quantity: number) => void }) {
  const { t } = useTranslation('booking');
  const format = useFormatter();
  const localised = useLocalised();
  const name = localised(item.storage_item, item.nameTranslations);
  const description = localised(item.description, item.descriptionTranslations);
  return (
    <li className="item-row">
      <span className="item-row__icon" aria-hidden="true">
        <SuitcaseIcon />
      </span>
      <div className="item-row__text">
        <h3 className="item-row__name">{name}</h3>
        <p className="item-row__price">{richText(t('items.perItemPerNight', { price: format.money(poundsToPence(item.price)) }), { amount: bold })}</p>
        {description && <p className="item-row__note">{description}</p>}
      </div>
      <Counter
        value={quantity}
        min={0}
        max={MAX_ITEM_QUANTITY}
        onChange={(next) => onQuantity(item.id, next)}
        decreaseLabel={t('items.remove', { item: name })}
        increaseLabel={t('items.add', { item: name })}
        valueLabel={t('items.quantity', { item: name })}
      />
    </li>
  );
}

function BasketTotal({ quote }: { quote: Quote }) {
  const { t } = useTranslation('booking');
  const format = useFormatter();
  if (quote.itemCount === 0) return null;
  const saved = quote.fullPerNightPence - quote.perNightPence;
  return (
    <p className="basket-total" aria-live="polite">
      <span>{t('items.count', { count: quote.itemCount })}</span>
      <span>
        {richText(t('items.perNight', { price: format.money(quote.perNightPence) }), { amount: bold })}
        {saved > 0 && <span className="basket-total__saving">{t('items.saving', { percent: quote.itemPercentage })}</span>}
      </span>
    </p>
  );
}
