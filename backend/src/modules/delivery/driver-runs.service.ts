import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  BAG_TAG_TEXTS,
  CHECK_IN_TEXTS,
  DRIVER_TEXTS,
  type DriverCollectedRequest,
  type DriverDeliveredRequest,
  type DriverStopView,
  type StopHandBackView,
  type DriverTodayView,
  formatIso,
  type LegFailureReason,
  LEG_FAILURE_REASONS,
  runStartOf,
  todayInLondon,
  windowLabel,
} from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import type { AuthUser } from '../auth/index.js';
import { type AddressLegRecord, BookingLegSteps, BookingLifecycle, type LegMoveDetails, LegNotFoundError, LegStepError, legMoveOf, legRuleFor, type LegStep, undoOf } from '../booking/index.js';
import { DeliveryCatalogService, type ZonePlace } from '../catalog/index.js';
import { BagTagStore, type HandBack, isTagTaken, judgeHandBack, onceReported, PassService, PinLock } from '../operations/index.js';
import { DriverCities } from './driver-cities.js';
import { DriverStepError, NotYourStopError } from './delivery.errors.js';
import { driverActor, mayUndo, toDriverStopView } from './driver-stops.js';
import { RunClock } from './run-clock.js';
import { cityOf, ordered, placeOf } from './run-order.js';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The driver's day (/driver): today's address legs in the driver's cities, in route order, and the steps on them:
 * start the run of a window (from the city's run lead before the window until it ends), collected (pass or PIN, bags
 * counted), delivered (PIN or the named receiver), could not collect or deliver, and undo for a few minutes. Each step
 * goes through the booking's door (BookingLifecycle.moveLegs), in a transaction of this module's: the door locks the
 * legs, this module checks what is its to say (the run's start, who may undo), the door checks the lifecycle table and
 * writes the step, its history row and its event (the customer's email). "Now" and "today" are RunClock's.
 */
@Injectable()
export class DriverRunsService {
  constructor(
    private readonly em: EntityManager,
    private readonly door: BookingLifecycle,
    private readonly cities: DriverCities,
    private readonly legs: BookingLegSteps,
    private readonly catalog: DeliveryCatalogService,
    private readonly passes: PassService,
    private readonly pinLock: PinLock,
    private readonly clock: RunClock,
    private readonly tags: BagTagStore,
  ) {}

  async today(user: AuthUser): Promise<DriverTodayView> {
    const now = this.clock.now();
    const date = formatIso(todayInLondon(now));
    const [cities, records, zones] = await Promise.all([this.cities.of(user), this.legs.addressLegsOn(date), this.catalog.zonePlaces()]);
    const cityIds = new Set(cities.map((city) => city.id));
    const mine = records.filter((leg) => cityIds.has(cityOf(zones, leg)) && (user.role === 'admin' || leg.driverUserId === null || leg.driverUserId === user.id));
    const failureReasons = (Object.keys(LEG_FAILURE_REASONS) as LegFailureReason[]).map((value) => ({ value, label: LEG_FAILURE_REASONS[value] }));
    const handBacks = await this.handBacks(mine);
    const stops = ordered(mine, zones).map((leg) => toDriverStopView(leg, placeOf(zones, leg), user, now, handBacks.get(leg.bookingId) ?? null));
    return { date, cities, stops, failureReasons };
  }

  /**
   * "Start run": every booked stop of this stop's window, city and day that no other driver has, in one step; only
   * from the city's run lead before the window until the window ends (409 saying why otherwise: checked again on the
   * locked legs, in case an admin moved the stop meanwhile).
   */
  async start(user: AuthUser, legId: number | null): Promise<DriverStopView> {
    const { leg, zones } = await this.mine(user, legId);
    if (leg.state !== 'booked') throw new DriverStepError(DRIVER_TEXTS.wrongState);
    const { runLeadMinutes } = placeOf(zones, leg);
    const refusal = (stop: AddressLegRecord) => runStartOf(stop, runLeadMinutes, this.clock.now()).refusal;
    const refused = refusal(leg);
    if (refused) throw new DriverStepError(refused);
    const city = cityOf(zones, leg);
    const actor = driverActor(user);
    const run = (await this.legs.addressLegsOn(leg.date)).filter(
      (other) => other.windowId === leg.windowId && cityOf(zones, other) === city && legRuleFor(other, 'driver_on_the_way', actor) && (other.driverUserId === null || other.driverUserId === user.id),
    );
    if (!run.some((other) => other.legId === leg.legId)) throw new DriverStepError(DRIVER_TEXTS.wrongState);
    const note = `${windowLabel({ start: leg.windowStart, end: leg.windowEnd })}, ${user.name}`;
    const moved = await this.step(user, run, 'on_the_way', { note, event: { driverFirstName: firstName(user.name) } }, { refusal });
    return this.view(user, moved.find((stop) => stop.legId === leg.legId)!, zones);
  }

  async collected(user: AuthUser, legId: number | null, body: DriverCollectedRequest): Promise<DriverStopView> {
    const { leg, zones } = await this.mine(user, legId);
    this.ready(leg, 'collection');
    await this.checkPass(user, leg, body);
    const bags = leg.items.reduce((sum, item) => sum + item.amount, 0);
    if (body.bagCount !== bags) throw ValidationFailedError.forField('bagCount', DRIVER_TEXTS.bagCountWrong);
    const [moved] = await this.step(user, [leg], 'collected', { note: `${bags} bag${bags === 1 ? '' : 's'}`, event: { bags } });
    return this.view(user, moved, zones);
  }

  /**
   * "Delivered": the PIN or the named receiver, and (bags that hold tags) every tag read, judged as at the point's
   * hand-back (judgeHandBack): all seen deliver the bags and let the tags go in the step's transaction; some not seen
   * keep the stop to deliver and the booking collected, with a history row and an open incident, at once.
   */
  async delivered(user: AuthUser, legId: number | null, body: DriverDeliveredRequest): Promise<DriverStopView> {
    const { leg, zones } = await this.mine(user, legId);
    this.ready(leg, 'return');
    const judged = await this.judgeTags(leg, body.tags);
    const receivedBy = await this.checkReceiver(user, leg, body);
    const handedTo = receivedBy ? `Received by ${receivedBy}` : 'With the PIN';
    const actor = driverActor(user);
    if (judged && judged.missing.length > 0) return this.view(user, await this.reportMissing(user, leg, judged), zones);
    const at = new Date().toISOString();
    const note = judged ? `${handedTo}. ${judged.note}` : handedTo;
    const also = judged ? (tx: EntityManager) => this.tags.handBack(tx, leg.bookingId, judged, actor.label) : undefined;
    const [moved] = await this.step(user, [leg], 'delivered', { note, event: { receivedBy, at } }, { also });
    return this.view(user, moved, zones);
  }

  async failed(user: AuthUser, legId: number | null, reason: LegFailureReason): Promise<DriverStopView> {
    const { leg, zones } = await this.mine(user, legId);
    this.ready(leg, leg.direction);
    const [moved] = await this.step(user, [leg], 'failed', { note: LEG_FAILURE_REASONS[reason], failureReason: reason });
    return this.view(user, moved, zones);
  }

  /** Undoes the driver's latest step on the stop, judged on the locked leg: it must be the booking's latest history row, within the undo window, and theirs (an admin: anyone's). */
  async undo(user: AuthUser, legId: number | null): Promise<DriverStopView> {
    const { leg, zones } = await this.mine(user, legId);
    const moved = await this.em.fork().transactional(async (tx) => {
      const [locked] = await this.door.lockLegs(tx, [leg.legId]);
      const undo = undoOf(locked.last?.action ?? null, locked.direction);
      if (!undo) throw new DriverStepError(DRIVER_TEXTS.nothingToUndo);
      if (!mayUndo(user, locked)) throw new DriverStepError(DRIVER_TEXTS.undoExpired);
      const [undone] = await this.door.moveLegs(tx, [locked], undo, driverActor(user), { refused: 'There is no step to undo.' });
      // A delivery undone: the tags it let go are on the bags again (refused if one is on another bag since).
      if (undo === 'undo_driver_delivered') await this.tags.holdAgain(tx, leg.bookingId);
      return undone;
    }).catch((error: unknown) => {
      throw isTagTaken(error) ? new DriverStepError(BAG_TAG_TEXTS.tagReused) : error;
    });
    return this.view(user, moved, zones);
  }

  private async view(user: AuthUser, leg: AddressLegRecord, zones: ZonePlace[]): Promise<DriverStopView> {
    const handBack = (await this.handBacks([leg])).get(leg.bookingId) ?? null;
    return toDriverStopView(leg, placeOf(zones, leg), user, this.clock.now(), handBack);
  }

  /** The tags to read at each delivery of `legs` whose bags hold tags. */
  private async handBacks(legs: readonly AddressLegRecord[]): Promise<Map<number, StopHandBackView>> {
    const states = await this.tags.handBackStates(legs.filter((leg) => leg.direction === 'return').map((leg) => leg.bookingId));
    return new Map([...states].filter(([, state]) => state.held.length > 0).map(([bookingId, state]) => [bookingId, { tags: state.held, missing: state.missing }]));
  }

  /**
   * The tags read at the door against those the booking holds: null when it holds none (bags tagged before tags
   * existed deliver without; a tag read for them is not theirs). Bags that hold tags need them read.
   */
  private async judgeTags(leg: AddressLegRecord, read: string[] | undefined): Promise<HandBack | null> {
    const held = await this.tags.held(leg.bookingId);
    if (held.length === 0 && !read) return null;
    if (!read) throw ValidationFailedError.forField('tags', DRIVER_TEXTS.tagsNeeded);
    return judgeHandBack(held, read);
  }

  /** Tags not seen at the door: on the locked leg still to deliver, the booking's report_missing_bags through the door and its incident. */
  private reportMissing(user: AuthUser, leg: AddressLegRecord, judged: HandBack): Promise<AddressLegRecord> {
    const actor = driverActor(user);
    const report = () =>
      this.em.fork().transactional(async (tx) => {
        const [locked] = await this.door.lockLegs(tx, [leg.legId]);
        if (!legRuleFor(locked, legMoveOf('delivered', locked.direction), actor)) throw new LegStepError(DRIVER_TEXTS.wrongState);
        if (!(await this.door.apply(tx, leg.bookingId, 'report_missing_bags', actor, { note: judged.note }))) throw new LegStepError(DRIVER_TEXTS.wrongState);
        await this.tags.handBack(tx, leg.bookingId, judged, actor.label);
        return locked;
      });
    return onceReported(report, async () => (await this.legs.addressLeg(leg.legId)) ?? leg);
  }

  /** The leg when it is in one of this driver's cities (an admin's: any) and no other driver's: 404 or 403 otherwise. */
  private async mine(user: AuthUser, legId: number | null): Promise<{ leg: AddressLegRecord; zones: ZonePlace[] }> {
    if (legId === null) throw new LegNotFoundError();
    const [leg, zones, cities] = await Promise.all([this.legs.addressLeg(legId), this.catalog.zonePlaces(), this.cities.of(user)]);
    if (!leg) throw new LegNotFoundError();
    if (!cities.some((city) => city.id === cityOf(zones, leg))) throw new NotYourStopError();
    if (user.role !== 'admin' && leg.driverUserId !== null && leg.driverUserId !== user.id) throw new NotYourStopError('This stop is another driver\'s.');
    return { leg, zones };
  }

  /** The stop is today's, on its way, and of the step's direction: 409 otherwise. */
  private ready(leg: AddressLegRecord, direction: AddressLegRecord['direction']): void {
    if (leg.date !== formatIso(todayInLondon(this.clock.now())) || leg.state !== 'on_the_way' || leg.direction !== direction) throw new DriverStepError(DRIVER_TEXTS.wrongState);
  }

  /** The pass scanned (its QR code names this booking) or its PIN typed, counted by the check-in PIN lock. */
  private async checkPass(user: AuthUser, leg: AddressLegRecord, body: { token?: string; pin?: string }): Promise<void> {
    if (body.token) {
      const claim = this.passes.verifyScan(body.token);
      if (!claim || claim.bookingId !== leg.bookingId) throw ValidationFailedError.forField('token', 'This is not the pass of this booking.');
      if (claim.version !== leg.bookingVersion) throw new DriverStepError(CHECK_IN_TEXTS.oldPass);
      return;
    }
    // DriverCollectedDto asks for the PIN when no pass was scanned.
    await this.checkPin(user, leg, body.pin!);
  }

  private async checkPin(user: AuthUser, leg: AddressLegRecord, pin: string): Promise<void> {
    const right = (await this.passes.verifyPin(leg.reference, pin)) === leg.bookingId;
    // As at the point: admins' typing is not counted, and never locked out.
    if (user.role === 'admin') {
      if (!right) throw ValidationFailedError.forField('pin', CHECK_IN_TEXTS.wrongPin);
      return;
    }
    await this.pinLock.attempt(leg.reference, user.id, right);
  }

  /** The PIN (null: handed to the customer), or the receiver the customer named, by name. */
  private async checkReceiver(user: AuthUser, leg: AddressLegRecord, body: DriverDeliveredRequest): Promise<string | null> {
    if (body.pin) {
      await this.checkPin(user, leg, body.pin);
      return null;
    }
    if (!body.receivedBy || !leg.contactName) throw ValidationFailedError.forField(body.receivedBy ? 'receivedBy' : 'pin', DRIVER_TEXTS.pinOrReceiver);
    if (sameName(body.receivedBy, leg.contactName)) return leg.contactName;
    throw ValidationFailedError.forField('receivedBy', DRIVER_TEXTS.receiverWrong);
  }

  /**
   * Takes `step` on each leg (all or none) through the booking's door, on the legs as locked: a leg the table does not
   * let this driver move now, or `refusal` (the run's start) refuses, is a 409. `also` runs in the same transaction
   * after the moves (the tags let go at a delivery).
   */
  private step(
    user: AuthUser,
    legs: AddressLegRecord[],
    step: LegStep,
    details: Omit<LegMoveDetails, 'refused'>,
    { refusal, also }: { refusal?: (leg: AddressLegRecord) => string | null; also?: (tx: EntityManager) => Promise<void> } = {},
  ): Promise<AddressLegRecord[]> {
    const actor = driverActor(user);
    return this.em.fork().transactional(async (tx) => {
      const moved: AddressLegRecord[] = [];
      for (const leg of await this.door.lockLegs(tx, legs.map((stop) => stop.legId))) {
        const move = legMoveOf(step, leg.direction);
        if (!legRuleFor(leg, move, actor)) throw new LegStepError(DRIVER_TEXTS.wrongState);
        const refused = refusal?.(leg);
        if (refused) throw new LegStepError(refused);
        moved.push(...(await this.door.moveLegs(tx, [leg], move, actor, { ...details, driverUserId: user.id, refused: DRIVER_TEXTS.wrongState })));
      }
      await also?.(tx);
      return moved;
    });
  }
}

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
