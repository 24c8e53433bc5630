import { formatPounds, type Quote } from '@luggage/contracts';

/** Spec section 2: 'Full Price: £x', '- £x Discount', 'Your Cost: £x'; only 'Total Cost: £x' without a discount. */
export function CostLines({ quote }: { quote: Quote }) {
  if (!quote.hasDiscount) {
    return (
      <ul className="costs">
        <li className="costs__total">
          <span>Total Cost:</span> <span>{formatPounds(quote.totalPence)}</span>
        </li>
      </ul>
    );
  }
  return (
    <ul className="costs">
      <li>
        <span>Full Price:</span> <span>{formatPounds(quote.noDiscountPence)}</span>
      </li>
      <li className="costs__discount">
        <span>- {formatPounds(quote.discountPence)} Discount</span>
      </li>
      <li className="costs__total">
        <span>Your Cost:</span> <span>{formatPounds(quote.totalPence)}</span>
      </li>
    </ul>
  );
}
