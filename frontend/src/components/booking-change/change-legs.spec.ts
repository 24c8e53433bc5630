import { describe, expect, it } from '@jest/globals';
import type { LegView } from '@luggage/contracts';
import { initialLegs, LEG_FIELD_REFUSALS, withAddressField, withWindow, type LegsDraft } from '../../lib/legs';
import { aDeliveryCatalog } from '../../lib/test-catalog';
import { inEnglish } from '../../lib/i18n/in-english';
import { changedLegErrors, legsDraftOf, legsRequest, lockedLegs } from './change-legs';

const delivery = aDeliveryCatalog();
const royalYork = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' };

const aPointLeg = (direction: LegView['direction'], pointId = 1): LegView => ({
  direction,
  kind: 'point',
  date: '2026-12-03',
  point: { id: pointId, name: `Point ${pointId}`, address: '', time: '09:00' },
  feePence: 0,
  state: 'booked',
});

const anAddressLeg = (direction: LegView['direction'], overrides: Partial<LegView> = {}): LegView => ({
  direction,
  kind: 'address',
  date: '2026-12-03',
  address: { ...royalYork, note: 'Ring twice' },
  window: { start: '10:00', end: '12:00' },
  feePence: 1500,
  state: 'booked',
  ...overrides,
});

function collectFromRoyalYork(legs: LegsDraft): LegsDraft {
  let next: LegsDraft = { ...legs, handover: 'address' };
  for (const [field, value] of Object.entries(royalYork)) next = withAddressField(next, 'handover', field as 'line1', value);
  return withWindow(next, 'handover', 1);
}

describe('the legs of a booking change', () => {
  it('opens on the booked legs: a point both ways, an address with its window, a return at another point', () => {
    expect(legsDraftOf([aPointLeg('collection'), aPointLeg('return')], 1, delivery)).toEqual(initialLegs());
    const draft = legsDraftOf([anAddressLeg('collection'), aPointLeg('return', 3)], 1, delivery);
    expect(draft).toMatchObject({
      handover: 'address',
      collection: { address: { ...royalYork, line2: '', note: 'Ring twice', contactName: '' }, windowId: 2 },
      giveBack: 'other_point',
      returnLocationId: 3,
    });
  });

  it('sends no leg when none changed, so kept legs keep their fees', () => {
    const booked = legsDraftOf([anAddressLeg('collection'), anAddressLeg('return')], 1, delivery);
    expect(legsRequest(booked, booked, 1, delivery)).toEqual({ locationId: 1 });
    expect(changedLegErrors(booked, booked, delivery)).toEqual({});
  });

  it('sends only the leg changed, a new collection from an address storing the bags at its zone’s point', () => {
    const booked = initialLegs();
    const draft = { ...collectFromRoyalYork(booked), giveBack: 'same_point' as const };
    expect(legsRequest(draft, booked, 2, delivery)).toEqual({
      locationId: 1,
      handover: { kind: 'address', address: royalYork, windowId: 1 },
    });
    expect(legsRequest({ ...booked, giveBack: 'other_point', returnLocationId: 3 }, booked, 1, delivery)).toEqual({
      locationId: 1,
      giveBack: { kind: 'other_point', locationId: 3 },
    });
  });

  it('sends a leg changed back to a point by its kind', () => {
    const booked = legsDraftOf([anAddressLeg('collection'), anAddressLeg('return')], 1, delivery);
    expect(legsRequest({ ...booked, giveBack: 'same_point' }, booked, 1, delivery)).toEqual({ locationId: 1, giveBack: { kind: 'same_point' } });
    expect(legsRequest({ ...booked, handover: 'point' }, booked, 2, delivery)).toEqual({ locationId: 2, handover: { kind: 'point' } });
  });

  it('asks a changed leg for its address, a served postcode and a window before asking the server', () => {
    const booked = initialLegs();
    const draft = withAddressField({ ...booked, handover: 'address', giveBack: 'other_point' }, 'handover', 'postcode', 'BS20 1AA');
    const { 'handover.address.postcode': postcode, ...others } = changedLegErrors(draft, booked, delivery);
    expect(inEnglish(postcode!)).toBe("We don't collect or deliver in BS20 yet. We cover BA1, BA2, BS1–BS9 and BS13–BS16.");
    expect(others).toEqual({
      'handover.address.line1': LEG_FIELD_REFUSALS.line1Required,
      'handover.address.town': LEG_FIELD_REFUSALS.townRequired,
      'handover.windowId': LEG_FIELD_REFUSALS.windowRequired,
      'giveBack.locationId': LEG_FIELD_REFUSALS.returnPointRequired,
    });
  });

  it('locks a leg the driver has started', () => {
    expect(lockedLegs([anAddressLeg('collection', { state: 'on_the_way' }), anAddressLeg('return')])).toEqual({ handover: true, giveBack: false });
    expect(lockedLegs([])).toEqual({ handover: false, giveBack: false });
  });
});
