import { addDays, CLAIM_LIMITS, type CalendarDate, compareDates, londonOffsetMinutes, parseDayMonthYear, todayInLondon, type BookingStatus } from '@luggage/contracts';

/** Statuses in which the bags were handed over to us: a claim is about what happened to them since. */
const HANDED_OVER: readonly BookingStatus[] = ['collected', 'returned'];

/** The last day ('DD-MM-YYYY' return date plus the window) a claim may be filed, or null when the bags were never handed over. */
export function claimDeadline(status: BookingStatus, returnDate: string): CalendarDate | null {
  if (!HANDED_OVER.includes(status)) return null;
  const returned = parseDayMonthYear(returnDate);
  return returned ? addDays(returned, CLAIM_LIMITS.windowDays) : null;
}

export function mayFileClaim(status: BookingStatus, returnDate: string, now: Date = new Date()): boolean {
  const deadline = claimDeadline(status, returnDate);
  return deadline !== null && compareDates(todayInLondon(now), deadline) <= 0;
}

/** When the team's answer is due: `workingDays` Monday-to-Friday days (London) after `filedAt`, at the same time. */
export function answerDueAt(filedAt: Date, workingDays: number = CLAIM_LIMITS.answerWorkingDays): Date {
  let due = filedAt;
  let left = workingDays;
  while (left > 0) {
    due = new Date(due.getTime() + 24 * 3_600_000);
    const weekday = new Date(due.getTime() + londonOffsetMinutes(due) * 60_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return due;
}

/** A payout split: to the card up to what can still be refunded to it, the rest by a recorded bank transfer. */
export function splitPayout(amountPence: number, refundableToCardPence: number): { toCard: number; byBankTransfer: number } {
  const toCard = Math.max(0, Math.min(amountPence, refundableToCardPence));
  return { toCard, byBankTransfer: amountPence - toCard };
}
