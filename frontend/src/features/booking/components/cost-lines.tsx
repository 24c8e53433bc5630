import { useTranslation } from 'react-i18next';
import { FEE_KEYS, LEG_CHOICE_KEYS, type BookingQuote } from '@luggage/contracts';
import { useFormatter } from '../../../lib/i18n/use-language';

/**
 * Spec section 2: 'Full Price: £x', '- £x Discount', 'Your Cost: £x'; only 'Total Cost: £x' without a discount or fees.
 * A promo code's line ('Code SUMMER10: - £3.64') follows the discount; the legs' fees (issue 18) come after the
 * storage lines and before 'Your Cost'; discounts and codes never touch them.
 */
export function CostLines({ price }: { price: BookingQuote }) {
  const { t } = useTranslation(['checkout', 'terms']);
  const { money } = useFormatter();
  const { storage, fees, promo } = price;
  if (!storage.hasDiscount && !promo && fees.length === 0) {
    return (
      <ul className="costs">
        <li className="costs__total">
          <span>{t('costs.total')}</span> <span>{money(price.totalPence)}</span>
        </li>
      </ul>
    );
  }
  return (
    <>
      <ul className="costs">
        <li>
          <span>{t('costs.fullPrice')}</span> <span>{money(storage.hasDiscount ? storage.noDiscountPence : storage.totalPence)}</span>
        </li>
        {storage.hasDiscount && (
          <li className="costs__discount">
            <span>{t('costs.discount', { amount: money(storage.discountPence) })}</span>
          </li>
        )}
        {promo && (
          <li className="costs__discount costs__promo">
            <span>{t('promo.line', { code: promo.code, amount: money(promo.pence) })}</span>
          </li>
        )}
        {fees.map((fee) => (
          <li key={fee.kind}>
            <span>{t('costs.fee', { label: t(FEE_KEYS[fee.kind]) })}</span> <span>{money(fee.pence)}</span>
          </li>
        ))}
        <li className="costs__total">
          <span>{t('costs.yourCost')}</span> <span>{money(price.totalPence)}</span>
        </li>
      </ul>
      {fees.length > 0 && <p className="form-note">{t(LEG_CHOICE_KEYS.discountsStorageOnly)}</p>}
    </>
  );
}
