import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CHECK_IN_TEXTS, PIN_LOCK_FAILURES, PIN_LOCK_MINUTES } from '@luggage/contracts';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { PinLockedError } from './operations.errors.js';

type Outcome = { kind: 'right' } | { kind: 'wrong' } | { kind: 'locked'; until: Date; seconds: number };

/**
 * Wrong PINs typed by staff, counted per reference in the database (`check_in_pin_failure`) so that every API instance
 * agrees: the fifth within PIN_LOCK_MINUTES locks the reference for PIN_LOCK_MINUTES, during which even the right PIN
 * is refused. Each attempt is decided under a per-reference advisory lock, so parallel guesses are counted one by one
 * and none slips past the fifth. The PIN itself is checked by the caller (before, outside this transaction).
 */
@Injectable()
export class PinLock {
  constructor(private readonly em: EntityManager) {}

  /** Records the attempt; throws 429 while (or once) the reference is locked, 422 for a wrong PIN. */
  async attempt(reference: string, userId: number, pinIsRight: boolean): Promise<void> {
    const outcome = await this.em.fork().transactional((tx) => this.decide(tx, reference, userId, pinIsRight));
    if (outcome.kind === 'locked') throw new PinLockedError(outcome.until, outcome.seconds);
    if (outcome.kind === 'wrong') throw wrongPin();
  }

  private async decide(tx: EntityManager, reference: string, userId: number, pinIsRight: boolean): Promise<Outcome> {
    await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`check-in-pin:${reference}`]);
    const [lock] = await tx.execute<{ until: Date | null; seconds: number | null }[]>(
      `select max(locks_until) as until, ceil(extract(epoch from max(locks_until) - now()))::int as seconds
       from check_in_pin_failure where reference = ? and locks_until > now()`,
      [reference],
    );
    if (lock?.until) return { kind: 'locked', until: new Date(lock.until), seconds: Number(lock.seconds) };
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
}

export const wrongPin = () => ValidationFailedError.forField('pin', CHECK_IN_TEXTS.wrongPin);
