import { describe, expect, it } from '@jest/globals';
import { quote } from '@luggage/contracts';
import { addressTripFee, priceWithFees, returnElsewhereFee } from './price-legs.js';
import { localise } from '../../shared/i18n/message.js';

describe('leg fees', () => {
  it('charges an address trip its zone’s fee, and a return elsewhere the fee between the two cities when offered', () => {
    expect(addressTripFee('delivery', { feePence: 2000 })).toEqual({ kind: 'delivery', pence: 2000 });
    const catalog = { returnFees: [{ fromCityId: 1, toCityId: 2, feePence: 1500 }] };
    expect(returnElsewhereFee(1, 2, catalog)).toEqual({ kind: 'return_elsewhere', pence: 1500 });
    expect(returnElsewhereFee(2, 1, catalog)).toBeNull();
  });

  it('prices storage plus fees and refuses a client total that leaves the fees out', () => {
    const storage = quote([{ pricePence: 1000, amount: 1 }], 1, []);
    expect(priceWithFees(storage, [{ kind: 'collection', pence: 1500 }], 25)).toEqual({ ok: true, quote: expect.objectContaining({ feesPence: 1500, totalPence: 2500 }) });
    const refused = priceWithFees(storage, [{ kind: 'collection', pence: 1500 }], 10);
    expect(refused.ok ? null : refused.errors.totalCost.map((text) => localise(text))).toEqual(['The total has changed: please review your booking.']);
    expect(refused.ok ? null : refused.errors.totalCost.map((text) => localise(text, 'de'))).toEqual([expect.not.stringContaining('total')]);
  });
});
