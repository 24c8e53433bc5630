import { describe, expect, it } from '@jest/globals';
import { extendDifference, nightsChoice, stayExtended } from './check-in.js';

describe('the staff screen’s words for Extend', () => {
  it('says what an extension costs: more, nothing, a refund, or less with nothing left to refund', () => {
    expect(extendDifference({ difference: 7.2, payNow: 7.2, refundNow: 0 })).toBe('£7.20 more');
    expect(extendDifference({ difference: 0, payNow: 0, refundNow: 0 })).toBe('No charge');
    expect(extendDifference({ difference: -2, payNow: 0, refundNow: 2 })).toBe('£2.00 refunded to the card');
    expect(extendDifference({ difference: -2, payNow: 0, refundNow: 0 })).toBe('£2.00 less (nothing left to refund)');
  });

  it('names each choice of nights with its return date, and the stay as it now ends', () => {
    // 4 Jan 2027 is a Monday.
    expect(nightsChoice('04-01-2027', 1)).toBe('1 night (return Tue 5 Jan 2027)');
    expect(nightsChoice('04-01-2027', 3)).toBe('3 nights (return Thu 7 Jan 2027)');
    expect(stayExtended({ nights: 1, returnDate: '05-01-2027', pickUpTime: null }, 7.2)).toBe('Stay extended: 1 night, return Tue 5 Jan 2027. £7.20 taken at the point.');
    expect(stayExtended({ nights: 0, returnDate: '04-01-2027', pickUpTime: '19:00' }, 0)).toBe('Stay extended: pick-up at 19:00.');
  });
});
