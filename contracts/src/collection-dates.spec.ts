import { describe, expect, it } from '@jest/globals';
import {
  COLLECTION_DATE_PAST,
  COLLECTION_DATE_TOO_FAR,
  collectionDateProblem,
  collectionDateRangeProblem,
  earliestCollectionDate,
  latestCollectionDate,
} from './collection-dates.js';
import { addDays } from './dates.js';

// 23 Nov 2026 is in GMT (London = UTC); 15 Jun 2026 is in BST (London = UTC + 1).
const gmtDay = { year: 2026, month: 11, day: 23 };
const bstDay = { year: 2026, month: 6, day: 15 };
const PASSED = 'Collection at Bristol Bus Station today was at 09:00. Please choose a later date.';

describe('collectionDateProblem', () => {
  it('still offers today at the handover minute itself, and refuses it one minute later', () => {
    expect(collectionDateProblem(gmtDay, '09:00', new Date('2026-11-23T09:00:59Z'), 'Bristol Bus Station')).toBeNull();
    expect(collectionDateProblem(gmtDay, '09:00', new Date('2026-11-23T09:01:00Z'), 'Bristol Bus Station')).toBe(PASSED);
  });

  it('reads the handover time on London’s clock in summer time (BST)', () => {
    // 08:30 UTC is 09:30 in London: a 09:00 point has gone, a 10:00 point has not.
    const now = new Date('2026-06-15T08:30:00Z');
    expect(collectionDateProblem(bstDay, '09:00', now)).toBe('Collection today was at 09:00. Please choose a later date.');
    expect(collectionDateProblem(bstDay, '10:00', now)).toBeNull();
    expect(collectionDateProblem(bstDay, '09:00', new Date('2026-06-15T08:00:00Z'))).toBeNull();
  });

  it('reads it on London’s clock in winter too (GMT), where UTC is London', () => {
    const now = new Date('2026-11-23T09:30:00Z');
    expect(collectionDateProblem(gmtDay, '09:00', now)).not.toBeNull();
    expect(collectionDateProblem(gmtDay, '10:00', now)).toBeNull();
  });

  it('takes the London day: 23:30 UTC on 14 June is already 15 June in London', () => {
    const now = new Date('2026-06-14T23:30:00Z');
    expect(collectionDateProblem(bstDay, '09:00', now)).toBeNull();
    expect(collectionDateProblem({ year: 2026, month: 6, day: 14 }, '23:59', now)).toBe(COLLECTION_DATE_PAST);
  });

  it('offers a later day whatever the time today, and refuses yesterday', () => {
    const late = new Date('2026-11-23T23:59:00Z');
    expect(collectionDateProblem(addDays(gmtDay, 1), '00:00', late)).toBeNull();
    expect(collectionDateProblem(addDays(gmtDay, -1), '23:59', new Date('2026-11-23T00:00:00Z'))).toBe(COLLECTION_DATE_PAST);
  });

  it('offers day 365 ahead and refuses day 366', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(collectionDateProblem({ year: 2027, month: 11, day: 23 }, '09:00', now)).toBeNull();
    expect(collectionDateProblem({ year: 2027, month: 11, day: 24 }, '09:00', now)).toBe(COLLECTION_DATE_TOO_FAR);
    expect(COLLECTION_DATE_TOO_FAR).toBe('The collection date must be within the next 365 days.');
  });

  it('treats a time it cannot read as 00:00, so such a point is not offered late in the day', () => {
    expect(collectionDateProblem(gmtDay, 'soon', new Date('2026-11-23T08:00:00Z'))).not.toBeNull();
  });
});

describe('earliestCollectionDate and latestCollectionDate', () => {
  it('starts today until the handover minute has passed, then tomorrow', () => {
    expect(earliestCollectionDate('09:00', new Date('2026-11-23T09:00:00Z'))).toEqual(gmtDay);
    expect(earliestCollectionDate('09:00', new Date('2026-11-23T09:01:00Z'))).toEqual({ year: 2026, month: 11, day: 24 });
    expect(earliestCollectionDate('09:00', new Date('2026-06-15T08:01:00Z'))).toEqual({ year: 2026, month: 6, day: 16 });
  });

  it('ends 365 days after today in London, across a leap day', () => {
    expect(latestCollectionDate(new Date('2027-03-01T12:00:00Z'))).toEqual({ year: 2028, month: 2, day: 29 });
    expect(latestCollectionDate(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 12, day: 31 });
  });

  it('checks only the range when no point is chosen yet', () => {
    const now = new Date('2026-11-23T23:00:00Z');
    expect(collectionDateRangeProblem(gmtDay, now)).toBeNull();
    expect(collectionDateRangeProblem({ year: 2027, month: 11, day: 24 }, now)).toBe(COLLECTION_DATE_TOO_FAR);
  });
});
