import { describe, expect, it } from '@jest/globals';
import { MANAGE_LINKS_KEY, MANAGE_LINKS_MAX, manageTokenFor, rememberManageLink } from './manage-links';

/** An in-memory Web Storage, as a browser tab has one. */
function aStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    raw: (key: string) => values.get(key),
  };
}

const token = (n: number) => `token-${String(n).padStart(3, '0')}-abcdefghijklmnop`;

describe('manage links', () => {
  it('finds the link of a reference this browser booked, whatever its case', () => {
    const storage = aStorage();
    rememberManageLink('BBL-7K2Q9', token(1), storage);
    rememberManageLink('BBL-AAAA1', token(2), storage);
    expect(manageTokenFor('BBL-7K2Q9', storage)).toBe(token(1));
    expect(manageTokenFor('bbl-aaaa1', storage)).toBe(token(2));
    expect(manageTokenFor('BBL-NOPE1', storage)).toBeNull();
  });

  it('keeps one link per reference, the newest, and only the latest bookings', () => {
    const storage = aStorage();
    rememberManageLink('BBL-7K2Q9', token(1), storage);
    rememberManageLink('BBL-7K2Q9', token(2), storage);
    expect(manageTokenFor('BBL-7K2Q9', storage)).toBe(token(2));
    for (let n = 0; n < MANAGE_LINKS_MAX + 5; n++) rememberManageLink(`REF-${n}`, token(n), storage);
    expect(JSON.parse(storage.raw(MANAGE_LINKS_KEY) ?? '[]')).toHaveLength(MANAGE_LINKS_MAX);
    expect(manageTokenFor(`REF-${MANAGE_LINKS_MAX + 4}`, storage)).toBe(token(MANAGE_LINKS_MAX + 4));
    expect(manageTokenFor('REF-0', storage)).toBeNull();
  });

  it('ignores what is not a link: broken JSON, other shapes, malformed tokens', () => {
    expect(manageTokenFor('BBL-7K2Q9', aStorage({ [MANAGE_LINKS_KEY]: 'not json' }))).toBeNull();
    const odd = aStorage({ [MANAGE_LINKS_KEY]: JSON.stringify([{ reference: 'BBL-7K2Q9', token: 'short' }, { reference: 'BBL-7K2Q9' }, 'x']) });
    expect(manageTokenFor('BBL-7K2Q9', odd)).toBeNull();
    rememberManageLink('BBL-7K2Q9', 'has spaces in it, not a token', odd);
    expect(manageTokenFor('BBL-7K2Q9', odd)).toBeNull();
    expect(manageTokenFor('BBL-7K2Q9', null)).toBeNull();
  });
});
