import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

/** Tells every API instance something at once (for example: drop your cached catalog). */
export abstract class Broadcaster {
  abstract publish(channel: string): Promise<void>;
  abstract subscribe(channel: string, listener: () => void): void;
  abstract close(): Promise<void>;
}

export class InProcessBroadcaster extends Broadcaster {
  private readonly emitter = new EventEmitter();

  async publish(channel: string): Promise<void> {
    this.emitter.emit(channel);
  }

  subscribe(channel: string, listener: () => void): void {
    this.emitter.on(channel, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export class RedisBroadcaster extends Broadcaster {
  private readonly listeners = new Map<string, Array<() => void>>();
  private readonly publisher: Redis;
  private subscriber: Redis | null = null;

  constructor(
    private readonly url: string,
    private readonly prefix: string,
  ) {
    super();
    this.publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    this.publisher.on('error', () => undefined);
  }

  async publish(channel: string): Promise<void> {
    await this.publisher.publish(this.prefix + channel, String(Date.now()));
  }

  subscribe(channel: string, listener: () => void): void {
    const subscriber = this.ensureSubscriber();
    const list = this.listeners.get(channel) ?? [];
    if (list.length === 0) void subscriber.subscribe(this.prefix + channel).catch(() => undefined);
    this.listeners.set(channel, [...list, listener]);
  }

  private ensureSubscriber(): Redis {
    if (this.subscriber) return this.subscriber;
    this.subscriber = new Redis(this.url, { maxRetriesPerRequest: null });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (channel: string) => {
      for (const listener of this.listeners.get(channel.slice(this.prefix.length)) ?? []) listener();
    });
    // After a reconnect we may have missed messages: every listener treats that as a change.
    this.subscriber.on('ready', () => {
      for (const list of this.listeners.values()) for (const listener of list) listener();
    });
    return this.subscriber;
  }

  async close(): Promise<void> {
    this.subscriber?.disconnect();
    this.publisher.disconnect();
  }
}
