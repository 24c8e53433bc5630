/**
 * What the operator sells of collection and delivery (issue 18, section 2): service zones by postcode district, the
 * time windows of each city, the booking cut-off and the fees of "Return at another point". Money in pence. The
 * postcode rules are here so the wizard and the server answer the same (the `postcode` package, MIT).
 */
import { parse, validOutcode } from 'postcode';
import type { CalendarDate } from './dates.js';
import { londonInstant } from './london-time.js';
import type { Translations, TranslationsInput } from './i18n/translations.js';
import type { Message } from './i18n/message.js';

/** A city's area served from one storage point, at one fee per trip. */
export interface DeliveryZone {
  id: number;
  cityId: number;
  name: string;
  /** The name as admins translated it (issue 19); a language left out shows the English. The server
   * always sends them; optional so fixtures written without them (tests, other branches) stay valid. */
  nameTranslations?: Translations;
  /** Postcode districts (outward codes) it covers, normalised ('BS8'), ascending. */
  districts: string[];
  /** Fee of one trip (a collection from, or a delivery to, an address in the zone). */
  feePence: number;
  /** The collection point where bags collected in this zone are stored. */
  storageLocationId: number;
  /**
   * false: retired, offered to no new booking or change but still serving the legs booked in it (only the admin's
   * catalog lists retired zones). Optional so fixtures written without it stay valid: absent is offered.
   */
  active?: boolean;
}

/** A time window of a city in which drivers collect or deliver, with the trips it takes. */
export interface DeliveryWindow {
  id: number;
  cityId: number;
  /** 'HH:mm', London time, before `end`. */
  start: string;
  end: string;
  trips: number;
  /** false: retired, as a zone can be (see DeliveryZone.active). */
  active?: boolean;
}

/** The fee of returning bags stored in one city at a point of another (or the same) city. */
export interface ReturnFee {
  fromCityId: number;
  toCityId: number;
  feePence: number;
}

/** A city's booking cut-off: a window can be booked until this many hours before it starts. */
export interface DeliveryCutOff {
  cityId: number;
  hours: number;
  /** A same-day stay's delivery starts this many minutes after its collection ends, at least (DEFAULT_SAME_DAY_GAP_MINUTES when not given). */
  sameDayGapMinutes?: number;
}

/** A city's fee of a second delivery attempt ("Choose another window" after a failed delivery). */
export interface SecondAttemptFee {
  cityId: number;
  /** A fixed fee (0: free), or null for the fee per trip of the address's zone (the default). */
  feePence: number | null;
}

/** The delivery catalog as the wizard reads it (GET /api/get-data's `delivery`) and the admin page edits it. */
export interface DeliveryCatalog {
  zones: DeliveryZone[];
  windows: DeliveryWindow[];
  returnFees: ReturnFee[];
  cutOffs: DeliveryCutOff[];
  secondAttemptFees: SecondAttemptFee[];
}

/** Hours before a window starts when its booking closes, for a city an operator has not set. */
export const DEFAULT_DELIVERY_CUT_OFF_HOURS = 3;

export const DELIVERY_LIMITS = {
  zoneNameMax: 100,
  districtsMax: 100,
  feeMaxPounds: 1000,
  tripsMax: 500,
  cutOffHoursMax: 168,
  runLeadMinutesMax: 720,
  sameDayGapMinutesMin: 30,
  sameDayGapMinutesMax: 720,
} as const;

/** Minutes between the end of a same-day stay's collection and the start of its delivery, for a city an operator has not set. */
export const DEFAULT_SAME_DAY_GAP_MINUTES = 120;

/** The same-day gap of `cityId` (the storage point's city, as the server reads it), or the default. */
export const sameDayGapMinutes = (catalog: Pick<DeliveryCatalog, 'cutOffs'>, cityId: number | null): number =>
  catalog.cutOffs.find((cutOff) => cutOff.cityId === cityId)?.sameDayGapMinutes ?? DEFAULT_SAME_DAY_GAP_MINUTES;

/** Minutes before a window starts when its run can start, for a city an operator has not set. */
export const DEFAULT_RUN_LEAD_MINUTES = 60;

/** 'BS8 4JZ' from ' bs84jz ', or null when it is not a UK postcode. */
export function normalisePostcode(input: string): string | null {
  return parse(input.trim()).postcode;
}

/** The postcode's district (its outward code: 'BS8' of 'BS8 4JZ'), or null when it is not a UK postcode. */
export function postcodeDistrict(input: string): string | null {
  return parse(input.trim()).outcode;
}

/** A district as an operator types it ('bs1 ') normalised ('BS1'), or null when it is no district. */
export function normaliseDistrict(input: string): string | null {
  const district = input.trim().toUpperCase();
  return validOutcode(district) ? district : null;
}

/** 'BS1, bs8 BA1' read as districts: normalised, each once, ascending; or the entries that are not districts. */
export function parseDistrictList(text: string): { districts: string[]; invalid: string[] } {
  const entries = text.split(/[\s,;]+/).filter((entry) => entry !== '');
  const invalid = entries.filter((entry) => normaliseDistrict(entry) === null);
  const districts = [...new Set(entries.map(normaliseDistrict).filter((district): district is string => district !== null))];
  return { districts: districts.sort(compareDistricts), invalid };
}

/** Area first ('BA' before 'BS'), then the district's number (BS2 before BS13), then what follows it. */
export function compareDistricts(a: string, b: string): number {
  const [, areaA = '', numberA = '0', restA = ''] = /^([A-Z]+)(\d+)(.*)$/.exec(a) ?? [];
  const [, areaB = '', numberB = '0', restB = ''] = /^([A-Z]+)(\d+)(.*)$/.exec(b) ?? [];
  return areaA.localeCompare(areaB) || Number(numberA) - Number(numberB) || restA.localeCompare(restB);
}

/** 'BA1, BA2, BS1–BS9 and BS13–BS16': districts in order, three or more in a row as a range. */
export function describeDistricts(districts: readonly string[]): string {
  const parts = districtRuns(districts);
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The districts in order with runs of three or more joined: ['BA1', 'BA2', 'BS1–BS9'] (a language joins the list). */
export function districtRuns(districts: readonly string[]): string[] {
  const sorted = [...new Set(districts)].sort(compareDistricts);
  const parts: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= 3) parts.push(`${run[0]}–${run[run.length - 1]}`);
    else parts.push(...run);
    run = [];
  };
  for (const district of sorted) {
    const previous = run[run.length - 1];
    if (previous && !follows(previous, district)) flush();
    run.push(district);
  }
  flush();
  return parts;
}

const follows = (previous: string, next: string): boolean => {
  const a = /^([A-Z]+)(\d+)$/.exec(previous);
  const b = /^([A-Z]+)(\d+)$/.exec(next);
  return !!a && !!b && a[1] === b[1] && Number(b[2]) === Number(a[2]) + 1;
};

/** What a postcode outside the area is told, in place. */
export function outOfAreaMessage(district: string, zones: readonly DeliveryZone[]): string {
  const served = describeDistricts(zones.flatMap((zone) => zone.districts));
  return `We don't collect or deliver in ${district} yet. We cover ${served}.`;
}

/**
 * outOfAreaMessage as a key, the wizard's and the server's: the served districts' runs joined as the language joins a
 * list ('BA1, BA2, BS1–BS9 and BS13–BS16', 'BA1、BA2、BS1–BS9和BS13–BS16').
 */
export function outOfAreaRefusal(district: string, zones: readonly DeliveryZone[]): Message {
  return { key: 'validation:postcode.outOfArea', params: { district, served: listOf(districtRuns(zones.flatMap((zone) => zone.districts))) } };
}

/** Parts joined by the language's comma (`list.comma`) and its "and" (`list.and`). */
function listOf(parts: readonly string[]): string | Message {
  if (parts.length <= 1) return parts[0] ?? '';
  const first = parts
    .slice(1, -1)
    .reduce<string | Message>((list, next) => ({ key: 'validation:list.comma', params: { first: list, next } }), parts[0]!);
  return { key: 'validation:list.and', params: { first, last: parts[parts.length - 1]! } };
}

export type ServiceAreaLookup =
  | { valid: false }
  | { valid: true; postcode: string; district: string; served: true; zone: DeliveryZone }
  | { valid: true; postcode: string; district: string; served: false; message: string };

/**
 * The zone that serves a postcode among `zones` (the caller picks them: every city's, or one city's). A zone naming a
 * whole district ('EC1') covers its sub-districts ('EC1A').
 */
export function findDeliveryZone(input: string, zones: readonly DeliveryZone[]): ServiceAreaLookup {
  const parsed = parse(input.trim());
  if (!parsed.valid) return { valid: false };
  const { postcode, outcode: district } = parsed;
  const zone = zones.find((z) => z.districts.includes(district)) ?? zones.find((z) => z.districts.includes(parsed.district));
  if (zone) return { valid: true, postcode, district, served: true, zone };
  return { valid: true, postcode, district, served: false, message: outOfAreaMessage(district, zones) };
}

/** The fee of "Return at another point" from a point of one city to one of another (or the same), or null when not offered. */
export function returnFeePence(fromCityId: number, toCityId: number, fees: readonly ReturnFee[]): number | null {
  return fees.find((fee) => fee.fromCityId === fromCityId && fee.toCityId === toCityId)?.feePence ?? null;
}

/** What a second delivery to an address of `zone` costs now: its city's fixed fee, else the zone's fee per trip. */
export function secondAttemptFeePence(zone: Pick<DeliveryZone, 'cityId' | 'feePence'>, fees: readonly SecondAttemptFee[]): number {
  return fees.find((fee) => fee.cityId === zone.cityId)?.feePence ?? zone.feePence;
}

/** '08:00–10:00' */
export function windowLabel(window: Pick<DeliveryWindow, 'start' | 'end'>): string {
  return `${window.start}–${window.end}`;
}

/** The last instant a window on `date` can be booked: `hours` before it starts, London time. */
export function windowBookableUntil(date: CalendarDate, window: Pick<DeliveryWindow, 'start'>, hours: number): Date {
  return new Date(londonInstant(date, window.start).getTime() - hours * 3_600_000);
}

/** GET /api/service-area?postcode=…[&cityId=…]: a valid postcode, served or not (an invalid one is a 422 under `postcode`). */
export type ServiceAreaAnswer =
  | {
      served: true;
      postcode: string;
      district: string;
      zone: { id: number; name: string; cityId: number; cityName: string; feePence: number };
      /** Where bags collected from this postcode are stored. */
      storageLocation: { id: number; name: string; address: string };
    }
  | { served: false; postcode: string; district: string; message: string };

export const SERVICE_AREA_TEXTS = {
  invalidPostcode: 'Enter a full UK postcode, like BS8 4JZ.',
} as const;

/**
 * GET /api/admin/delivery: the catalog, retired zones and windows included, and each city's points (a zone stores at
 * one of its city's points) and run lead (how many minutes before a window its run can start).
 */
export interface AdminDeliveryData extends DeliveryCatalog {
  cities: { id: number; name: string; points: { id: number; name: string; active: boolean }[]; runLeadMinutes: number }[];
}

/** POST /api/admin/delivery-zones; `districts` as typed ('BS1, BS2, BS8'); `fee` in pounds. */
export interface CreateDeliveryZoneRequest {
  cityId: number;
  name: string;
  districts: string;
  fee: number;
  locationId: number;
  /** The name in other languages; none when left out on create, unchanged on edit, else replaced whole. */
  translations?: TranslationsInput<'name'>;
}

/** PUT /api/admin/delivery-zones/{id}: a field left out keeps its value; the city stays. `active: false` retires the zone. */
export type EditDeliveryZoneRequest = Partial<Omit<CreateDeliveryZoneRequest, 'cityId'>> & { active?: boolean };

/** POST /api/admin/delivery-windows; 'HH:mm'. */
export interface CreateDeliveryWindowRequest {
  cityId: number;
  start: string;
  end: string;
  trips: number;
}

/** PUT /api/admin/delivery-windows/{id}: a field left out keeps its value; the city stays. */
export type EditDeliveryWindowRequest = Partial<Omit<CreateDeliveryWindowRequest, 'cityId'>> & { active?: boolean };

/** PUT /api/admin/delivery-cut-offs/{cityId} */
export interface DeliveryCutOffRequest {
  hours: number;
}

/** PUT /api/admin/same-day-gaps/{cityId}: a same-day stay's delivery starts this many minutes after its collection ends. */
export interface SameDayGapRequest {
  minutes: number;
}

/** PUT /api/admin/run-leads/{cityId}: a run can start this many minutes before its window. */
export interface RunLeadRequest {
  minutes: number;
}

/** The answer of PUT /api/admin/run-leads/{cityId}. */
export interface RunLead {
  cityId: number;
  minutes: number;
}

/** PUT /api/admin/second-attempt-fees/{cityId}: `fee` in pounds (0: free), or null for the zone's fee per trip. */
export interface SecondAttemptFeeRequest {
  fee: number | null;
}

/** PUT /api/admin/return-fees: `fee` in pounds, or null for "not offered" between these cities. */
export interface ReturnFeeRequest {
  fromCityId: number;
  toCityId: number;
  fee: number | null;
}
