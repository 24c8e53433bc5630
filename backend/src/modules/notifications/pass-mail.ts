import { Injectable } from '@nestjs/common';
import type { BookingView } from '../booking/index.js';
import { calendarFileName, calendarFor, hasPass, PassService } from '../operations/index.js';
import { legLine, passUse, speechIn } from './booking-words.js';
import type { MailAttachment } from './mail-transport.js';
import { PASS_QR_CID, type PassContext } from './templates/pass-block.js';

/** The pass in an email: the block's values and the QR code as an inline image, and the calendar file when asked. */
@Injectable()
export class PassMail {
  constructor(private readonly passes: PassService) {}

  async parts(booking: BookingView, options: { calendar: boolean }): Promise<{ pass: PassContext | null; attachments: MailAttachment[] }> {
    if (!hasPass(booking)) return { pass: null, attachments: [] };
    const pass = await this.passes.passFor(booking);
    const attachments: MailAttachment[] = [{ filename: 'pass.png', content: this.passes.qrPng(pass.checkInToken), contentType: 'image/png', cid: PASS_QR_CID }];
    const calendarFile = options.calendar ? calendarFileName(booking.reference) : null;
    if (calendarFile) attachments.push({ filename: calendarFile, content: calendarFor(booking), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    const speech = speechIn(booking.language);
    const legs = booking.legs.map((leg) => ({ line: legLine(speech, leg, speech.format.date(leg.date)), use: passUse(speech, leg) }));
    return { pass: { pin: pass.pin, calendarFile, legs }, attachments };
  }
}
