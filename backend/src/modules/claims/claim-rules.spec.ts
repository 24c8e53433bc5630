import { describe, expect, it } from '@jest/globals';
import { answerDueAt, claimDeadline, mayFileClaim, splitPayout } from './claim-rules.js';

describe('claim rules', () => {
  it('give five working days to answer, skipping the weekend', () => {
    // Thursday 10:00 London (winter, UTC) -> Thursday of the next week.
    expect(answerDueAt(new Date('2027-01-14T10:00:00Z')).toISOString()).toBe('2027-01-21T10:00:00.000Z');
    // Saturday -> the next Friday (Monday to Friday counted).
    expect(answerDueAt(new Date('2027-01-16T10:00:00Z')).toISOString()).toBe('2027-01-22T10:00:00.000Z');
  });

  it('let a claim be filed from the handover until 14 days after the return date', () => {
    expect(claimDeadline('returned', '01-02-2027')).toEqual({ year: 2027, month: 2, day: 15 });
    expect(mayFileClaim('returned', '01-02-2027', new Date('2027-02-15T23:30:00Z'))).toBe(true);
    expect(mayFileClaim('returned', '01-02-2027', new Date('2027-02-16T00:30:00Z'))).toBe(false);
    expect(mayFileClaim('collected', '01-02-2027', new Date('2027-01-30T12:00:00Z'))).toBe(true);
    expect(mayFileClaim('confirmed', '01-02-2027', new Date('2027-01-30T12:00:00Z'))).toBe(false);
    expect(mayFileClaim('cancelled', '01-02-2027', new Date('2027-01-30T12:00:00Z'))).toBe(false);
  });

  it('pay to the card up to what it can take back, and the rest by bank transfer', () => {
    expect(splitPayout(4000, 3645)).toEqual({ toCard: 3645, byBankTransfer: 355 });
    expect(splitPayout(4000, 10_000)).toEqual({ toCard: 4000, byBankTransfer: 0 });
    expect(splitPayout(4000, 0)).toEqual({ toCard: 0, byBankTransfer: 4000 });
  });
});
