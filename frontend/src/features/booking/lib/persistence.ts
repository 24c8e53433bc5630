import { MAX_ITEM_QUANTITY, MAX_NIGHTS, MIN_NIGHTS, parseIso, PROMO_CODE_PATTERN, type PromoTerms } from '@luggage/contracts';
import { ADDRESS_FIELDS, emptyAddress, initialLegs, type AddressLegDraft, type LegsDraft } from '../../../lib/legs';
import { STEPS, emptyDetails, initialWizardState, type Step, type WizardState } from './wizard-state';

/** Session storage: the wizard survives a reload in this tab and is gone when the tab closes. */
export const WIZARD_STORAGE_KEY = 'booking-wizard:v1';

/** What is kept: choices and contact details, never card data, client secrets or error texts. */
type Stored = Pick<
  WizardState,
  'step' | 'quantities' | 'date' | 'cityId' | 'locationId' | 'legs' | 'nights' | 'times' | 'details' | 'bookingToken' | 'paidIntentId' | 'promo'
>;

export function toStored(state: WizardState): Stored {
  const { step, quantities, date, cityId, locationId, legs, nights, times, details, bookingToken, paidIntentId, promo } = state;
  return { step, quantities, date, cityId, locationId, legs, nights, times, details, bookingToken, paidIntentId, promo };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOrNull = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);
const HALF_HOUR = /^([01]\d|2[0-3]):(00|30)$/;
const timeOrNull = (v: unknown) => (typeof v === 'string' && HALF_HOUR.test(v) ? v : null);
const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : '');

function addressLeg(value: unknown): AddressLegDraft {
  const leg = isObject(value) ? value : {};
  const stored = isObject(leg.address) ? leg.address : {};
  const address = emptyAddress();
  for (const field of ADDRESS_FIELDS) address[field] = typeof stored[field] === 'string' ? stored[field].slice(0, 300) : '';
  const { lat, lng } = isObject(leg.coordinates) ? leg.coordinates : {};
  const coordinates = typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) ? { coordinates: { lat, lng } } : {};
  return { address, windowId: idOrNull(leg.windowId), ...coordinates };
}

const wholeOrNull = (v: unknown, max: number) => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= max ? v : null);

/** An applied code's terms: a code of the right form with exactly one of a percentage and an amount; else none. */
function promoFrom(value: unknown): PromoTerms | null {
  if (!isObject(value) || typeof value.code !== 'string' || !PROMO_CODE_PATTERN.test(value.code)) return null;
  const percentOff = wholeOrNull(value.percentOff, 100);
  const amountOffPence = wholeOrNull(value.amountOffPence, 10_000_000);
  return (percentOff === null) === (amountOffPence === null) ? null : { code: value.code, percentOff, amountOffPence };
}

/** The legs' choices and addresses, each field checked; unknown kinds fall back to a point both ways. */
function legsFrom(value: unknown): LegsDraft {
  if (!isObject(value)) return initialLegs();
  return {
    handover: value.handover === 'address' ? 'address' : 'point',
    giveBack: value.giveBack === 'other_point' || value.giveBack === 'address' ? value.giveBack : 'same_point',
    collection: addressLeg(value.collection),
    delivery: addressLeg(value.delivery),
    returnCityId: idOrNull(value.returnCityId),
    returnLocationId: idOrNull(value.returnLocationId),
  };
}

/** Rebuilds a state from stored JSON, dropping anything malformed; null when nothing usable is there. */
export function fromStored(raw: string | null): WizardState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value) || typeof value.bookingToken !== 'string' || !value.bookingToken) return null;
  const step = STEPS.includes(value.step as Step) && value.step !== 'completed' ? (value.step as Step) : 'items';
  const quantities: Record<string, number> = {};
  for (const [id, n] of Object.entries(isObject(value.quantities) ? value.quantities : {})) {
    if (/^\d+$/.test(id) && typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_ITEM_QUANTITY) {
      quantities[id] = n;
    }
  }
  const details = isObject(value.details) ? value.details : {};
  // 0 is a same-day stay.
  const nights = typeof value.nights === 'number' && value.nights >= 0 && value.nights <= MAX_NIGHTS;
  const times = isObject(value.times) ? value.times : {};
  return {
    ...initialWizardState(value.bookingToken),
    step,
    quantities,
    date: typeof value.date === 'string' && parseIso(value.date) ? value.date : null,
    cityId: idOrNull(value.cityId),
    locationId: idOrNull(value.locationId),
    legs: legsFrom(value.legs),
    nights: nights ? Math.trunc(value.nights as number) : MIN_NIGHTS,
    times: { dropOffTime: timeOrNull(times.dropOffTime), pickUpTime: timeOrNull(times.pickUpTime) },
    details: {
      ...emptyDetails(),
      fullName: text(details.fullName),
      contactNumber: text(details.contactNumber),
      email: text(details.email),
      agreedToTerms: details.agreedToTerms === true,
    },
    paidIntentId: typeof value.paidIntentId === 'string' && value.paidIntentId ? value.paidIntentId : null,
    promo: promoFrom(value.promo),
  };
}

export function loadWizard(): WizardState | null {
  try {
    return fromStored(sessionStorage.getItem(WIZARD_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function saveWizard(state: WizardState): void {
  try {
    sessionStorage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(toStored(state)));
  } catch {
    // Storage full or disabled: the wizard still works, it just will not survive a reload.
  }
}

export function clearWizard(): void {
  try {
    sessionStorage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is unavailable.
  }
}

/** crypto.randomUUID needs a secure context; getRandomValues does not (plain http on a LAN address). */
export function newBookingToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
