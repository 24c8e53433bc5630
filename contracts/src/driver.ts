/** What the driver's page (/driver) and the delivery API agree on (issue 18, section 3). */
import type { LegAddress, LegDirection, LegFailureReason, LegState } from './booking-legs.js';
import { formatIso, parseIso, todayInLondon } from './dates.js';
import { londonClockTime, londonInstant } from './london-time.js';

/** A city the driver works in. */
export interface DriverCityView {
  id: number;
  city: string;
}

/** The one step a driver can take at a stop now. */
export type DriverAction = 'start' | 'collected' | 'delivered';

/** One stop of the driver's run: an address leg of today. */
export interface DriverStopView {
  /** The leg's id: the stop's actions are POST /api/driver/stops/{legId}/…. */
  legId: number;
  reference: string;
  direction: LegDirection;
  cityId: number;
  /** '08:00–10:00' and its ends. */
  window: { start: string; end: string; label: string };
  address: LegAddress & { postcode: string };
  /** A maps search of the address (coordinates where known). */
  mapsUrl: string;
  /** Who hands over or receives the bags: the named contact, else the customer. */
  contactName: string;
  /** The customer's phone as typed, and as a tel: link; null when there is none. */
  phone: { label: string; href: string } | null;
  /** Bags by type. */
  bags: { code: string; title: string; amount: number }[];
  bagCount: number;
  /** A same-day stay's leg: the bags go back to the customer later the same day (DRIVER_TEXTS.sameDay). */
  sameDay: boolean;
  note: string | null;
  state: LegState;
  /** The state in words (legStateLabel): 'Driver on the way', 'We could not deliver'. */
  stateLabel: string;
  /** A failed leg's reason, as LEG_FAILURE_REASONS says it. */
  failureReason: string | null;
  /** The step that can be taken now, or null. */
  action: DriverAction | null;
  /** When the stop's run can start (while the stop is booked; null once its run started). */
  start: RunStartView | null;
  /** The last step while the signed-in driver can still undo it: until when (ISO 8601). */
  undo: { until: string } | null;
  /**
   * A delivery of tagged bags: the tags "Delivered" must read, and those not seen at a hand-back so far (an open
   * incident). Null when the bags hold no tags (tagged before tags existed, or never): they are delivered without.
   */
  handBack: StopHandBackView | null;
}

/** The hand-back by tags at a delivery's door (issue 42). */
export interface StopHandBackView {
  tags: string[];
  missing: string[];
}

/** GET /api/driver/today: the driver's cities (an admin's: every city), today's date in London, today's stops in order. */
export interface DriverTodayView {
  /** 'YYYY-MM-DD', today in London. */
  date: string;
  cities: DriverCityView[];
  stops: DriverStopView[];
  /** The reasons of "Could not collect" / "Could not deliver", as LEG_FAILURE_REASONS says them (sent so /driver need not load the legs' module). */
  failureReasons: { value: LegFailureReason; label: string }[];
}

/** POST /api/driver/stops/{legId}/collected: the pass scanned (token) or its reference + PIN typed, and the bags counted. */
export interface DriverCollectedRequest {
  token?: string;
  pin?: string;
  bagCount: number;
}

/**
 * POST /api/driver/stops/{legId}/delivered: the pass's PIN, or the name of the receiver the customer named; and every
 * tag read from the bags when they hold tags (a tag not of the booking: 422; one not read: reported missing, the stop
 * stays to deliver).
 */
export interface DriverDeliveredRequest {
  pin?: string;
  receivedBy?: string;
  tags?: string[];
}

/** POST /api/driver/stops/{legId}/failed: could not collect / could not deliver. */
export interface DriverFailedRequest {
  reason: LegFailureReason;
}

/** A run's start: from its window's start less the city's run lead, until the window ends (London time). */
export interface RunStartView {
  /** ISO 8601 */
  from: string;
  until: string;
  /** Why "Start run" is refused now (DRIVER_TEXTS' runNotToday, runNotYet, runEnded), or null when it can start. */
  refusal: string | null;
}

/** When the run of a leg's window ('HH:mm' on `date`, 'YYYY-MM-DD') can start, `leadMinutes` before it until its end, and why not at `now`. */
export function runStartOf(leg: { date: string; windowStart: string; windowEnd: string }, leadMinutes: number, now: Date): RunStartView {
  const day = parseIso(leg.date)!;
  const from = new Date(londonInstant(day, leg.windowStart).getTime() - leadMinutes * 60_000);
  const until = londonInstant(day, leg.windowEnd);
  return { from: from.toISOString(), until: until.toISOString(), refusal: runStartRefusal(leg.date, from, until, now) };
}

function runStartRefusal(date: string, from: Date, until: Date, now: Date): string | null {
  if (now >= until) return DRIVER_TEXTS.runEnded;
  if (now >= from) return null;
  return date === formatIso(todayInLondon(now)) ? DRIVER_TEXTS.runNotYet(londonClockTime(from)) : DRIVER_TEXTS.runNotToday;
}

/** How long a driver's step can be undone, by the driver who took it or an admin. */
export const DRIVER_UNDO_MINUTES = 5;

export const DRIVER_TEXTS = {
  sameDay: 'Same day',
  noStops: 'No stops today.',
  startRun: 'Start run',
  collected: 'Collected',
  delivered: 'Delivered',
  couldNotCollect: 'Could not collect',
  couldNotDeliver: 'Could not deliver',
  undo: 'Undo',
  notYourCity: 'This stop is not in your cities.',
  stopNotFound: 'No such stop.',
  wrongState: 'This stop has moved on: reload your day.',
  bagCountWrong: 'Count the bags again: the booking has a different number.',
  scanPass: 'Scan the pass',
  passScanned: 'Pass scanned: count the bags and confirm.',
  typePinInstead: 'Type the PIN instead',
  pinOrReceiver: 'Type the PIN or the name of the person who received the bags.',
  receiverWrong: 'This is not the person the customer named.',
  undoExpired: `A step can be undone only within ${DRIVER_UNDO_MINUTES} minutes, by the driver who took it or an admin.`,
  nothingToUndo: 'There is no step to undo.',
  runNotToday: "This stop is not today's.",
  runNotYet: (time: string) => `This run can start from ${time}.`,
  runEnded: 'This window has ended.',
  tagsToRead: (tags: number) => `Scan or type the ${tags} tag${tags === 1 ? '' : 's'} on the bags you hand over, then press Delivered.`,
  tagsNeeded: 'Read the tags of the bags you hand over.',
  missingReported: (tags: readonly string[]) => `Not seen: ${tags.join(', ')}. Reported missing: an admin has been told. Deliver once they turn up, or mark "Could not deliver".`,
} as const;

/** One stop of an admin's run sheet: the stop as the driver sees it, and the driver who has it (none until a run starts or an admin gives it). */
export interface RunSheetStopView extends Omit<DriverStopView, 'action' | 'undo' | 'handBack'> {
  driver: { id: number; name: string } | null;
}

/** GET /api/admin/run-sheet?cityId=1&date=YYYY-MM-DD: a city's day of stops in run order, and its drivers. */
export interface RunSheetView {
  date: string;
  cityId: number;
  drivers: { id: number; name: string }[];
  stops: RunSheetStopView[];
}

/** POST /api/admin/run-sheet/stops/{legId}/driver: give a stop to another driver of its city, with a reason. */
export interface MoveStopRequest {
  driverUserId: number;
  reason: string;
}

/**
 * POST /api/admin/run-sheet/stops/{legId}/window: move a stop still booked to another window of its city, the same day
 * or later (a collection: the same day only), with a reason; the customer is emailed the new window.
 */
export interface MoveStopWindowRequest {
  windowId: number;
  /** 'YYYY-MM-DD' */
  date: string;
  reason: string;
}
