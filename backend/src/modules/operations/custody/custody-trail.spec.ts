import { describe, expect, it } from '@jest/globals';
import { customerCustody } from '@luggage/contracts';
import { actorName, type CustodyFacts, custodyTrail } from './custody-trail.js';

const at = (time: string) => new Date(`2026-11-30T${time}:00.000Z`);
const SAM = 'staff:4 Sam Porter <sam@example.com>';
const DEE = 'driver:7 Dee Driver <dee@example.com>';
const bristol = { id: 3, name: 'Bristol Bus Station' };

const facts = (overrides: Partial<CustodyFacts>): CustodyFacts => ({
  tags: [],
  history: [],
  incidents: [],
  point: bristol,
  returnPoint: bristol,
  collectionRun: null,
  returnRun: null,
  ...overrides,
});

describe("a bag's chain of custody", () => {
  it('names people from the door’s actor labels', () => {
    expect(actorName(DEE)).toBe('Dee Driver');
    expect(actorName('admin:1 Ada Admin <ada@example.com>')).toBe('Ada Admin');
    expect(actorName('scheduler')).toBe('scheduler');
  });

  it('follows a bag tagged at the point, put on the van, missing once, then delivered, in order', () => {
    const trail = custodyTrail(
      facts({
        tags: [
          { tag: 'T-1', byDriver: false, taggedBy: SAM, taggedAt: at('10:42'), releasedAt: at('14:05') },
          { tag: 'T-2', byDriver: false, taggedBy: SAM, taggedAt: at('10:42'), releasedAt: at('14:05') },
        ],
        history: [
          { action: 'collect', toStatus: 'collected', actor: SAM, at: at('10:42') },
          // A run start of the collection leg (to 'confirmed') is not the bags' van ride back.
          { action: 'driver_on_the_way', toStatus: 'confirmed', actor: DEE, at: at('09:00') },
          { action: 'driver_on_the_way', toStatus: 'collected', actor: DEE, at: at('13:40') },
          { action: 'driver_delivered', toStatus: 'returned', actor: DEE, at: at('14:05') },
        ],
        incidents: [{ tags: ['T-2'], openedBy: DEE, openedAt: at('13:55').toISOString() }],
        returnRun: '14:00–16:00 on 2026-11-30',
      }),
    );
    expect(trail.map((bag) => [bag.tag, bag.held, bag.steps.map((step) => `${step.at.slice(11, 16)} ${step.kind} ${step.by ?? ''} ${step.run ?? ''}`.trim())])).toEqual([
      ['T-1', false, ['10:42 tagged Sam Porter', '13:40 on_the_van Dee Driver 14:00–16:00 on 2026-11-30', '14:05 delivered Dee Driver 14:00–16:00 on 2026-11-30']],
      ['T-2', false, ['10:42 tagged Sam Porter', '13:40 on_the_van Dee Driver 14:00–16:00 on 2026-11-30', '13:55 missing Dee Driver', '14:05 delivered Dee Driver 14:00–16:00 on 2026-11-30']],
    ]);
  });

  it('says a bag collected by the driver, handed back at the point, and a tag let go with no step of this booking', () => {
    const trail = custodyTrail(
      facts({
        tags: [
          { tag: 'T-3', byDriver: true, taggedBy: DEE, taggedAt: at('08:30'), releasedAt: at('17:30') },
          { tag: 'T-4', byDriver: false, taggedBy: SAM, taggedAt: at('09:00'), releasedAt: at('18:00') },
        ],
        history: [{ action: 'return', toStatus: 'returned', actor: SAM, at: at('17:30') }],
        collectionRun: '08:00–10:00 on 2026-11-30',
      }),
    );
    expect(trail[0].steps.map((step) => [step.kind, step.point, step.by, step.run])).toEqual([
      ['collected_by_driver', null, 'Dee Driver', '08:00–10:00 on 2026-11-30'],
      ['handed_back', bristol, 'Sam Porter', null],
    ]);
    expect(trail[1].steps.map((step) => step.kind)).toEqual(['tagged', 'released']);
    // The customer's view: no names, no runs, and no tag let go.
    expect(customerCustody(trail)).toEqual([
      { tag: 'T-3', held: false, steps: [{ kind: 'collected_by_driver', at: at('08:30').toISOString(), point: null }, { kind: 'handed_back', at: at('17:30').toISOString(), point: bristol }] },
      { tag: 'T-4', held: false, steps: [{ kind: 'tagged', at: at('09:00').toISOString(), point: bristol }] },
    ]);
  });
});
