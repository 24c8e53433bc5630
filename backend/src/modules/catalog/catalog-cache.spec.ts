import { describe, expect, it } from '@jest/globals';
import { CatalogCache } from './catalog-cache.js';

describe(CatalogCache.name, () => {
  it('loads once and serves from memory until invalidated', async () => {
    const cache = new CatalogCache<string>();
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await Promise.all([cache.get(load), cache.get(load)])).toEqual(['v1', 'v1']);
    expect(await cache.get(load)).toBe('v1');
    cache.invalidate();
    expect(await cache.get(load)).toBe('v2');
  });

  it('does not keep an answer that was being read when the catalog changed', async () => {
    const cache = new CatalogCache<string>();
    let release!: (value: string) => void;
    const slowStale = cache.get(() => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('stale');
    expect(await slowStale).toBe('stale');
    expect(await cache.get(async () => 'fresh')).toBe('fresh');
  });
});
