import { randomUUID } from 'node:crypto';
import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A domain event written in the same transaction as the change it reports; the relay moves it to the queue. */
@Entity({ tableName: 'outbox_event' })
export class OutboxEvent {
  @PrimaryKey({ type: 'bigint' })
  id!: string;

  /** Names the row's jobs in the queue (random, so a restored database's reused ids are not taken for repeats). */
  @Property({ type: 'uuid' })
  jobKey: string & Opt = randomUUID();

  @Property({ length: 100 })
  name: string;

  @Property({ type: 'json' })
  payload: object;

  @Property()
  createdAt: Date & Opt = new Date();

  @Property()
  availableAt: Date & Opt = new Date();

  @Property()
  attempts: number & Opt = 0;

  @Property({ nullable: true })
  publishedAt: (Date & Opt) | null = null;

  @Property({ type: 'text', nullable: true })
  lastError: (string & Opt) | null = null;

  /** Not stored: recorded with recordEvent, so this process hands it over after its commit. */
  fresh = false;

  constructor(name: string, payload: object) {
    this.name = name;
    this.payload = payload;
  }
}
