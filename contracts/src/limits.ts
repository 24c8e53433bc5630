/** The booking limits of spec section 9, in a module of their own so a page can show them without the pricing code. */
export const MAX_ITEM_QUANTITY = 5;
export const MIN_NIGHTS = 1;
export const MAX_NIGHTS = 3;
/** Discounts below this many pence are not shown as a discount. */
export const MIN_SHOWN_DISCOUNT_PENCE = 100;
