import { Injectable } from '@nestjs/common';

/**
 * The time now, as the driver's day and the run sheet read it ("today", and whether a run can start). One provider so
 * that a test sets the hour (a fake clock) instead of waiting for it.
 */
@Injectable()
export class RunClock {
  now(): Date {
    return new Date();
  }
}
