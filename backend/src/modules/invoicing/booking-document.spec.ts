import { describe, expect, it } from '@jest/globals';
import { supplierOrTrading } from './booking-document.js';

const trading = { name: 'Bristol & Bath Luggage', address: 'Temple Meads, Bristol BS1 6QF' };

describe(supplierOrTrading.name, () => {
  it('names the trading name and address where the legal ones are not set, never an empty block', () => {
    expect(supplierOrTrading({ legalName: '', address: ' ', vatNumber: null }, trading)).toEqual({ legalName: trading.name, address: trading.address, vatNumber: null });
  });

  it('keeps the legal name and address once set', () => {
    const set = { legalName: 'Bags Ltd', address: '1 Quay Street, Bristol', vatNumber: 'GB123456789' };
    expect(supplierOrTrading(set, trading)).toEqual(set);
  });
});
