import { describe, expect, it } from '@jest/globals';
import { pageStatement, SORTED_MATCHES_AT_MOST, textCondition } from './booking-list.js';

describe('how a search is looked up', () => {
  it('finds a whole email exactly, as stored (lower case)', () => {
    expect(textCondition(' Ann.Example@Example.COM ')).toEqual({ sql: 'email = ?', params: ['ann.example@example.com'], byTrigrams: false });
  });

  it('finds a reference typed in lower case or with a space by the reference index, or as text', () => {
    const found = textCondition('k7mx 3qpa');
    expect(found.sql).toMatch(/^\(reference = \? or .* ilike \?\)$/);
    expect(found.params).toEqual(['K7MX3QPA', '%k7mx 3qpa%']);
    expect(found.byTrigrams).toBe(true);
  });

  it('finds part of a name by trigrams, with LIKE wildcards taken as text', () => {
    expect(textCondition('50%_off\\')).toEqual({ sql: expect.stringMatching(/ilike \?$/), params: ['%50\\%\\_off\\\\%'], byTrigrams: true });
  });
});

describe('a page', () => {
  it('walks (collection_date, reference) from the key, forwards or backwards, every status written out', () => {
    const statuses = ['confirmed', 'cancelled'] as const;
    const after = { collectionDate: '2026-12-01', reference: 'K7MX3QPA' };
    expect(pageStatement({ statuses, after }, 51)).toEqual({
      sql: `select id from booking where status in ('confirmed', 'cancelled') and (collection_date, reference) > (?::date, ?) order by collection_date asc, reference asc limit 51`,
      params: ['2026-12-01', 'K7MX3QPA'],
    });
    expect(pageStatement({ statuses: ['returned'], after, backwards: true }, 51).sql).toContain(`status = 'returned' and (collection_date, reference) < (?::date, ?) order by collection_date desc, reference desc`);
  });

  it('sorts the matches of a free-text search when they are few, and walks the list order when they are not', () => {
    const after = { collectionDate: '2026-12-01', reference: 'K7MX3QPA' };
    const { sql, params } = pageStatement({ statuses: ['confirmed'], text: 'smith', after }, 51);
    expect(sql).toContain(`with matched as materialized (select id, collection_date, reference from booking where status = 'confirmed' and`);
    expect(sql).toContain(`limit ${SORTED_MATCHES_AT_MOST + 1})`);
    expect(sql).toContain(`from matched where (select count(*) from matched) <= ${SORTED_MATCHES_AT_MOST} order by collection_date asc, reference asc limit 51`);
    expect(sql).toContain(`and not (select count(*) from matched) <= ${SORTED_MATCHES_AT_MOST} order by collection_date asc, reference asc limit 51`);
    // The rows' filters and key, once for the matches and once for the walk.
    expect(params).toEqual(['%smith%', '2026-12-01', 'K7MX3QPA', '%smith%', '2026-12-01', 'K7MX3QPA']);
    expect(pageStatement({ statuses: ['confirmed'], text: 'a@b.co' }, 51)).toEqual({
      sql: `select id from booking where status = 'confirmed' and email = ? order by collection_date asc, reference asc limit 51`,
      params: ['a@b.co'],
    });
  });

  it('refuses a status that is not a word', () => {
    expect(() => pageStatement({ statuses: ["x' or '1'='1" as never] }, 51)).toThrow();
  });
});
