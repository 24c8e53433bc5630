import { randomInt, timingSafeEqual } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { SameDayStay } from '@luggage/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { openSecret, sealSecret } from '../../shared/crypto/sealed-secret.js';
import type { CtePart } from '../../shared/database/statement-part.js';
import { BookingService, type BookingView } from '../booking/index.js';
import { calendarFor, cancellationCalendarFor } from './booking-pass.js';
import { type CheckInClaim, signCheckInToken, verifyCheckInToken } from './check-in-token.js';
import { qrPng } from './qr-png.js';

const PIN_PURPOSE = 'booking-pass-pin';

/** What a customer shows at the point: the QR code's token, the reference and the PIN (typed when there is no scanner). */
export interface BookingPass {
  reference: string;
  /** Four digits. */
  pin: string;
  /** The QR code's text (see check-in-token.ts). */
  checkInToken: string;
}

/**
 * Passes of paid bookings. The PIN is random per booking and made on first use (the confirmation email, the manage
 * page), once however many callers race: the row is inserted only if missing. Four digits are ten thousand guesses,
 * so a hash would protect nothing in a copy of the database, and the PIN must be shown again in every email: it is
 * sealed with AES-256-GCM under a key from SESSION_SECRET, bound to the booking id (shared/crypto).
 */
@Injectable()
export class PassService {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async passFor(booking: Pick<BookingView, 'id' | 'reference' | 'version'>): Promise<BookingPass> {
    return { reference: booking.reference, pin: await this.pinOf(booking.id), checkInToken: this.tokenFor(booking) };
  }

  tokenFor(booking: Pick<BookingView, 'id' | 'version'>): string {
    return signCheckInToken(this.config.sessionSecret, { bookingId: booking.id, version: booking.version });
  }

  /** The booking's calendar file as it is now, its events organised by the company's contact address (a same-day stay's as `sameDay` says). */
  calendar(booking: BookingView, sameDay: SameDayStay | null = null): string {
    return calendarFor(booking, this.organizer(), sameDay);
  }

  /** The calendar file withdrawing a cancelled booking's events; null when it was never confirmed (nothing to withdraw). */
  cancellationCalendar(booking: BookingView, cancelledAt: Date): string | null {
    return cancellationCalendarFor(booking, this.organizer(), cancelledAt);
  }

  private organizer() {
    return { name: this.config.company.name, email: this.config.contactEmail };
  }

  qrPng(checkInToken: string): Buffer {
    return qrPng(checkInToken);
  }

  /** A scanned QR code: the booking and the version it was issued for, or null. No database read. */
  verifyScan(checkInToken: string): CheckInClaim | null {
    return verifyCheckInToken(this.config.sessionSecret, checkInToken);
  }

  /** A typed reference and PIN: the booking's id when they match, else null. Locking out guessers is the caller's. */
  async verifyPin(reference: string, pin: string): Promise<number | null> {
    if (!/^\d{4}$/.test(pin.trim())) return null;
    const booking = await this.bookings.getByReference(reference);
    if (!booking) return null;
    const rows = await this.em.getConnection().execute<{ pin_sealed: string }[]>('select pin_sealed from booking_pass where booking_id = ?', [booking.id]);
    const stored = rows[0] ? openSecret(this.config.sessionSecret, PIN_PURPOSE, rows[0].pin_sealed, String(booking.id)) : null;
    return stored !== null && timingSafeEqual(Buffer.from(stored), Buffer.from(pin.trim())) ? booking.id : null;
  }

  /**
   * The booking's pass, made now if it has none, as a part of the caller's statement (its result: the sealed PIN, null
   * when a racing caller's pass came after the statement began); then `passOf` with what it read.
   */
  passPart(bookingId: number): CtePart {
    return {
      sql: `pass_made as (
         insert into booking_pass (booking_id, pin_sealed) values (?, ?) on conflict (booking_id) do nothing returning pin_sealed),
       pass_pin as (select coalesce((select pin_sealed from pass_made), (select pin_sealed from booking_pass where booking_id = ?)) as pin_sealed)`,
      params: [bookingId, this.sealNewPin(bookingId), bookingId],
      result: '(select pin_sealed from pass_pin)',
    };
  }

  /** The pass of a booking whose sealed PIN the caller's statement read with `passPart`. */
  async passOf(booking: Pick<BookingView, 'id' | 'reference' | 'version'>, pinSealed: string | null): Promise<BookingPass> {
    return { reference: booking.reference, pin: await this.openPin(booking.id, pinSealed), checkInToken: this.tokenFor(booking) };
  }

  /** Made now if the booking has none. */
  private async pinOf(bookingId: number): Promise<string> {
    const part = this.passPart(bookingId);
    const [{ pin_sealed }] = await this.em.getConnection().execute<{ pin_sealed: string | null }[]>(`with ${part.sql} select ${part.result} as pin_sealed`, part.params);
    return this.openPin(bookingId, pin_sealed);
  }

  /**
   * One sealed under another SESSION_SECRET can be checked by nobody, so it is replaced (once, however many callers
   * race) rather than leaving every email about the booking failing.
   */
  private async openPin(bookingId: number, pinSealed: string | null): Promise<string> {
    const connection = this.em.getConnection();
    const open = (sealed: string | undefined) => (sealed ? openSecret(this.config.sessionSecret, PIN_PURPOSE, sealed, String(bookingId)) : null);
    const stored = async () => (await connection.execute<{ pin_sealed: string }[]>('select pin_sealed from booking_pass where booking_id = ?', [bookingId]))[0]?.pin_sealed;
    const sealed = pinSealed ?? (await stored());
    const pin = open(sealed);
    if (pin !== null) return pin;
    await connection.execute('update booking_pass set pin_sealed = ?, created_at = now() where booking_id = ? and pin_sealed = ?', [this.sealNewPin(bookingId), bookingId, sealed]);
    const renewed = open(await stored());
    if (renewed === null) throw new Error(`The pass PIN of booking ${bookingId} cannot be opened`);
    return renewed;
  }

  private sealNewPin(bookingId: number): string {
    return sealSecret(this.config.sessionSecret, PIN_PURPOSE, String(randomInt(0, 10_000)).padStart(4, '0'), String(bookingId));
  }
}
