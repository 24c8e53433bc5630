import { describe, expect, it } from '@jest/globals';
import type { GetDataResponse } from '@luggage/contracts';
import { bookingView, catalogIds } from './booking-view';
import { DEMO_DISCOUNTS, aLocation, anItem } from './test-catalog';
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
  delivery: { zones: [], windows: [], returnFees: [], cutOffs: [] },
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

  it('lists the ids the catalog still offers', () => {
    expect(catalogIds(catalog)).toEqual({ itemIds: [1], locationIds: [7] });
  });
});
