import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  BAG_TAG_TEXTS,
  type BagTagsSummary,
  CHECK_IN_TEXTS,
  CHECK_IN_UNDO_MINUTES,
  type ChangeQuote,
  type CheckInBookingView,
  type CheckInStep,
  type ExtendRequest,
  poundsToPence,
  type StaffExtendCommand,
  collectionIsOn,
  compareDates,
  parseDayMonthYear,
  todayInLondon,
} from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { type AuthUser, StaffAssignments } from '../auth/index.js';
import { type Actor, BookingExtensionService, BookingService, type BookingView, type LastStep, returnPointOf } from '../booking/index.js';
import { CheckInNotFoundError, CheckInStepError, OldPassError } from './operations.errors.js';
import { PassService } from './pass.service.js';
import { PinLock, wrongPin } from './pin-lock.js';
import { BagTagStore, isTagTaken } from './custody/bag-tags.js';

/** Statuses a booking can be found in at the point: paid for (or cancelled, so staff can tell the customer). */
const AT_THE_POINT: BookingView['status'][] = ['confirmed', 'collected', 'returned', 'cancelled'];
const UNDO_SECONDS = CHECK_IN_UNDO_MINUTES * 60;

const MOVE_STEP = { collect: 'collected', return: 'returned' } as const;

/** How the history names who took a step at the point: 'staff:12 Sam Lee <sam@…>' (admins as 'admin:…', as elsewhere). */
export const pointActor = (user: AuthUser): Actor => {
  const kind = user.role === 'admin' ? 'admin' : 'staff';
  return { kind, label: `${kind}:${user.id} ${user.name} <${user.email}>`.slice(0, 120) };
};

/** The user id at the start of a history actor ('staff:12 …' -> 12), or null for anyone else. */
const actorUserId = (actor: string) => {
  const match = /^(?:staff|admin):(\d+)/.exec(actor);
  return match ? Number(match[1]) : null;
};

/**
 * Staff check-in at the point: find a booking by its scanned pass or by reference + PIN, then "Mark collected" (on or
 * after the collection day, London; admins earlier with a reason) and "Mark returned" (after collected), each undoable
 * for a few minutes by whoever took it or an admin. Staff see only bookings at the points assigned to them: any other
 * booking answers 404, as if it did not exist. Wrong PINs typed by staff lock the reference (PinLock).
 */
@Injectable()
export class CheckInService {
  constructor(
    private readonly bookings: BookingService,
    private readonly passes: PassService,
    private readonly assignments: StaffAssignments,
    private readonly pinLock: PinLock,
    private readonly extensions: BookingExtensionService,
    private readonly tags: BagTagStore,
  ) {}

  async scan(user: AuthUser, token: string): Promise<CheckInBookingView> {
    const claim = this.passes.verifyScan(token);
    if (!claim) throw ValidationFailedError.forField('token', CHECK_IN_TEXTS.badPass);
    const booking = await this.visible(user, await this.bookings.get(claim.bookingId));
    if (claim.version !== booking.version) throw new OldPassError();
    return this.view(user, booking);
  }

  async find(user: AuthUser, reference: string, pin: string): Promise<CheckInBookingView> {
    const booking = await this.visible(user, await this.bookings.getByReference(reference));
    const right = (await this.passes.verifyPin(booking.reference, pin)) === booking.id;
    // Admins see every booking in the admin pages anyway: their typing is not counted, and never locked out.
    if (user.role === 'admin') {
      if (!right) throw wrongPin();
    } else {
      await this.pinLock.attempt(booking.reference, user.id, right);
    }
    return this.view(user, booking);
  }

  async step(user: AuthUser, reference: string, step: CheckInStep, reason: string | undefined): Promise<CheckInBookingView> {
    const booking = await this.visible(user, await this.bookings.getByReference(reference));
    // Staff of the point a booking is given back at (another point) take its return only.
    if (step === 'collected' && !(await this.assignments.worksAt(user, booking.location.id))) throw new CheckInNotFoundError();
    const early = step === 'collected' && beforeCollectionDay(booking);
    if (early && user.role !== 'admin') throw new CheckInStepError(collectionIsOn(booking.collectionDate));
    if (early && !reason) throw ValidationFailedError.forField('reason', CHECK_IN_TEXTS.reasonNeeded);
    // Staff hand bags over by their tags (HandOverService), so every bag held has one; admins may mark it without.
    if (step === 'collected' && user.role !== 'admin') throw new CheckInStepError(BAG_TAG_TEXTS.tagFirst);
    if (step === 'returned' && booking.status === 'confirmed') throw new CheckInStepError(CHECK_IN_TEXTS.notCollectedYet);
    const tagged = step === 'returned' && (await this.tags.held(booking.id)).length > 0;
    // Tagged bags are handed back by their tags (HandOverService); an admin may return them without, with a reason.
    if (tagged && user.role !== 'admin') throw new CheckInStepError(BAG_TAG_TEXTS.scanBack);
    if (tagged && !reason) throw ValidationFailedError.forField('reason', BAG_TAG_TEXTS.reasonWithoutTags);
    const note = reason ? (early ? `Before the collection day: ${reason}` : tagged ? `Without the tags: ${reason}` : reason) : null;
    const release = tagged ? (tx: EntityManager) => this.tags.release(tx, booking.id, `Returned without the tags: ${reason}`) : undefined;
    const moved = await this.bookings.changeStatus(booking.id, step, pointActor(user), note, release);
    return this.view(user, moved);
  }

  async quoteExtension(user: AuthUser, reference: string, request: ExtendRequest): Promise<ChangeQuote> {
    const booking = await this.storedHere(user, reference);
    return this.extensions.quoteFor(booking.id, request, pointActor(user));
  }

  /** "Extend" for the customer at the point: a dearer extension only once staff say they took the payment there. */
  async extend(user: AuthUser, reference: string, command: StaffExtendCommand): Promise<CheckInBookingView> {
    const booking = await this.storedHere(user, reference);
    const { expectedDifference, paidAtPoint, ...request } = command;
    await this.extensions.request(booking.id, request, pointActor(user), { expectedDifferencePence: poundsToPence(expectedDifference), atPoint: { paid: paidAtPoint === true } });
    return this.view(user, (await this.bookings.get(booking.id))!);
  }

  /** A booking stored at one of this user's points (those given back elsewhere are extended where they are stored). */
  async storedHere(user: AuthUser, reference: string): Promise<BookingView> {
    const booking = await this.visible(user, await this.bookings.getByReference(reference));
    if (!(await this.assignments.worksAt(user, booking.location.id))) throw new CheckInNotFoundError();
    return booking;
  }

  async undo(user: AuthUser, reference: string): Promise<CheckInBookingView> {
    const booking = await this.visible(user, await this.bookings.getByReference(reference));
    const last = await this.bookings.lastStep(booking.id);
    if (!last) throw new CheckInStepError(CHECK_IN_TEXTS.nothingToUndo);
    if (!mayUndo(user, last)) throw new CheckInStepError(CHECK_IN_TEXTS.undoExpired);
    // A hand-over's tags go with it; a hand-back's are held again (refused if one is on another bag since).
    const tags = (tx: EntityManager) => (last.step === 'collect' ? this.tags.forgetHeld(tx, booking.id) : this.tags.holdAgain(tx, booking.id));
    const undone = await this.bookings.undoLastStep(booking.id, last, pointActor(user), tags).catch((error: unknown) => {
      throw isTagTaken(error) ? new CheckInStepError(BAG_TAG_TEXTS.tagReused) : error;
    });
    return this.view(user, undone);
  }

  /** The booking when this user may check it in: it exists, is (or was) a paid booking, and is stored or given back at one of their points. */
  async visible(user: AuthUser, booking: BookingView | null): Promise<BookingView> {
    if (!booking || !AT_THE_POINT.includes(booking.status)) throw new CheckInNotFoundError();
    const works = await Promise.all([booking.location.id, returnPointOf(booking).id].map((point) => this.assignments.worksAt(user, point)));
    if (!works.some(Boolean)) throw new CheckInNotFoundError();
    return booking;
  }

  async view(user: AuthUser, booking: BookingView): Promise<CheckInBookingView> {
    const [last, tagged, missingTags] = await Promise.all([this.bookings.lastStep(booking.id), this.heldSummary(booking), this.tags.missing(booking.id)]);
    const early = booking.status === 'confirmed' && beforeCollectionDay(booking);
    const action: CheckInStep | null = booking.status === 'confirmed' ? (early && user.role !== 'admin' ? null : 'collected') : booking.status === 'collected' ? 'returned' : null;
    const extension = (await this.assignments.worksAt(user, booking.location.id)) ? await this.extensions.offerFor(booking.id, pointActor(user)) : null;
    return {
      reference: booking.reference,
      fullName: booking.fullName,
      status: booking.status,
      location: { id: booking.location.id, name: booking.location.name, time: booking.location.time },
      collectionDate: booking.collectionDate,
      returnDate: booking.returnDate,
      nights: booking.nights,
      bags: booking.items.map(({ code, title, amount }) => ({ code, title, amount })),
      action,
      overrideNeeded: action === 'collected' && early,
      waiting: action ? null : waitingReason(booking),
      undo: last && mayUndo(user, last) ? { step: MOVE_STEP[last.step], until: new Date(Date.parse(last.at) + UNDO_SECONDS * 1000).toISOString() } : null,
      extend: extension && !extension.refusal ? extension.choices : null,
      pickUpTime: booking.nights === 0 ? booking.location.returnTime : null,
      tagged,
      missingTags,
    };
  }

  /** The tags the booking's bags hold now (null when none: not tagged, or given back). */
  private async heldSummary(booking: BookingView): Promise<BagTagsSummary | null> {
    const latest = await this.tags.latest(booking.id, booking.location.name);
    if (!latest) return null;
    const held = await this.tags.held(booking.id);
    return held.length > 0 ? { ...latest, tags: held } : null;
  }
}

/** Within the undo window, and by the person who took the step or an admin. */
function mayUndo(user: AuthUser, last: LastStep): boolean {
  return last.ageSeconds < UNDO_SECONDS && (user.role === 'admin' || actorUserId(last.actor) === user.id);
}

export function beforeCollectionDay(booking: BookingView): boolean {
  const day = parseDayMonthYear(booking.collectionDate);
  return day !== null && compareDates(todayInLondon(), day) < 0;
}

export function waitingReason(booking: BookingView): string {
  switch (booking.status) {
    case 'confirmed':
      return collectionIsOn(booking.collectionDate);
    case 'returned':
      return 'The luggage has been returned: this booking is complete.';
    case 'cancelled':
      return 'This booking has been cancelled.';
    default:
      return 'This booking has not been paid for.';
  }
}
