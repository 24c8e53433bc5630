import { Injectable } from '@nestjs/common';
import type { CtePart } from '../../shared/database/statement-part.js';
import type { BookingView } from '../booking/index.js';
import { type BookingPass, calendarFileName, calendarMimeType, hasPass, PassService } from '../operations/index.js';
import { legLine, passUse, speechIn } from './booking-words.js';
import type { MailAttachment } from './mail-transport.js';
import { PASS_QR_CID, type PassContext } from './templates/pass-block.js';

interface PassMailParts {
  pass: PassContext | null;
  attachments: MailAttachment[];
}

/** The pass in an email: the block's values and the QR code as an inline image, and the calendar file when asked. */
@Injectable()
export class PassMail {
  constructor(private readonly passes: PassService) {}

  async parts(booking: BookingView, options: { calendar: boolean }): Promise<PassMailParts> {
    return this.partsOf(booking, hasPass(booking) ? await this.passes.passFor(booking) : null, options);
  }

  /** The pass's making and PIN as a part of the caller's statement (PassService.passPart); null when the booking has no pass. */
  passPart(booking: BookingView): CtePart | null {
    return hasPass(booking) ? this.passes.passPart(booking.id) : null;
  }

  /** `parts` with the sealed PIN the caller's statement read with `passPart`. */
  async partsFrom(booking: BookingView, pinSealed: string | null, options: { calendar: boolean }): Promise<PassMailParts> {
    return this.partsOf(booking, hasPass(booking) ? await this.passes.passOf(booking, pinSealed) : null, options);
  }

  /** A cancelled booking's calendar file withdrawing its events, as an attachment; none when it was never confirmed. */
  cancellationAttachments(booking: BookingView, cancelledAt: Date): MailAttachment[] {
    const content = this.passes.cancellationCalendar(booking, cancelledAt);
    return content ? [{ filename: calendarFileName(booking.reference), content, contentType: calendarMimeType('cancel') }] : [];
  }

  private partsOf(booking: BookingView, pass: BookingPass | null, options: { calendar: boolean }): PassMailParts {
    if (!pass) return { pass: null, attachments: [] };
    const attachments: MailAttachment[] = [{ filename: 'pass.png', content: this.passes.qrPng(pass.checkInToken), contentType: 'image/png', cid: PASS_QR_CID }];
    const calendarFile = options.calendar ? calendarFileName(booking.reference) : null;
    if (calendarFile) attachments.push({ filename: calendarFile, content: this.passes.calendar(booking), contentType: calendarMimeType('publish') });
    const speech = speechIn(booking.language);
    const legs = booking.legs.map((leg) => ({ line: legLine(speech, leg, speech.format.date(leg.date)), use: passUse(speech, leg) }));
    return { pass: { pin: pass.pin, calendarFile, legs }, attachments };
  }
}
