import { describe, expect, it } from '@jest/globals';
import { affectedSide, type BookingAtPoints, closureChoices, firstFreeWindow, nearestOpenPoint, type OfferSituation, refundsInFull } from './rescue-rules.js';

const CLOSED = 7;
const DAY = '2027-02-10';
const booking = (over: Partial<BookingAtPoints> = {}): BookingAtPoints => ({
  status: 'confirmed',
  locationId: CLOSED,
  collectionDate: DAY,
  returnDate: '2027-02-12',
  legs: [],
  ...over,
});

describe('which bookings a closure of a point for a day affects', () => {
  it('takes a drop-off at the point that day, still to be made', () => {
    expect(affectedSide(booking(), CLOSED, DAY)).toBe('collection');
    expect(affectedSide(booking({ legs: [{ direction: 'collection', kind: 'point', pointId: CLOSED }] }), CLOSED, DAY)).toBe('collection');
  });

  it('leaves a drop-off on another day, at another point, or to a driver at an address', () => {
    expect(affectedSide(booking({ collectionDate: '2027-02-09' }), CLOSED, DAY)).toBeNull();
    expect(affectedSide(booking({ locationId: 8 }), CLOSED, DAY)).toBeNull();
    expect(affectedSide(booking({ legs: [{ direction: 'collection', kind: 'address', pointId: null }] }), CLOSED, DAY)).toBeNull();
  });

  it('takes bags due back at the point that day, stored there or sent there from another point', () => {
    expect(affectedSide(booking({ status: 'collected', collectionDate: '2027-02-08', returnDate: DAY }), CLOSED, DAY)).toBe('return');
    const elsewhere = booking({ status: 'collected', locationId: 8, collectionDate: '2027-02-08', returnDate: DAY, legs: [{ direction: 'return', kind: 'point', pointId: CLOSED }] });
    expect(affectedSide(elsewhere, CLOSED, DAY)).toBe('return');
  });

  it('leaves bags stored over the day and due back later, bags delivered to an address, and bags given back at another point', () => {
    expect(affectedSide(booking({ status: 'collected', collectionDate: '2027-02-08', returnDate: '2027-02-11' }), CLOSED, DAY)).toBeNull();
    const delivered = booking({ status: 'collected', collectionDate: '2027-02-08', returnDate: DAY, legs: [{ direction: 'return', kind: 'address', pointId: null }] });
    expect(affectedSide(delivered, CLOSED, DAY)).toBeNull();
    const otherPoint = booking({ status: 'collected', collectionDate: '2027-02-08', returnDate: DAY, legs: [{ direction: 'return', kind: 'point', pointId: 8 }] });
    expect(affectedSide(otherPoint, CLOSED, DAY)).toBeNull();
  });

  it('never takes an unpaid, cancelled, returned or no-show booking, nor a handed-over drop-off', () => {
    for (const status of ['pending_payment', 'payment_failed', 'cancelled', 'returned', 'no_show'] as const) {
      expect(affectedSide(booking({ status, returnDate: DAY }), CLOSED, DAY)).toBeNull();
    }
    expect(affectedSide(booking({ status: 'collected' }), CLOSED, DAY)).toBeNull();
  });

  it('says collection for a same-day stay not yet dropped off, and return once its bags are in', () => {
    expect(affectedSide(booking({ returnDate: DAY }), CLOSED, DAY)).toBe('collection');
    expect(affectedSide(booking({ status: 'collected', returnDate: DAY }), CLOSED, DAY)).toBe('return');
  });
});

describe('the nearest open point with room', () => {
  // Bristol Temple Meads, and points around it.
  const closed = { id: CLOSED, lat: 51.4491, lng: -2.5813 };
  const busStation = { id: 1, lat: 51.4592, lng: -2.5926, open: true, room: 10 };
  const harbourside = { id: 2, lat: 51.4501, lng: -2.6100, open: true, room: 10 };
  const bath = { id: 3, lat: 51.3776, lng: -2.357, open: true, room: 10 };

  it('picks the closest by distance, with its distance in km', () => {
    expect(nearestOpenPoint(closed, [bath, busStation, harbourside], 2)).toEqual({ id: 1, km: 1.4 });
  });

  it('passes over a point closed that day or without room for the bags', () => {
    expect(nearestOpenPoint(closed, [bath, { ...busStation, open: false }, harbourside], 2)?.id).toBe(2);
    expect(nearestOpenPoint(closed, [bath, { ...busStation, room: 1 }, harbourside], 2)?.id).toBe(2);
    expect(nearestOpenPoint(closed, [bath, { ...busStation, room: 2 }, harbourside], 2)?.id).toBe(1);
  });

  it('never offers the closed point itself, and answers null when nothing is open with room', () => {
    expect(nearestOpenPoint(closed, [{ ...busStation, id: CLOSED }], 1)).toBeNull();
    expect(nearestOpenPoint(closed, [{ ...busStation, open: false }, { ...harbourside, room: 0 }], 1)).toBeNull();
  });

  it('breaks a tie by the lower id', () => {
    expect(nearestOpenPoint(closed, [{ ...busStation, id: 9 }, { ...busStation, id: 4 }], 1)?.id).toBe(4);
  });
});

describe('the choices an offer holds', () => {
  const offer = (over: Partial<OfferSituation> = {}): OfferSituation => ({ side: 'collection', status: 'confirmed', nearest: true, returnsAtOwnPoint: true, reopens: '2027-02-11', ...over });

  it('offers a drop-off the move (when a point was found), a collection from an address and the full refund', () => {
    expect(closureChoices(offer())).toEqual(['move', 'delivery', 'refund']);
    expect(closureChoices(offer({ nearest: false }))).toEqual(['delivery', 'refund']);
  });

  it('offers bags due back a delivery and a later pick-up at their own point, and no refund once they are with us', () => {
    expect(closureChoices(offer({ side: 'return', status: 'collected' }))).toEqual(['delivery', 'later']);
    expect(closureChoices(offer({ side: 'return', status: 'collected', nearest: false }))).toEqual(['delivery', 'later']);
  });

  it('refunds a pick-up in full while the bags are not with us yet', () => {
    expect(closureChoices(offer({ side: 'return', status: 'confirmed' }))).toEqual(['delivery', 'later', 'refund']);
  });

  it('offers no later pick-up for bags given back at another point, or at a point that does not reopen soon', () => {
    expect(closureChoices(offer({ side: 'return', status: 'collected', returnsAtOwnPoint: false }))).toEqual(['delivery']);
    expect(closureChoices(offer({ side: 'return', status: 'collected', reopens: null }))).toEqual(['delivery']);
  });

  it('offers nothing to a booking no longer confirmed or stored', () => {
    for (const status of ['cancelled', 'returned', 'no_show', 'pending_payment'] as const) {
      expect(closureChoices(offer({ status }))).toEqual([]);
      expect(closureChoices(offer({ side: 'return', status }))).toEqual([]);
    }
    expect(closureChoices(offer({ status: 'collected' }))).toEqual([]);
  });

  it('refunds in full only bookings whose bags are not with us', () => {
    expect(refundsInFull('confirmed')).toBe(true);
    expect(refundsInFull('collected')).toBe(false);
  });
});

describe('the first free window', () => {
  const load = (windowId: number, date: string, start: string, taken: number, capacity = 6) => ({ windowId, date, start, taken, capacity });

  it('takes the earliest day, then the earliest start, with a trip left', () => {
    expect(firstFreeWindow([load(2, DAY, '10:00', 0), load(1, DAY, '08:00', 0), load(1, '2027-02-09', '08:00', 0)])).toMatchObject({ windowId: 1, date: '2027-02-09' });
    expect(firstFreeWindow([load(2, DAY, '10:00', 0), load(1, DAY, '08:00', 6)])).toMatchObject({ windowId: 2, start: '10:00' });
    expect(firstFreeWindow([load(1, DAY, '08:00', 6), load(1, '2027-02-11', '08:00', 5)])).toMatchObject({ date: '2027-02-11' });
  });

  it('answers null when every window is full, or there is none', () => {
    expect(firstFreeWindow([load(1, DAY, '08:00', 6), load(2, DAY, '10:00', 7)])).toBeNull();
    expect(firstFreeWindow([])).toBeNull();
  });
});
