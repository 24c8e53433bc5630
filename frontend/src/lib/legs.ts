import {
  formatIso,
  normalisePostcode,
  type CalendarDate,
  LEG_CHOICE_KEYS,
  VALIDATION_KEYS,
  findDeliveryZone,
  outOfAreaRefusal,
  returnFeePence,
  type DeliveryCatalog,
  type DeliveryZone,
  type FeeLine,
  type GiveBackChoice,
  type GiveBackKind,
  type HandoverChoice,
  type HandoverKind,
  type LegAddress,
  type LegChoices,
  type LegDirection,
  type Message,
  type Text,
} from '@luggage/contracts';

/** An address as the form holds it: every field a string, '' when empty. */
export type AddressFields = Required<Pick<LegAddress, 'line1' | 'line2' | 'town' | 'postcode' | 'note' | 'contactName'>>;
export type AddressField = keyof AddressFields;
export const ADDRESS_FIELDS: readonly AddressField[] = ['line1', 'line2', 'town', 'postcode', 'note', 'contactName'];

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface AddressLegDraft {
  address: AddressFields;
  windowId: number | null;
  /** Where Places Autocomplete put the address; dropped once line 1, the town or the postcode is typed over. */
  coordinates?: Coordinates;
}

/** What a place chosen in Places Autocomplete fills in. */
export interface PlaceFill {
  line1: string;
  town: string;
  postcode: string;
  coordinates?: Coordinates;
}

/** The legs as the wizard holds them; the address of a leg not chosen is kept, so switching back loses nothing. */
export interface LegsDraft {
  handover: HandoverKind;
  giveBack: GiveBackKind;
  collection: AddressLegDraft;
  delivery: AddressLegDraft;
  /** "At another point": the city shown in its picker and the point chosen. */
  returnCityId: number | null;
  returnLocationId: number | null;
}

/** Which address leg: the collection from an address (`handover`) or the delivery to one (`giveBack`), as the API names them. */
export type AddressLegSide = 'handover' | 'giveBack';

/** Field path (as the API's 422 names it, 'handover.address.postcode') -> message: a keyed check, or the server's words. */
export type LegErrors = Partial<Record<string, Text>>;

/** The legs' own checks, as keys of validation.json (said in the page's language). */
export const LEG_FIELD_REFUSALS: Record<
  'line1Required' | 'townRequired' | 'postcodeRequired' | 'windowRequired' | 'returnPointRequired' | 'returnNotOffered' | 'returnSamePoint',
  Message
> = {
  line1Required: { key: VALIDATION_KEYS.line1Required },
  townRequired: { key: VALIDATION_KEYS.townRequired },
  postcodeRequired: { key: VALIDATION_KEYS.postcodeRequired },
  windowRequired: { key: VALIDATION_KEYS.windowRequired },
  returnPointRequired: { key: VALIDATION_KEYS.returnPointRequired },
  returnNotOffered: { key: VALIDATION_KEYS.returnNotOffered },
  returnSamePoint: { key: VALIDATION_KEYS.samePoint },
};

/** The two radio groups' choices ("How will you hand over your bags?", "Where do you want them back?"), as terms keys. */
export const HANDOVER_CHOICES: { value: HandoverKind; label: string }[] = [
  { value: 'point', label: LEG_CHOICE_KEYS.handoverPoint },
  { value: 'address', label: LEG_CHOICE_KEYS.handoverAddress },
];

export const GIVE_BACK_CHOICES: { value: GiveBackKind; label: string }[] = [
  { value: 'same_point', label: LEG_CHOICE_KEYS.giveBackSamePoint },
  { value: 'other_point', label: LEG_CHOICE_KEYS.giveBackOtherPoint },
  { value: 'address', label: LEG_CHOICE_KEYS.giveBackAddress },
];

export const emptyAddress = (): AddressFields => ({ line1: '', line2: '', town: '', postcode: '', note: '', contactName: '' });

export const initialLegs = (): LegsDraft => ({
  handover: 'point',
  giveBack: 'same_point',
  collection: { address: emptyAddress(), windowId: null },
  delivery: { address: emptyAddress(), windowId: null },
  returnCityId: null,
  returnLocationId: null,
});

export const legOf = (legs: LegsDraft, side: AddressLegSide): AddressLegDraft => (side === 'handover' ? legs.collection : legs.delivery);

const PLACE_FIELDS: readonly AddressField[] = ['line1', 'town', 'postcode'];

/**
 * The legs with one address field edited. Another postcode may be another city, whose windows differ: its window is
 * forgotten. Coordinates from a chosen place no longer hold once line 1, the town or the postcode is typed over.
 */
export function withAddressField(legs: LegsDraft, side: AddressLegSide, field: AddressField, value: string): LegsDraft {
  const key = side === 'handover' ? 'collection' : 'delivery';
  const { coordinates, ...leg } = legs[key];
  const kept = PLACE_FIELDS.includes(field) ? {} : coordinates ? { coordinates } : {};
  return { ...legs, [key]: { address: { ...leg.address, [field]: value }, windowId: field === 'postcode' ? null : leg.windowId, ...kept } };
}

/** The legs with a place chosen in Places Autocomplete: line 1, town, postcode and its coordinates. */
export function withPlace(legs: LegsDraft, side: AddressLegSide, place: PlaceFill): LegsDraft {
  const key = side === 'handover' ? 'collection' : 'delivery';
  const leg = legs[key];
  const address = { ...leg.address, line1: place.line1, town: place.town, postcode: place.postcode };
  const windowId = normalisePostcode(place.postcode) === normalisePostcode(leg.address.postcode) ? leg.windowId : null;
  return { ...legs, [key]: { address, windowId, ...(place.coordinates ? { coordinates: place.coordinates } : {}) } };
}

export function withWindow(legs: LegsDraft, side: AddressLegSide, windowId: number): LegsDraft {
  const key = side === 'handover' ? 'collection' : 'delivery';
  return { ...legs, [key]: { ...legs[key], windowId } };
}

export const addressPath = (side: AddressLegSide, field: AddressField | 'windowId') =>
  field === 'windowId' ? `${side}.windowId` : `${side}.address.${field}`;

/** The zone serving the leg's postcode, or null (not typed yet, not a postcode, or outside the area). */
export function zoneOf(leg: AddressLegDraft, delivery: DeliveryCatalog): DeliveryZone | null {
  if (!leg.address.postcode.trim()) return null;
  const found = findDeliveryZone(leg.address.postcode, delivery.zones);
  return found.valid && found.served ? found.zone : null;
}

/** What the postcode field says in place: nothing, the invalid-postcode text, or the out-of-area message. */
export function postcodeProblem(postcode: string, delivery: DeliveryCatalog): Message | null {
  if (!postcode.trim()) return null;
  const found = findDeliveryZone(postcode, delivery.zones);
  if (!found.valid) return { key: VALIDATION_KEYS.invalidPostcode };
  return found.served ? null : outOfAreaRefusal(found.district, delivery.zones);
}

/** The point the bags are stored at: the zone's storage point for a collection from an address, else the chosen point. */
export function storageLocationId(legs: LegsDraft, locationId: number | null, delivery: DeliveryCatalog): number | null {
  if (legs.handover === 'point') return locationId;
  return zoneOf(legs.collection, delivery)?.storageLocationId ?? null;
}

/** The city of the delivery leg's window list: the zone of its postcode. */
export const legCityId = (leg: AddressLegDraft, delivery: DeliveryCatalog): number | null => zoneOf(leg, delivery)?.cityId ?? null;

export function addressLegErrors(side: AddressLegSide, leg: AddressLegDraft, delivery: DeliveryCatalog, needWindow: boolean): LegErrors {
  const errors: LegErrors = {};
  const { line1, town, postcode } = leg.address;
  if (!line1.trim()) errors[addressPath(side, 'line1')] = LEG_FIELD_REFUSALS.line1Required;
  if (!town.trim()) errors[addressPath(side, 'town')] = LEG_FIELD_REFUSALS.townRequired;
  const problem = postcode.trim() ? postcodeProblem(postcode, delivery) : LEG_FIELD_REFUSALS.postcodeRequired;
  if (problem) errors[addressPath(side, 'postcode')] = problem;
  if (needWindow && leg.windowId === null) errors[addressPath(side, 'windowId')] = LEG_FIELD_REFUSALS.windowRequired;
  return errors;
}

/**
 * What step 2 still needs of the legs. The delivery window is chosen on the nights step, where the return date is
 * known, so step 2 does not ask for it.
 */
export function whereWhenLegErrors(
  legs: LegsDraft,
  storage: { id: number; cityId: number } | null,
  catalog: { delivery: DeliveryCatalog; cityOf: (locationId: number) => number | null },
): LegErrors {
  const errors: LegErrors = {
    ...(legs.handover === 'address' ? addressLegErrors('handover', legs.collection, catalog.delivery, true) : {}),
    ...(legs.giveBack === 'address' ? addressLegErrors('giveBack', legs.delivery, catalog.delivery, false) : {}),
  };
  if (legs.giveBack === 'other_point') {
    const toCity = legs.returnLocationId === null ? null : catalog.cityOf(legs.returnLocationId);
    if (toCity === null) errors['giveBack.locationId'] = LEG_FIELD_REFUSALS.returnPointRequired;
    else if (legs.returnLocationId === storage?.id) errors['giveBack.locationId'] = LEG_FIELD_REFUSALS.returnSamePoint;
    else if (storage && returnFeePence(storage.cityId, toCity, catalog.delivery.returnFees) === null) {
      errors['giveBack.locationId'] = LEG_FIELD_REFUSALS.returnNotOffered;
    }
  }
  return errors;
}

/** What the nights step still needs: the delivery's window on the return date. */
export function nightsLegErrors(legs: LegsDraft): LegErrors {
  return legs.giveBack === 'address' && legs.delivery.windowId === null ? { 'giveBack.windowId': LEG_FIELD_REFUSALS.windowRequired } : {};
}

/** The fee lines of the chosen legs, in the summary's order: collection, delivery, return at another point. */
export function legFees(legs: LegsDraft, storageCityId: number | null, returnCityId: number | null, delivery: DeliveryCatalog): FeeLine[] {
  const fees: FeeLine[] = [];
  const collectionZone = legs.handover === 'address' ? zoneOf(legs.collection, delivery) : null;
  if (collectionZone) fees.push({ kind: 'collection', pence: collectionZone.feePence });
  const deliveryZone = legs.giveBack === 'address' ? zoneOf(legs.delivery, delivery) : null;
  if (deliveryZone) fees.push({ kind: 'delivery', pence: deliveryZone.feePence });
  if (legs.giveBack === 'other_point' && storageCityId !== null && returnCityId !== null) {
    const pence = returnFeePence(storageCityId, returnCityId, delivery.returnFees);
    if (pence !== null) fees.push({ kind: 'return_elsewhere', pence });
  }
  return fees;
}

/** What a leg choice costs where it is offered: the exact fee once its postcode or points are known, else the least it can. */
export interface ChoiceFee {
  pence: number;
  exact: boolean;
}

export type FeeChoice = 'handoverAddress' | 'giveBackOtherPoint' | 'giveBackAddress';

const leastFee = (fees: readonly number[]): ChoiceFee | undefined => (fees.length > 0 ? { pence: Math.min(...fees), exact: false } : undefined);

function addressChoiceFee(leg: AddressLegDraft, delivery: DeliveryCatalog): ChoiceFee | undefined {
  const zone = zoneOf(leg, delivery);
  return zone ? { pence: zone.feePence, exact: true } : leastFee(delivery.zones.map((z) => z.feePence));
}

/** The fee each paid leg choice shows beside its name ("Collect from my address · £15.00"), as legFees would charge it. */
export function choiceFees(legs: LegsDraft, storageCityId: number | null, returnCityId: number | null, delivery: DeliveryCatalog): Partial<Record<FeeChoice, ChoiceFee>> {
  const exactReturn = storageCityId !== null && returnCityId !== null ? returnFeePence(storageCityId, returnCityId, delivery.returnFees) : null;
  const fromStorage = delivery.returnFees.filter((fee) => storageCityId === null || fee.fromCityId === storageCityId);
  const otherPoint = exactReturn !== null ? { pence: exactReturn, exact: true } : leastFee(fromStorage.map((fee) => fee.feePence));
  const fees: Partial<Record<FeeChoice, ChoiceFee>> = {
    handoverAddress: addressChoiceFee(legs.collection, delivery),
    giveBackOtherPoint: otherPoint,
    giveBackAddress: addressChoiceFee(legs.delivery, delivery),
  };
  return Object.fromEntries(Object.entries(fees).filter(([, fee]) => fee !== undefined));
}

/** An address as the API takes it: trimmed, optional fields left out when empty, with the place's coordinates when known. */
export function legAddress({ address: fields, coordinates }: Pick<AddressLegDraft, 'address' | 'coordinates'>): LegAddress {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const address: LegAddress = { line1: fields.line1.trim(), town: fields.town.trim(), postcode: fields.postcode.trim() };
  for (const key of ['line2', 'note', 'contactName'] as const) {
    const value = optional(fields[key]);
    if (value !== undefined) address[key] = value;
  }
  if (coordinates) Object.assign(address, coordinates);
  return address;
}

/** The legs as POST /api/stripe-payment-intent carries them; the spec's flow (a point both ways) sends neither. */
export function legChoices(legs: LegsDraft): LegChoices {
  const handover: HandoverChoice | undefined =
    legs.handover === 'address' && legs.collection.windowId !== null
      ? { kind: 'address', address: legAddress(legs.collection), windowId: legs.collection.windowId }
      : undefined;
  let giveBack: GiveBackChoice | undefined;
  if (legs.giveBack === 'other_point' && legs.returnLocationId !== null) giveBack = { kind: 'other_point', locationId: legs.returnLocationId };
  if (legs.giveBack === 'address' && legs.delivery.windowId !== null) {
    giveBack = { kind: 'address', address: legAddress(legs.delivery), windowId: legs.delivery.windowId };
  }
  return { ...(handover ? { handover } : {}), ...(giveBack ? { giveBack } : {}) };
}

/** The server's 422 field errors that belong to the legs, one message each, by path. */
export function legErrorsFrom(errors: Record<string, readonly Text[]>): LegErrors {
  const entries = Object.entries(errors).filter(([path, messages]) => /^(handover|giveBack)\./.test(path) && messages.length > 0);
  return Object.fromEntries(entries.map(([path, messages]) => [path, messages[0]]));
}

/** terms:legs.collectionFrom / deliveryTo (legLineTerm's words) for a drafted address leg, or '' before its day and window are known. */
export function addressDraftLine(direction: LegDirection, leg: AddressLegDraft, day: CalendarDate | string | null, delivery: DeliveryCatalog): Text {
  const window = delivery.windows.find((w) => w.id === leg.windowId);
  if (!day || !window) return '';
  const postcode = normalisePostcode(leg.address.postcode) ?? leg.address.postcode.trim();
  return {
    key: direction === 'collection' ? 'terms:legs.collectionFrom' : 'terms:legs.deliveryTo',
    params: { address: `${leg.address.line1.trim()}, ${postcode}`, date: typeof day === 'string' ? day : formatIso(day), window: `${window.start}–${window.end}` },
    days: ['date'],
  };
}
