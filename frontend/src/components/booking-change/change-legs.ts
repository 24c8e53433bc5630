import type { ChangeBookingRequest, DeliveryCatalog, GiveBackChoice, HandoverChoice, LegView } from '@luggage/contracts';
import {
  addressLegErrors,
  emptyAddress,
  initialLegs,
  LEG_FIELD_REFUSALS,
  legAddress,
  legCityId,
  storageLocationId,
  type AddressFields,
  type AddressLegDraft,
  type LegErrors,
  type LegsDraft,
} from '../../lib/legs';

/** A leg the driver has started (or finished) is shown, not offered for change. */
export interface LockedLegs {
  handover: boolean;
  giveBack: boolean;
}

export const lockedLegs = (legs: readonly LegView[]): LockedLegs => ({
  handover: legs.some((leg) => leg.direction === 'collection' && leg.state !== 'booked'),
  giveBack: legs.some((leg) => leg.direction === 'return' && leg.state !== 'booked'),
});

function addressDraft(leg: LegView, delivery: DeliveryCatalog): AddressLegDraft {
  const { line1, line2 = '', town, postcode, note = '', contactName = '', lat, lng } = leg.address!;
  const address: AddressFields = { ...emptyAddress(), line1, line2, town, postcode, note, contactName };
  // The leg names its window by its times; the catalog's window of that city with those times is the one to preselect.
  const cityId = legCityId({ address, windowId: null }, delivery);
  const window = delivery.windows.find((w) => w.cityId === cityId && w.start === leg.window?.start && w.end === leg.window?.end);
  return { address, windowId: window?.id ?? null, ...(lat !== undefined && lng !== undefined ? { coordinates: { lat, lng } } : {}) };
}

/** The booking's legs as the change form holds them, so the form opens on what is booked. */
export function legsDraftOf(legs: readonly LegView[], pointId: number, delivery: DeliveryCatalog): LegsDraft {
  const draft = initialLegs();
  const collection = legs.find((leg) => leg.direction === 'collection');
  const back = legs.find((leg) => leg.direction === 'return');
  if (collection?.kind === 'address' && collection.address) draft.collection = addressDraft(collection, delivery);
  if (collection?.kind === 'address') draft.handover = 'address';
  if (back?.kind === 'address' && back.address) {
    draft.giveBack = 'address';
    draft.delivery = addressDraft(back, delivery);
  } else if (back?.point && back.point.id !== pointId) {
    draft.giveBack = 'other_point';
    draft.returnLocationId = back.point.id;
  }
  return draft;
}

const handoverChoice = (legs: LegsDraft): HandoverChoice =>
  legs.handover === 'address' ? { kind: 'address', address: legAddress(legs.collection), windowId: legs.collection.windowId ?? 0 } : { kind: 'point' };

function giveBackChoice(legs: LegsDraft): GiveBackChoice {
  if (legs.giveBack === 'address') return { kind: 'address', address: legAddress(legs.delivery), windowId: legs.delivery.windowId ?? 0 };
  if (legs.giveBack === 'other_point') return { kind: 'other_point', locationId: legs.returnLocationId ?? 0 };
  return { kind: 'same_point' };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Which legs the customer changed: only those are sent (a change names only the legs it changes). */
export function changedLegs(draft: LegsDraft, booked: LegsDraft): { handover: boolean; giveBack: boolean } {
  return { handover: !same(handoverChoice(draft), handoverChoice(booked)), giveBack: !same(giveBackChoice(draft), giveBackChoice(booked)) };
}

/**
 * The legs part of a change request: the changed legs, and the point that stores the bags. A new collection from an
 * address stores them at its zone's point; a kept one at the booking's point, where they already are.
 */
export function legsRequest(draft: LegsDraft, booked: LegsDraft, locationId: number | null, delivery: DeliveryCatalog): Pick<ChangeBookingRequest, 'handover' | 'giveBack'> & { locationId: number | null } {
  const changed = changedLegs(draft, booked);
  return {
    locationId: changed.handover ? storageLocationId(draft, locationId, delivery) : locationId,
    ...(changed.handover ? { handover: handoverChoice(draft) } : {}),
    ...(changed.giveBack ? { giveBack: giveBackChoice(draft) } : {}),
  };
}

/** What the browser can tell of the changed legs before asking: an address, a served postcode, a window, a return point. */
export function changedLegErrors(draft: LegsDraft, booked: LegsDraft, delivery: DeliveryCatalog): LegErrors {
  const changed = changedLegs(draft, booked);
  return {
    ...(changed.handover && draft.handover === 'address' ? addressLegErrors('handover', draft.collection, delivery, true) : {}),
    ...(changed.giveBack && draft.giveBack === 'address' ? addressLegErrors('giveBack', draft.delivery, delivery, true) : {}),
    ...(changed.giveBack && draft.giveBack === 'other_point' && draft.returnLocationId === null ? { 'giveBack.locationId': LEG_FIELD_REFUSALS.returnPointRequired } : {}),
  };
}

/** Whether a 422's field belongs to the legs ('handover', 'giveBack.windowId', 'handover.address.postcode'). */
export const isLegField = (field: string): boolean => /^(handover|giveBack)(\.|$)/.test(field);
