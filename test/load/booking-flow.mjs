// One visitor's booking, as the wizard makes it: CSRF cookie, payment intent, test card, booking.
import { addDays, bookingQuote, formatDashed, paymentIntentIdFromSecret, poundsToPence, quote, todayInLondon } from '../../contracts/dist/index.js';
import { Visitor } from './lib.mjs';

export function bookingInput(catalog, n) {
  const items = catalog.storage_items.slice(0, 2);
  const lines = items.map((item, i) => ({ item, amount: 1 + ((n + i) % 2) }));
  const nights = 1 + (n % 3);
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  const priced = quote(lines.map(({ item, amount }) => ({ pricePence: poundsToPence(item.price), amount })), nights, discounts);
  const location = catalog.collection_cities[n % catalog.collection_cities.length].get_locations[0];
  return {
    currency: 'gbp',
    totalCost: priced.totalPence / 100,
    storageItemsBasket: lines.map(({ item, amount }) => ({
      code: item.code,
      price: item.price,
      amount,
      fullItemsPrice: (poundsToPence(item.price) * amount) / 100,
      typeName: item.storage_item,
    })),
    fullName: `Load Visitor ${n}`,
    contactNumber: '+44 7700 900123',
    email: `visitor${n}@load.example`,
    agreedToTerms: true,
    nights,
    collectionDate: formatDashed(addDays(todayInLondon(), 1)),
    locationId: location.id,
    bookingToken: `load-${process.pid}-${n}`,
    quote: priced,
    location,
  };
}

/**
 * A same-day stay at the point (issue 40): the point booking's items and point for tomorrow, dropped off between 09:00
 * and 12:00 and picked up between 15:00 and 18:00, at the items' day prices.
 */
export function dayBookingInput(catalog, n) {
  const input = bookingInput(catalog, n);
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  const lines = input.storageItemsBasket.map((line) => ({ item: catalog.storage_items.find((item) => item.code === line.code), amount: line.amount }));
  const priced = quote(lines.map(({ item, amount }) => ({ pricePence: poundsToPence(item.price), dayPricePence: poundsToPence(item.day_price), amount })), 0, discounts);
  const hour = (from) => `${String(from + (n % 4)).padStart(2, '0')}:${n % 2 === 0 ? '00' : '30'}`;
  return {
    ...input,
    nights: 0,
    dropOffTime: hour(9),
    pickUpTime: hour(15),
    totalCost: priced.totalPence / 100,
    storageItemsBasket: lines.map(({ item, amount }) => ({ code: item.code, price: item.day_price, amount, fullItemsPrice: (poundsToPence(item.day_price) * amount) / 100, typeName: item.storage_item })),
    bookingToken: `load-day-${process.pid}-${n}`,
    quote: priced,
  };
}

/** Whether a build sells same-day stays (its catalog has day prices): a baseline from before them does not. */
export const sellsDays = (catalog) => catalog.storage_items.every((item) => typeof item.day_price === 'number');

/** Two addresses of each demo zone's city: the address bookings alternate between the cities as the point bookings do. */
const ADDRESSES = {
  BS8: [['12 Royal York Crescent', 'Bristol', 'BS8 4JZ'], ['1 Broad Quay', 'Bristol', 'BS1 4DJ']],
  BA1: [['1 Royal Crescent', 'Bath', 'BA1 2LR'], ['10 Pulteney Bridge', 'Bath', 'BA2 4AT']],
};

/**
 * The same booking with two address legs (issue 18): collected from an address and delivered to another of the same
 * city, in windows taken in turn, stored at the zone's point; the total adds the two trips' fees to the storage price.
 */
export function addressBookingInput(catalog, n) {
  const input = bookingInput(catalog, n);
  const [district, addresses] = Object.entries(ADDRESSES)[n % 2];
  const zone = catalog.delivery.zones.find((z) => z.districts.includes(district));
  const windows = catalog.delivery.windows.filter((w) => w.cityId === zone.cityId);
  const location = catalog.collection_cities.flatMap((city) => city.get_locations).find((point) => point.id === zone.storageLocationId);
  const trip = ([line1, town, postcode], i) => ({ kind: 'address', address: { line1, town, postcode }, windowId: windows[(n + i) % windows.length].id });
  const fees = [{ kind: 'collection', pence: zone.feePence }, { kind: 'delivery', pence: zone.feePence }];
  const priced = bookingQuote(input.quote, fees);
  return {
    ...input,
    totalCost: priced.totalPence / 100,
    locationId: location.id,
    handover: trip(addresses[0], 0),
    giveBack: trip(addresses[1], 1),
    bookingToken: `load-address-${process.pid}-${n}`,
    quote: { ...input.quote, totalPence: priced.totalPence },
    location,
  };
}

/** Returns { reference, manageToken, paidAt } or throws with the step that failed. */
export async function bookOnce(baseUrl, catalog, n, makeInput = bookingInput) {
  const visitor = new Visitor(baseUrl);
  const input = makeInput(catalog, n);
  const { quote: priced, location, ...request } = input;
  await expectOk(visitor.request('GET', '/sanctum/csrf-cookie'), 'csrf-cookie');
  const secret = (await expectOk(visitor.request('POST', '/api/stripe-payment-intent', request), 'payment-intent')).body;
  const intentId = paymentIntentIdFromSecret(secret);
  const card = { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  const paid = await expectOk(visitor.request('POST', `/api/test-payments/${intentId}/confirm`, card), 'confirm');
  if (paid.body.status !== 'succeeded') throw new Error(`confirm: ${JSON.stringify(paid.body)}`);
  const paidAt = performance.now();
  const collection = input.collectionDate;
  const [d, m, y] = collection.split('-').map(Number);
  const booking = await expectOk(
    visitor.request('POST', '/api/booking', {
      fullName: request.fullName,
      email: request.email,
      contactNumber: request.contactNumber,
      storageItemsBasket: request.storageItemsBasket,
      nights: request.nights,
      location: `${location.Location} @ ${location.collect_return_time}`,
      collectionDate: collection,
      returnDate: formatDashed(addDays({ day: d, month: m, year: y }, request.nights)),
      globalTotalCost: priced.totalPence / 100,
      noDiscountCost: priced.noDiscountPence / 100,
      discount: priced.discountPence / 100,
      paymentIntentId: intentId,
    }),
    'booking',
  );
  return { reference: booking.body.bookingReference, manageToken: booking.body.manageToken, paidAt };
}

async function expectOk(promise, step) {
  const response = await promise;
  if (response.status >= 300) throw new Error(`${step}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
  return response;
}
