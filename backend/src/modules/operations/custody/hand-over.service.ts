import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { BAG_TAG_TEXTS, CHECK_IN_TEXTS, type CheckInBookingView, collectionIsOn, tagCountDiffers } from '@luggage/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { message } from '../../../shared/i18n/message.js';
import type { AuthUser } from '../../auth/index.js';
import { type Actor, BookingService, type BookingView } from '../../booking/index.js';
import { beforeCollectionDay, CheckInService, pointActor, waitingReason } from '../check-in.service.js';
import { CheckInNotFoundError, CheckInStepError } from '../operations.errors.js';
import { BagTagStore, heldElsewhere, isTagTaken } from './bag-tags.js';
import { judgeHandBack, onceReported } from './hand-back.js';

/** How the history names a driver (as delivery's steps do). */
const driverActor = (user: AuthUser): Actor => ({ kind: 'driver', label: `driver:${user.id} ${user.name} <${user.email}>`.slice(0, 120) });

/** The legs a driver tags bags on: on their way to the address, or just collected from it. */
const DRIVER_TAGGING = ['on_the_way', 'collected'];

/**
 * The hand-over and the hand-back by the bags' tags (issue 42). At the hand-over staff of the point (or the driver who
 * collects at the address, or an admin) record one tag per bag; at the point it is the collection itself (confirmed ->
 * collected), later (bags collected before tags, or by a driver) a history row of its own. At the hand-back every tag
 * is read: one not the booking's is refused, all of them return the booking and let the tags go, some missing keep it
 * collected with a history row and an open incident for admins. Each step is one transaction through the booking's
 * door (BookingService.moveWith) with the tags' rows.
 */
@Injectable()
export class HandOverService {
  constructor(
    private readonly bookings: BookingService,
    private readonly checkIn: CheckInService,
    private readonly tags: BagTagStore,
  ) {}

  async handOver(user: AuthUser, reference: string, tags: string[], note: string | undefined): Promise<CheckInBookingView> {
    const driver = user.role === 'driver';
    const booking = driver ? await this.drivenBy(user, reference) : await this.checkIn.storedHere(user, reference);
    if (tagCountDiffers(tags, booking.items) && !note) throw ValidationFailedError.forField('note', message('validation:tags.countNote'));
    const collect = booking.status === 'confirmed' && !driver;
    const early = collect && beforeCollectionDay(booking);
    if (early && user.role !== 'admin') throw new CheckInStepError(collectionIsOn(booking.collectionDate));
    if (early && !note) throw ValidationFailedError.forField('note', CHECK_IN_TEXTS.reasonNeeded);
    if (!collect && booking.status !== 'collected' && !(driver && booking.status === 'confirmed')) throw new CheckInStepError(waitingReason(booking));
    const actor = driver ? driverActor(user) : pointActor(user);
    const history = [tags.join(', '), note ? (early ? `Before the collection day: ${note}` : note) : null].filter(Boolean).join('. ');
    const moved = await this.bookings
      .moveWith(booking.id, collect ? 'collect' : 'tag_bags', actor, history, (tx) => this.tags.record(tx, booking.id, tags, actor.label, driver))
      .catch((error: unknown) => {
        throw isTagTaken(error) ? heldElsewhere(tags.join(', ')) : error;
      });
    if (moved === 'refused') throw new CheckInStepError(BAG_TAG_TEXTS.changedMeanwhile);
    return this.checkIn.view(user, moved);
  }

  async handBack(user: AuthUser, reference: string, tags: string[]): Promise<CheckInBookingView> {
    const booking = await this.checkIn.visible(user, await this.bookings.getByReference(reference));
    if (booking.status !== 'collected') throw new CheckInStepError(booking.status === 'confirmed' ? CHECK_IN_TEXTS.notCollectedYet : waitingReason(booking));
    const held = await this.tags.held(booking.id);
    if (held.length === 0) throw new CheckInStepError(BAG_TAG_TEXTS.noTags);
    const judged = judgeHandBack(held, tags);
    const actor = pointActor(user);
    const move = judged.missing.length === 0 ? 'return' : 'report_missing_bags';
    const moved = await onceReported(
      () => this.bookings.moveWith(booking.id, move, actor, judged.note, (tx: EntityManager) => this.tags.handBack(tx, booking.id, judged, actor.label)),
      async () => (await this.bookings.get(booking.id)) ?? 'refused',
    );
    if (moved === 'refused') throw new CheckInStepError(BAG_TAG_TEXTS.changedMeanwhile);
    return this.checkIn.view(user, moved);
  }

  /** A booking whose address collection is this driver's, on their way or just collected; any other answers 404. */
  private async drivenBy(user: AuthUser, reference: string): Promise<BookingView> {
    const booking = await this.bookings.getByReference(reference);
    if (!booking || (booking.status !== 'confirmed' && booking.status !== 'collected')) throw new CheckInNotFoundError();
    const leg = await this.bookings.collectionLegDriver(booking.id);
    if (!leg || leg.driverUserId !== user.id || !DRIVER_TAGGING.includes(leg.state)) throw new CheckInNotFoundError();
    return booking;
  }
}
