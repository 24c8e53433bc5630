import { describe, expect, it } from '@jest/globals';
import type { GetDataResponse } from '@luggage/contracts';
import { DEMO_DISCOUNTS, aLocation, anItem } from '../../lib/test-catalog';
import { cardBookingRequest, type GuestForm, guestQuote, guestTimes, NO_TIMES, partnerBookingRequest } from './guest-booking';

const catalog: GetDataResponse = {
  storage_items: [anItem(), anItem({ id: 2, storage_item: 'Medium Suitcase', code: 'MS', price: 12.5, day_price: 7.5 })],
  discount_items: DEMO_DISCOUNTS,
  gmkey: null,
  // Open 08:00-20:00 every day.
  collection_cities: [{ id: 1, city: 'Bristol', lat: 51.45, lng: -2.59, get_locations: [aLocation({ id: 7, opening_hours: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, { opens: '08:00', closes: '20:00' }])) })] }],
  payments: { provider: 'offline' },
  contact_email: 'hello@example.com',
  company: { name: 'Example Luggage', address: '1 Example Street, Bristol' },
  retention_months: 24,
  contact_phone: '0117 496 0123',
  contact_whatsapp: null,
  delivery: { zones: [], windows: [], returnFees: [], cutOffs: [], secondAttemptFees: [] },
};

const form = (overrides: Partial<GuestForm> = {}): GuestForm => ({
  quantities: { SS: 1, MS: 1 },
  date: '2030-06-12',
  locationId: 7,
  nights: 0,
  times: NO_TIMES,
  fullName: ' Sam Sameday ',
  email: 'sam@example.com',
  contactNumber: '+44 7700 900123',
  guestLanguage: 'en-GB',
  partnerReference: '',
  payment: 'account',
  agreedToTerms: true,
  bookingToken: 'token',
  ...overrides,
});

describe("the partner's booking for a guest", () => {
  it('prices a same-day stay at the day prices, less the two-item discount, as the wizard and the server do', () => {
    // £6.00 + £7.50 = £13.50, less 10 % = £12.15.
    expect(guestQuote(form(), catalog).totalPence).toBe(1215);
    expect(guestQuote(form({ nights: 1 }), catalog).totalPence).toBe(2025);
  });

  it("offers the wizard's same-day times at the point and sends the chosen ones with nights 0", () => {
    const wanted = form({ times: { dropOffTime: '10:00', pickUpTime: '15:30' } });
    expect(guestTimes(wanted, catalog, new Date('2030-06-01T12:00:00Z'))).toMatchObject({ dropOffs: expect.arrayContaining(['08:00', '19:00']), chosen: { dropOffTime: '10:00', pickUpTime: '15:30' } });
    expect(partnerBookingRequest(wanted, catalog)).toMatchObject({
      nights: 0,
      dropOffTime: '10:00',
      pickUpTime: '15:30',
      collectionDate: '12-06-2030',
      totalCost: 12.15,
      storageItemsBasket: [expect.objectContaining({ code: 'SS', price: 6 }), expect.objectContaining({ code: 'MS', price: 7.5 })],
      fullName: 'Sam Sameday',
    });
    expect(cardBookingRequest(wanted, catalog, 'pi_1')).toMatchObject({ nights: 0, location: 'Bristol Bus Station @ 10:00', returnDate: '12-06-2030' });
  });

  it('sends no times for a stay of nights, and offers none before the point and date are chosen', () => {
    const request = partnerBookingRequest(form({ nights: 2, times: { dropOffTime: '10:00', pickUpTime: '15:30' } }), catalog);
    expect(request).not.toHaveProperty('dropOffTime');
    expect(request).not.toHaveProperty('pickUpTime');
    expect(guestTimes(form({ locationId: null }), catalog)).toBeNull();
    expect(guestTimes(form({ nights: 1 }), catalog)).toBeNull();
  });
});
