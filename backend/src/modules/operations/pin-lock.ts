import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CHECK_IN_TEXTS, PIN_LOCK_FAILURES, PIN_LOCK_MINUTES, PIN_STAFF_FAILURES, PIN_STAFF_WINDOW_MINUTES } from '@luggage/contracts';
import { holdTransactionLock } from '../../shared/database/transaction-lock.js';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { PinLockedError, StaffPinThrottledError } from './operations.errors.js';

type Outcome =
  | { kind: 'right' }
  | { kind: 'wrong' }
  | { kind: 'locked'; until: Date; seconds: number }
  | { kind: 'staff-throttled'; seconds: number };

/**
 * Wrong PINs typed by staff, counted in the database (`check_in_pin_failure`) so that every API instance agrees. Per
 * reference: the fifth within PIN_LOCK_MINUTES locks it for PIN_LOCK_MINUTES, during which even the right PIN is
 * refused (an admin can end the lock: `unlock`). Per member of staff: PIN_STAFF_FAILURES within
 * PIN_STAFF_WINDOW_MINUTES, whatever the bookings, and that person's attempts are refused until the oldest of them
 * leaves the window, so nobody can keep a booking locked. Each attempt is decided under advisory locks (the staff
 * member's, then the reference's, always in that order), so parallel guesses are counted one by one. The PIN itself is
 * checked by the caller (before, outside this transaction).
 */
@Injectable()
export class PinLock {
  constructor(private readonly em: EntityManager) {}

  /** Records the attempt; throws 429 while (or once) the reference is locked or the person typed too many, 422 for a wrong PIN. */
  async attempt(reference: string, userId: number, pinIsRight: boolean): Promise<void> {
    const outcome = await this.em.fork().transactional((tx) => this.decide(tx, reference, userId, pinIsRight));
    if (outcome.kind === 'locked') throw new PinLockedError(outcome.until, outcome.seconds);
    if (outcome.kind === 'staff-throttled') throw new StaffPinThrottledError(outcome.seconds);
    if (outcome.kind === 'wrong') throw wrongPin();
  }

  /** Until when the reference is locked; null when it is not. */
  async lockedUntil(reference: string): Promise<Date | null> {
    const [lock] = await this.em.fork().execute<{ until: Date | null }[]>(
      'select max(locks_until) as until from check_in_pin_failure where reference = ? and locks_until > now()',
      [reference],
    );
    return lock?.until ? new Date(lock.until) : null;
  }

  /**
   * Ends the reference's lock now, in the caller's transaction (an admin's action, recorded there); false when it was
   * not locked. The failures stay: they still count against the staff who typed them, and the reference's count starts
   * again after the ended lock.
   */
  async unlock(tx: EntityManager, reference: string): Promise<boolean> {
    await holdTransactionLock(tx, `check-in-pin:${reference}`);
    const ended = await tx.execute<{ id: number }[]>(
      'update check_in_pin_failure set locks_until = now() where reference = ? and locks_until > now() returning id',
      [reference],
    );
    return ended.length > 0;
  }

  private async decide(tx: EntityManager, reference: string, userId: number, pinIsRight: boolean): Promise<Outcome> {
    await holdTransactionLock(tx, `check-in-pin-staff:${userId}`);
    await holdTransactionLock(tx, `check-in-pin:${reference}`);
    const [lock] = await tx.execute<{ until: Date | null; seconds: number | null }[]>(
      `select max(locks_until) as until, ceil(extract(epoch from max(locks_until) - now()))::int as seconds
       from check_in_pin_failure where reference = ? and locks_until > now()`,
      [reference],
    );
    if (lock?.until) return { kind: 'locked', until: new Date(lock.until), seconds: Number(lock.seconds) };
    const staffWait = await this.staffWaitSeconds(tx, userId);
    if (staffWait !== null) return { kind: 'staff-throttled', seconds: staffWait };
    if (pinIsRight) {
      await tx.execute('delete from check_in_pin_failure where reference = ? and locks_until is null', [reference]);
      return { kind: 'right' };
    }
    // Failures since the last lock (if any) within the window, plus this one.
    const [failure] = await tx.execute<{ locks_until: Date | null; seconds: number | null }[]>(
      `insert into check_in_pin_failure (reference, user_id, locks_until)
       select ?, ?, case when count(*) + 1 >= ? then now() + make_interval(mins => ?) end
       from check_in_pin_failure
       where reference = ? and failed_at > now() - make_interval(mins => ?)
         and failed_at > coalesce((select max(failed_at) from check_in_pin_failure where reference = ? and locks_until is not null), '-infinity')
       returning locks_until, ceil(extract(epoch from locks_until - now()))::int as seconds`,
      [reference, userId, PIN_LOCK_FAILURES, PIN_LOCK_MINUTES, reference, PIN_LOCK_MINUTES, reference],
    );
    return failure.locks_until ? { kind: 'locked', until: new Date(failure.locks_until), seconds: Number(failure.seconds) } : { kind: 'wrong' };
  }

  /** Seconds until this member of staff may type a PIN again (the oldest of their last PIN_STAFF_FAILURES leaves the window); null when they may now. */
  private async staffWaitSeconds(tx: EntityManager, userId: number): Promise<number | null> {
    const [recent] = await tx.execute<{ failures: number; seconds: number | null }[]>(
      `select count(*)::int as failures, ceil(extract(epoch from min(failed_at) + make_interval(mins => ?) - now()))::int as seconds
       from (select failed_at from check_in_pin_failure
             where user_id = ? and failed_at > now() - make_interval(mins => ?) order by failed_at desc limit ?) as latest`,
      [PIN_STAFF_WINDOW_MINUTES, userId, PIN_STAFF_WINDOW_MINUTES, PIN_STAFF_FAILURES],
    );
    return Number(recent.failures) >= PIN_STAFF_FAILURES ? Math.max(1, Number(recent.seconds)) : null;
  }
}

export const wrongPin = () => ValidationFailedError.forField('pin', CHECK_IN_TEXTS.wrongPin);
