import { describe, expect, it } from '@jest/globals';
import { JobRegistry, UnknownJobError } from './job-registry.js';
import { JobName } from './jobs.js';

describe(JobRegistry.name, () => {
  it('runs the handler registered for a job', async () => {
    const registry = new JobRegistry();
    const seen: object[] = [];
    registry.register(JobName.BroadcastCatalogChange, async (data) => {
      seen.push(data);
      return 'done';
    });
    await expect(registry.run(JobName.BroadcastCatalogChange, { entity: 'discount', id: 3 })).resolves.toBe('done');
    expect(seen).toEqual([{ entity: 'discount', id: 3 }]);
  });

  it('refuses a second handler for the same job', () => {
    const registry = new JobRegistry();
    registry.register(JobName.BroadcastCatalogChange, async () => 'done');
    expect(() => registry.register(JobName.BroadcastCatalogChange, async () => 'done')).toThrow('has two handlers');
  });

  it('names the jobs that have no handler', () => {
    const registry = new JobRegistry();
    expect(() => registry.assertComplete()).toThrow(JobName.BroadcastCatalogChange);
    for (const name of Object.values(JobName)) registry.register(name, async () => 'done');
    expect(() => registry.assertComplete()).not.toThrow();
  });

  it('fails a job nobody handles', async () => {
    await expect(new JobRegistry().run('nobody.handles-this', {})).rejects.toBeInstanceOf(UnknownJobError);
  });
});
