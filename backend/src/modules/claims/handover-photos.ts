import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BookingStatus, PhotoView } from '@luggage/contracts';
import { type AuthUser, StaffAssignments } from '../auth/index.js';
import { BookingService, type BookingView, returnPointOf } from '../booking/index.js';
import { PhotoLibrary, PhotoRefusedError } from '../media/index.js';
import { ClaimBookingNotFoundError } from './claims.errors.js';

/** While the bags are, or were, in our hands: photos are taken when they are taken. */
const PHOTOGRAPHED: readonly BookingStatus[] = ['confirmed', 'collected', 'returned'];

/** Who may photograph a booking's bags, and the photos they took. */
@Injectable()
export class HandoverPhotos {
  constructor(
    private readonly em: EntityManager,
    private readonly bookings: BookingService,
    private readonly assignments: StaffAssignments,
    private readonly photos: PhotoLibrary,
  ) {}

  /** The booking when this user may photograph its bags: staff of its point or return point, a driver of one of its address legs, an admin. */
  async bookingFor(user: AuthUser, reference: string): Promise<BookingView> {
    const booking = await this.bookings.getByReference(reference);
    if (!booking || !PHOTOGRAPHED.includes(booking.status) || !(await this.mayPhotograph(user, booking))) throw new ClaimBookingNotFoundError();
    return booking;
  }

  async list(user: AuthUser, reference: string): Promise<PhotoView[]> {
    const booking = await this.bookingFor(user, reference);
    const photos = await this.photos.ofBookings([booking.id]);
    return photos
      .filter((photo) => photo.purpose === 'handover')
      .map((photo) => ({ id: photo.id, url: `/api/check-in/${encodeURIComponent(booking.reference)}/photos/${photo.id}`, takenAt: photo.takenAt.toISOString() }));
  }

  async add(user: AuthUser, booking: BookingView, uploads: readonly Buffer[]): Promise<void> {
    if (uploads.length === 0) throw PhotoRefusedError.missing();
    const prepared = await this.photos.prepare(booking.id, uploads);
    try {
      await this.em.fork().transactional((tx) => this.photos.record(tx, prepared, { bookingId: booking.id, claimId: null, purpose: 'handover', takenBy: `${user.role}:${user.id} ${user.name}` }));
    } catch (error) {
      await this.photos.discard(prepared);
      throw error;
    }
  }

  private async mayPhotograph(user: AuthUser, booking: BookingView): Promise<boolean> {
    if (user.role === 'admin') return true;
    if (user.role === 'staff') {
      const works = await Promise.all([booking.location.id, returnPointOf(booking).id].map((point) => this.assignments.worksAt(user, point)));
      return works.some(Boolean);
    }
    if (user.role !== 'driver') return false;
    const legs = await this.em.fork().execute<{ id: number }[]>(
      `select l.id from booking_leg l left join delivery_zone z on z.id = l.zone_id
        where l.booking_id = ? and l.kind = 'address'
          and (l.driver_user_id = ? or z.city_id in (select city_id from driver_city where user_id = ?)) limit 1`,
      [booking.id, user.id, user.id],
    );
    return legs.length > 0;
  }
}
