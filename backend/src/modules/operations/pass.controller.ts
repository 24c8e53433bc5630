import { Controller, Get, Param, Res } from '@nestjs/common';
import type { BookingPassView } from '@luggage/contracts';
import type { FastifyReply } from 'fastify';
import { PrivateAnswers } from '../../shared/http/private-answers.js';
import { BookingManageService } from '../booking/index.js';
import { CatalogService } from '../catalog/index.js';
import { PhotoLibrary } from '../media/index.js';
import { calendarFileName, hasPass, sameDayStayNow } from './booking-pass.js';
import { PassNotFoundError } from './operations.errors.js';
import { BagTagStore } from './custody/bag-tags.js';
import { PassService } from './pass.service.js';

/** The pass (with the hand-over's tags and photos) and the calendar file on the customer's manage page, reached by the booking's secret link like the page. */
@Controller('api/manage/:token')
@PrivateAnswers()
export class PassController {
  constructor(
    private readonly manage: BookingManageService,
    private readonly passes: PassService,
    private readonly catalog: CatalogService,
    private readonly tags: BagTagStore,
    private readonly photos: PhotoLibrary,
  ) {}

  @Get('pass')
  async pass(@Param('token') token: string): Promise<BookingPassView> {
    const booking = await this.manage.bookingByLink(token);
    if (!hasPass(booking)) throw new PassNotFoundError();
    const pass = await this.passes.passFor(booking);
    const png = this.passes.qrPng(pass.checkInToken);
    const [tagged, photos] = await Promise.all([this.tags.latest(booking.id, booking.location.name), this.photos.ofBookings([booking.id])]);
    const handover = photos
      .filter((photo) => photo.purpose === 'handover')
      .map((photo) => ({ id: photo.id, url: `/api/manage/${encodeURIComponent(token)}/photos/${photo.id}`, takenAt: photo.takenAt.toISOString() }));
    return { reference: pass.reference, pin: pass.pin, qrCode: `data:image/png;base64,${png.toString('base64')}`, tagged, photos: handover };
  }

  @Get('calendar.ics')
  async calendar(@Param('token') token: string, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const booking = await this.manage.bookingByLink(token);
    if (!hasPass(booking)) throw new PassNotFoundError();
    reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${calendarFileName(booking.reference)}"`)
      .header('Cache-Control', 'no-store');
    return this.passes.calendar(booking, await sameDayStayNow(this.catalog, booking));
  }
}
