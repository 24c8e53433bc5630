import { MikroORM } from '@mikro-orm/postgresql';
import { type DynamicModule, Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Broadcaster, InProcessBroadcaster, RedisBroadcaster } from './broadcaster.js';
import { OutboxFlushSubscriber } from './outbox-flush.subscriber.js';
import { OutboxRelay } from './outbox-relay.js';

/** The outbox relay and the broadcaster. Plumbing shared by every module, so global. */
@Module({})
export class EventsModule implements OnModuleInit, OnApplicationShutdown {
  static forRoot(redisUrl: string | null, prefix: string): DynamicModule {
    return {
      module: EventsModule,
      global: true,
      providers: [
        OutboxRelay,
        { provide: Broadcaster, useFactory: () => (redisUrl ? new RedisBroadcaster(redisUrl, `${prefix}:`) : new InProcessBroadcaster()) },
      ],
      exports: [OutboxRelay, Broadcaster],
    };
  }

  constructor(
    private readonly orm: MikroORM,
    private readonly relay: OutboxRelay,
    @Inject(Broadcaster) private readonly broadcaster: Broadcaster,
  ) {}

  onModuleInit(): void {
    this.orm.em.getEventManager().registerSubscriber(new OutboxFlushSubscriber(this.relay));
  }

  /** Last phase: a job finishing during shutdown may still broadcast (catalog changes). */
  async onApplicationShutdown(): Promise<void> {
    await this.broadcaster.close();
  }
}
