import { describe, expect, it } from '@jest/globals';
import type { GetDataResponse } from '@luggage/contracts';
import { bookingView, catalogIds } from './booking-view';
import { initialLegs } from '../../../lib/legs';
import { DEMO_DISCOUNTS, aDeliveryCatalog, aLocation, anItem } from '../../../lib/test-catalog';
import { initialWizardState, type WizardState } from './wizard-state';

const catalog: GetDataResponse = {
  storage_items: [anItem(), anItem({ id: 2, storage_item: 'Trunk', code: 'TR', active: false })],
  discount_items: DEMO_DISCOUNTS,
  gmkey: null,
  collection_cities: [{ id: 1, city: 'Bristol', lat: 51.45, lng: -2.59, get_locations: [aLocation({ id: 7 })] }],
  payments: { provider: 'offline' },
  contact_email: 'hello@example.com',
  company: { name: 'Example Luggage', address: '1 Example Street, Bristol' },
  retention_months: 24,
  contact_phone: '0117 496 0123',
  contact_whatsapp: null,
  delivery: { zones: [], windows: [], returnFees: [], cutOffs: [], secondAttemptFees: [] },
};

const state = (overrides: Partial<WizardState>): WizardState => ({ ...initialWizardState('t'), ...overrides });

describe('bookingView', () => {
  it('has no draft until items, a date and a location are chosen', () => {
    expect(bookingView(state({ quantities: { 1: 1 } }), catalog).draft).toBeNull();
    const view = bookingView(state({ quantities: { 1: 2, 2: 1 }, date: '2026-12-01', cityId: 1, locationId: 7, nights: 3 }), catalog);
    expect(view.chosen.map((c) => c.item.code)).toEqual(['SS']);
    expect(view.location?.Location).toBe('Bristol Bus Station');
    expect(view.returnDate).toEqual({ year: 2026, month: 12, day: 4 });
    expect(view.draft).toMatchObject({ nights: 3, date: '2026-12-01', bookingToken: 't' });
    // £20 a night less 10% for two items = £18; three nights £54 less 15% = £45.90.
    expect(view.quote.totalPence).toBe(4590);
  });

  it('stores a collection from an address at its zone’s point and adds the fees to the total, not to the discount', () => {
    const bath = aLocation({ id: 3, city: { id: 2, city: 'Bath' }, Location: 'Bath Spa Station' });
    const withLegs: GetDataResponse = {
      ...catalog,
      collection_cities: [
        { id: 1, city: 'Bristol', lat: 51.45, lng: -2.59, get_locations: [aLocation({ id: 1 })] },
        { id: 2, city: 'Bath', lat: 51.38, lng: -2.36, get_locations: [bath] },
      ],
      delivery: aDeliveryCatalog(),
    };
    const address = { line1: '12 Royal York Crescent', line2: '', town: 'Bristol', postcode: 'BS8 4JZ', note: '', contactName: '' };
    const legs = { ...initialLegs(), handover: 'address' as const, collection: { address, windowId: 1 }, giveBack: 'other_point' as const, returnLocationId: 3 };
    const view = bookingView(state({ quantities: { 1: 2 }, date: '2026-12-01', locationId: null, legs }), withLegs);
    expect(view.location?.id).toBe(1);
    expect(view.returnLocation?.Location).toBe('Bath Spa Station');
    expect(view.price.fees).toEqual([
      { kind: 'collection', pence: 1500 },
      { kind: 'return_elsewhere', pence: 1500 },
    ]);
    // Two items: £20 less 10% = £18 of storage, plus £30 of fees.
    expect(view.price.totalPence).toBe(1800 + 3000);
    expect(view.draft).toMatchObject({ location: { id: 1 }, legs: { handover: { kind: 'address', windowId: 1 }, giveBack: { kind: 'other_point', locationId: 3 } } });
  });

  it('counts the policy from the collection window’s start for a collection from an address, from the point’s time otherwise', () => {
    const withLegs: GetDataResponse = { ...catalog, collection_cities: [{ ...catalog.collection_cities[0], get_locations: [aLocation({ id: 1 })] }], delivery: aDeliveryCatalog() };
    const address = { line1: '12 Royal York Crescent', line2: '', town: 'Bristol', postcode: 'BS8 4JZ', note: '', contactName: '' };
    const atTen = { ...initialLegs(), handover: 'address' as const, collection: { address, windowId: 2 } };
    // December: London is on GMT. The window starts at 10:00, the storage point hands over at 09:00.
    expect(bookingView(state({ quantities: { 1: 1 }, date: '2026-12-01', legs: atTen }), withLegs).handover?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(bookingView(state({ quantities: { 1: 1 }, date: '2026-12-01', locationId: 1 }), withLegs).handover?.toISOString()).toBe('2026-12-01T09:00:00.000Z');
    // No window chosen yet: no deadline to promise.
    expect(bookingView(state({ quantities: { 1: 1 }, date: '2026-12-01', legs: { ...atTen, collection: { address, windowId: null } } }), withLegs).handover).toBeNull();
  });

  it('lists the ids the catalog still offers', () => {
    expect(catalogIds(catalog)).toEqual({ itemIds: [1], locationIds: [7] });
  });
});
