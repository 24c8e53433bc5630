import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  addDays,
  canExtend,
  type ChangeQuote,
  type ExtendableStay,
  type ExtendChoices,
  extendChoices,
  extendRefusals,
  type ExtendRequest,
  formatIso,
  handoverTimeOn,
  NO_EXTEND_CHOICES,
  parseIso,
  withPartnerDiscount,
} from '@luggage/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { type Message, message } from '../../../shared/i18n/message.js';
import { CatalogService, type CheckoutCatalog, pointSchedule } from '../../catalog/index.js';
import { type BookingMoney, priceItems } from '../../pricing/index.js';
import { toBookingLine } from '../checkout/booking-items.js';
import { MoveNotAllowedError } from '../booking.errors.js';
import { Booking, type ChangeDetails } from '../entities/index.js';
import { feeLinesOf, legsOf } from '../legs/booking-legs.js';
import { returnTimeOf } from '../reads/booking.mapper.js';
import type { Actor } from '../lifecycle/booking-actor.js';
import { mayMove, statusReason } from '../lifecycle/lifecycle-table.js';
import { BookingChangeService, type ChangeOutcome, type ChangePlan, keptPromoPence, lockBooking, settlementOf, type SettleOptions, toChangeQuote } from './booking-change.service.js';

/** What the manage page and the staff screen offer: the choices, or why there are none. */
export interface ExtendOffer {
  choices: ExtendChoices;
  refusal: Message | null;
}

/**
 * "Extend" (issue 40): a later pick-up the same day (free within the day price), a same-day stay turned into nights,
 * or more nights, for the customer from the manage page and for them by staff at the point, also once the bags are
 * in (collected) and after the stay ended (overdue: the nights the bags stayed are paid). The storage is priced again
 * from the catalog for the new nights, the legs keep the fees they were sold at, and the change service takes it from
 * there: the difference quoted and paid (or taken at the point), the capacity of every half hour added, a history
 * row, the BookingChanged event and its email.
 */
@Injectable()
export class BookingExtensionService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly changes: BookingChangeService,
  ) {}

  /** offer() of the booking with this id (staff at the point hold its view, not the booking). */
  async offerFor(bookingId: number, actor: Actor): Promise<ExtendOffer> {
    return this.offer(await this.load(bookingId), actor);
  }

  async quoteFor(bookingId: number, request: ExtendRequest, actor: Actor): Promise<ChangeQuote> {
    return this.quote(await this.load(bookingId), request, actor);
  }

  private load(bookingId: number): Promise<Booking> {
    return this.em.fork().findOneOrFail(Booking, { id: bookingId }, { populate: ['items', 'legs'] });
  }

  /** The choices open to `actor` now (the booking's items and legs loaded); read before any transaction opens. */
  async offer(booking: Booking, actor: Actor, now = new Date()): Promise<ExtendOffer> {
    const refusal = refusalOf(booking, actor);
    if (refusal) return { choices: NO_EXTEND_CHOICES, refusal };
    const { location } = await this.catalog.getCheckoutCatalog(booking.locationId);
    const choices = location ? extendChoices(extendableStayOf(booking), pointSchedule(location), now) : NO_EXTEND_CHOICES;
    return { choices, refusal: canExtend(choices) ? null : message('errors:booking.extendNone') };
  }

  async quote(booking: Booking, request: ExtendRequest, actor: Actor): Promise<ChangeQuote> {
    const refusal = refusalOf(booking, actor);
    if (refusal) throw new MoveNotAllowedError(refusal);
    const catalog = await this.catalog.getCheckoutCatalog(booking.locationId);
    const plan = planExtension(booking, request, catalog, await this.changes.money(this.em.fork(), booking));
    return toChangeQuote(plan, booking.totalPence);
  }

  /** Extends the stay at the difference agreed, decided again under the booking's row lock (see BookingChangeService.settle). */
  async request(bookingId: number, request: ExtendRequest, actor: Actor, options: SettleOptions): Promise<ChangeOutcome> {
    const found = await this.em.fork().findOne(Booking, { id: bookingId }, { fields: ['locationId'] });
    const catalog = await this.catalog.getCheckoutCatalog(found?.locationId ?? 0);
    return this.em.fork().transactional(async (tx) => {
      const booking = await lockBooking(tx, bookingId);
      const refusal = refusalOf(booking, actor);
      if (refusal) throw new MoveNotAllowedError(refusal);
      const plan = planExtension(booking, request, catalog, await this.changes.money(tx, booking));
      return this.changes.settle(tx, booking, plan, actor, options);
    });
  }
}

/** Why `actor` cannot extend the booking at all (its status, or bags not given back at its own point); null when they may ask. */
function refusalOf(booking: Booking, actor: Actor): Message | null {
  if (!mayMove(booking.status, 'extend', actor.kind)) return statusReason(booking.status);
  const giveBack = booking.legs.getItems().find((leg) => leg.direction === 'return');
  const elsewhere = giveBack && (giveBack.kind === 'address' || (giveBack.kind === 'point' && giveBack.pointId !== booking.locationId));
  return elsewhere ? message('errors:booking.extendElsewhere') : null;
}

const extendableStayOf = (booking: Booking): ExtendableStay => ({ collectionDate: parseIso(booking.collectionDate)!, nights: booking.nights, pickUpTime: returnTimeOf(booking) });

/**
 * The booking as the extension makes it, or 422 by field. A later pick-up keeps the price and the lines; more nights
 * price the same items again for the new nights from the catalog, the legs' fees kept as sold.
 */
export function planExtension(booking: Booking, request: ExtendRequest, catalog: CheckoutCatalog, money: BookingMoney, now = new Date()): ChangePlan {
  const { location } = catalog;
  if (!location) throw ValidationFailedError.forField('nights', message('validation:location.unavailable'));
  const schedule = pointSchedule(location);
  const stay = extendableStayOf(booking);
  const refusals = extendRefusals(stay, request, extendChoices(stay, schedule, now));
  if (Object.keys(refusals).length > 0) throw new ValidationFailedError(Object.fromEntries(Object.entries(refusals).map(([field, refusal]) => [field, [refusal]])));
  const lines = booking.items.getItems();
  const current: ChangeDetails['details'] = {
    locationId: booking.locationId,
    locationName: booking.locationName,
    locationAddress: booking.locationAddress,
    locationTime: booking.locationTime,
    returnTime: returnTimeOf(booking),
    collectionDate: booking.collectionDate,
    returnDate: booking.returnDate,
    nights: booking.nights,
    noDiscountPence: booking.noDiscountPence,
    discountPence: booking.discountPence,
    promoDiscountPence: booking.promoDiscountPence,
    promoCode: booking.promoCode,
    feesPence: booking.feesPence,
    totalPence: booking.totalPence,
    itemDiscountPct: booking.itemDiscountPct,
    nightDiscountPct: booking.nightDiscountPct,
  };
  const kept = lines.map(({ storageItemId, code, title, unitPricePence, amount }) => ({ storageItemId, code, title, unitPricePence, amount }));
  const laterPickUp = (): ChangeDetails => ({ details: { ...current, returnTime: request.pickUpTime! }, lines: kept, extend: true });
  const change = request.nights === 0 ? laterPickUp() : moreNights(current, request.nights, lines, catalog, schedule, booking.partnerDiscountPct);
  return { change, location, fees: feeLinesOf(legsOf(booking, booking.legs.getItems())), settlement: settlementOf(booking, money, change.details.totalPence), partnerPercentage: booking.partnerDiscountPct };
}

/** More nights of the same items, priced again with the partner link's discount the booking was made with. */
function moreNights(current: ChangeDetails['details'], nights: number, lines: readonly { code: string; amount: number }[], catalog: CheckoutCatalog, schedule: ReturnType<typeof pointSchedule>, partnerPercent: number): ChangeDetails {
  const priced = priceItems(lines, nights, catalog.pricing);
  if (!priced.ok) throw new ValidationFailedError(priced.errors);
  const storage = withPartnerDiscount(priced.quote, partnerPercent);
  const returnDay = addDays(parseIso(current.collectionDate)!, nights);
  const promoPence = keptPromoPence({ promoDiscountPence: current.promoDiscountPence ?? 0 }, storage.totalPence);
  return {
    details: {
      ...current,
      nights,
      returnDate: formatIso(returnDay),
      returnTime: handoverTimeOn(schedule, returnDay),
      noDiscountPence: storage.noDiscountPence,
      discountPence: storage.discountPence,
      promoDiscountPence: promoPence,
      totalPence: storage.totalPence - promoPence + current.feesPence,
      itemDiscountPct: storage.itemPercentage,
      nightDiscountPct: storage.nightPercentage,
    },
    lines: priced.lines.map(toBookingLine(nights)),
    extend: true,
  };
}
