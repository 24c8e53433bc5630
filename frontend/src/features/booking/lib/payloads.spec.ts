import { describe, expect, it } from '@jest/globals';
import { bookingQuote } from '@luggage/contracts';
import { chosenItems, quoteFor } from '../../../lib/basket';
import { bookingRequest, locationLabel, paymentIntentRequest, type BookingDraft } from './payloads';
import { DEMO_DISCOUNTS, aLocation, anItem } from '../../../lib/test-catalog';

function aDraft(overrides: Partial<BookingDraft> = {}): BookingDraft {
  const chosen = chosenItems([anItem()], { 1: 2 });
  return {
    chosen,
    price: bookingQuote(quoteFor(chosen, 2, DEMO_DISCOUNTS), []),
    nights: 2,
    times: null,
    date: '2026-12-30',
    location: aLocation(),
    legs: {},
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

  it('carries the legs and a total with their fees, discounts taken from storage only', () => {
    const chosen = chosenItems([anItem()], { 1: 2 });
    const address = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' };
    const legs = { handover: { kind: 'address' as const, address, windowId: 1 }, giveBack: { kind: 'other_point' as const, locationId: 3 } };
    const price = bookingQuote(quoteFor(chosen, 2, DEMO_DISCOUNTS), [
      { kind: 'collection', pence: 1500 },
      { kind: 'return_elsewhere', pence: 1500 },
    ]);
    const draft = aDraft({ price, legs });
    expect(paymentIntentRequest(draft)).toMatchObject({ totalCost: 62.4, locationId: 1, handover: legs.handover, giveBack: legs.giveBack });
    expect(bookingRequest(draft, 'pi_1')).toMatchObject({ globalTotalCost: 62.4, noDiscountCost: 40, discount: 7.6 });
  });

  it('sends a same-day stay as nights 0 with both times at the day price, returned on the collection date', () => {
    const chosen = chosenItems([anItem()], { 1: 2 });
    const times = { dropOffTime: '11:00', pickUpTime: '17:00' };
    // Two small suitcases at £6 for the day, 10% off for two items: £10.80.
    const draft = aDraft({ nights: 0, times, price: bookingQuote(quoteFor(chosen, 0, DEMO_DISCOUNTS), []) });
    const dayBasket = [{ code: 'SS', price: 6, amount: 2, fullItemsPrice: 12, typeName: 'Small Suitcase' }];
    expect(paymentIntentRequest(draft)).toMatchObject({ nights: 0, dropOffTime: '11:00', pickUpTime: '17:00', totalCost: 10.8, storageItemsBasket: dayBasket });
    expect(bookingRequest(draft, 'pi_1')).toMatchObject({
      nights: 0,
      location: 'Bristol Bus Station @ 11:00',
      collectionDate: '30-12-2026',
      returnDate: '30-12-2026',
      globalTotalCost: 10.8,
      storageItemsBasket: dayBasket,
    });
  });

  it('sends a same-day stay beside an address leg with the times of the ends at the point only', () => {
    const address = { line1: 'Sion Hill', town: 'Bristol', postcode: 'BS8 4LD' };
    const collected = paymentIntentRequest(aDraft({ nights: 0, times: { pickUpTime: '16:00' }, legs: { handover: { kind: 'address', address, windowId: 2 } } }));
    expect(collected).toMatchObject({ nights: 0, pickUpTime: '16:00', handover: { kind: 'address', windowId: 2 } });
    expect(collected).not.toHaveProperty('dropOffTime');
    const both = paymentIntentRequest(aDraft({ nights: 0, times: {}, legs: { handover: { kind: 'address', address, windowId: 2 }, giveBack: { kind: 'address', address, windowId: 6 } } }));
    expect(both).not.toHaveProperty('dropOffTime');
    expect(both).not.toHaveProperty('pickUpTime');
  });

  it('sends no times with nights', () => {
    const request = paymentIntentRequest(aDraft({ times: { dropOffTime: '11:00', pickUpTime: '17:00' } }));
    expect(request).not.toHaveProperty('dropOffTime');
    expect(request).not.toHaveProperty('pickUpTime');
  });
});
