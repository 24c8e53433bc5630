import { describe, expect, it } from '@jest/globals';
import { chosenItems, quoteFor } from './basket';
import { bookingRequest, locationLabel, paymentIntentRequest, type BookingDraft } from './payloads';
import { DEMO_DISCOUNTS, aLocation, anItem } from './test-catalog';

function aDraft(overrides: Partial<BookingDraft> = {}): BookingDraft {
  const chosen = chosenItems([anItem()], { 1: 2 });
  return {
    chosen,
    quote: quoteFor(chosen, 2, DEMO_DISCOUNTS),
    nights: 2,
    date: '2026-12-30',
    location: aLocation(),
    details: { fullName: '  Ada Lovelace ', contactNumber: '+44 7700 900123', email: ' ada@example.com', agreedToTerms: true },
    bookingToken: 'token-1',
    ...overrides,
  };
}

const basket = [{ code: 'SS', price: 10, amount: 2, fullItemsPrice: 20, typeName: 'Small Suitcase' }];

describe('payloads', () => {
  it('labels a point as name @ time', () => {
    expect(locationLabel(aLocation())).toBe('Bristol Bus Station @ 09:00');
  });

  it('asks for a payment intent with the quoted total in pounds and the whole booking', () => {
    expect(paymentIntentRequest(aDraft())).toEqual({
      currency: 'gbp',
      totalCost: 32.4,
      storageItemsBasket: basket,
      fullName: 'Ada Lovelace',
      contactNumber: '+44 7700 900123',
      email: 'ada@example.com',
      agreedToTerms: true,
      nights: 2,
      collectionDate: '30-12-2026',
      locationId: 1,
      bookingToken: 'token-1',
    });
  });

  it('books with DD-MM-YYYY dates, the return date across a year end, and costs in pounds', () => {
    expect(bookingRequest(aDraft(), 'pi_123')).toEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      contactNumber: '+44 7700 900123',
      storageItemsBasket: basket,
      nights: 2,
      location: 'Bristol Bus Station @ 09:00',
      collectionDate: '30-12-2026',
      returnDate: '01-01-2027',
      globalTotalCost: 32.4,
      noDiscountCost: 40,
      discount: 7.6,
      paymentIntentId: 'pi_123',
    });
  });
});
