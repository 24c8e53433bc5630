import { Injectable } from '@nestjs/common';
import type { SameDayStay } from '@luggage/contracts';
import type { CtePart } from '../../shared/database/statement-part.js';
import type { BookingView } from '../booking/index.js';
import { BagTagStore, type BookingPass, calendarFileName, calendarMimeType, hasPass, PassService } from '../operations/index.js';
import { type EmailSpeech, legLine, passUse, speechIn } from './booking-words.js';
import type { MailAttachment } from './mail-transport.js';
import { PASS_QR_CID, type PassContext } from './templates/pass-block.js';

interface PassMailParts {
  pass: PassContext | null;
  attachments: MailAttachment[];
}

/** `calendar`: attach the calendar file; `sameDay`: the booking's same-day stay (sameDayStayOf), said on the pass and in the file. */
interface PassMailOptions {
  calendar: boolean;
  sameDay: SameDayStay | null;
}

/** The pass in an email: the block's values and the QR code as an inline image, and the calendar file when asked. */
@Injectable()
export class PassMail {
  constructor(
    private readonly passes: PassService,
    private readonly tags: BagTagStore,
  ) {}

  async parts(booking: BookingView, options: PassMailOptions): Promise<PassMailParts> {
    return this.partsOf(booking, hasPass(booking) ? await this.passes.passFor(booking) : null, options, await this.taggedLine(booking));
  }

  /** The pass's making and PIN as a part of the caller's statement (PassService.passPart); null when the booking has no pass. */
  passPart(booking: BookingView): CtePart | null {
    return hasPass(booking) ? this.passes.passPart(booking.id) : null;
  }

  /** `parts` with the sealed PIN the caller's statement read with `passPart`. */
  async partsFrom(booking: BookingView, pinSealed: string | null, options: PassMailOptions): Promise<PassMailParts> {
    return this.partsOf(booking, hasPass(booking) ? await this.passes.passOf(booking, pinSealed) : null, options, await this.taggedLine(booking));
  }

  /** The bags' tags from the hand-over, in the booking's language, while it has a pass (none before the hand-over). */
  private async taggedLine(booking: BookingView): Promise<string | null> {
    if (booking.status !== 'collected') return null;
    const tagged = await this.tags.latest(booking.id, booking.location.name);
    if (!tagged) return null;
    const speech = speechIn(booking.language);
    const words = { count: tagged.tags.length, time: speech.format.dateTime(new Date(tagged.at)), tags: tagged.tags.join(', ') };
    return tagged.point ? speech.words('emails:pass.tagged', { ...words, point: tagged.point }) : speech.words('emails:pass.taggedByDriver', words);
  }

  /** A cancelled booking's calendar file withdrawing its events, as an attachment; none when it was never confirmed. */
  cancellationAttachments(booking: BookingView, cancelledAt: Date): MailAttachment[] {
    const content = this.passes.cancellationCalendar(booking, cancelledAt);
    return content ? [{ filename: calendarFileName(booking.reference), content, contentType: calendarMimeType('cancel') }] : [];
  }

  private partsOf(booking: BookingView, pass: BookingPass | null, options: PassMailOptions, tagged: string | null): PassMailParts {
    if (!pass) return { pass: null, attachments: [] };
    const attachments: MailAttachment[] = [{ filename: 'pass.png', content: this.passes.qrPng(pass.checkInToken), contentType: 'image/png', cid: PASS_QR_CID }];
    const calendarFile = options.calendar ? calendarFileName(booking.reference) : null;
    if (calendarFile) attachments.push({ filename: calendarFile, content: this.passes.calendar(booking, options.sameDay), contentType: calendarMimeType('publish') });
    const speech = speechIn(booking.language);
    const legs = options.sameDay ? [sameDayPassLine(speech, booking, options.sameDay)] : booking.legs.map((leg) => ({ line: legLine(speech, leg, speech.format.date(leg.date)), use: passUse(speech, leg) }));
    return { pass: { pin: pass.pin, calendarFile, legs, tagged }, attachments };
  }
}

/** A same-day stay on the pass, one line: "Thu 3 Dec 2026, Bristol Bus Station · Drop off 11:00 · Pick up 17:00", and its use at the point. */
function sameDayPassLine(speech: EmailSpeech, booking: BookingView, stay: SameDayStay) {
  const [collection] = booking.legs;
  const line = speech.words('emails:sameDay.passLine', { date: speech.format.date(stay.date), point: booking.location.name, dropOff: stay.dropOffTime, pickUp: stay.pickUpTime });
  return { line, use: passUse(speech, collection) };
}
