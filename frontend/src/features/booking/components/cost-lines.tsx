import { LEG_TEXTS, formatPounds, type BookingQuote } from '@luggage/contracts';
import { feeLabel } from '../../../lib/legs';

/**
 * Spec section 2: 'Full Price: £x', '- £x Discount', 'Your Cost: £x'; only 'Total Cost: £x' without a discount or fees.
 * The legs' fees (issue 18) come after the storage lines and before 'Your Cost'; discounts never touch them.
 */
export function CostLines({ price }: { price: BookingQuote }) {
  const { storage, fees } = price;
  if (!storage.hasDiscount && fees.length === 0) {
    return (
      <ul className="costs">
        <li className="costs__total">
          <span>Total Cost:</span> <span>{formatPounds(price.totalPence)}</span>
        </li>
      </ul>
    );
  }
  return (
    <>
      <ul className="costs">
        <li>
          <span>Full Price:</span> <span>{formatPounds(storage.hasDiscount ? storage.noDiscountPence : storage.totalPence)}</span>
        </li>
        {storage.hasDiscount && (
          <li className="costs__discount">
            <span>- {formatPounds(storage.discountPence)} Discount</span>
          </li>
        )}
        {fees.map((fee) => (
          <li key={fee.kind}>
            <span>{feeLabel(fee)}:</span> <span>{formatPounds(fee.pence)}</span>
          </li>
        ))}
        <li className="costs__total">
          <span>Your Cost:</span> <span>{formatPounds(price.totalPence)}</span>
        </li>
      </ul>
      {fees.length > 0 && <p className="form-note">{LEG_TEXTS.discountsStorageOnly}</p>}
    </>
  );
}
