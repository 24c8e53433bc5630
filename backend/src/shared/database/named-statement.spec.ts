import { describe, expect, it } from '@jest/globals';
import { named } from './named-statement.js';

describe('named', () => {
  it('turns each named parameter into a positional one, in the order they appear, repeats included', () => {
    const statement = named('select :pointId::int, night from n where night >= :firstNight::date and id <> :pointId');
    expect(statement.sql).toBe('select ?::int, night from n where night >= ?::date and id <> ?');
    expect(statement.params({ firstNight: '2026-12-01', pointId: 7 })).toEqual([7, '2026-12-01', 7]);
  });

  it('leaves casts and a time in a literal alone, and keeps a null given', () => {
    const statement = named("select to_char(t, 'HH24:MI'), :at::timestamptz");
    expect(statement.sql).toBe("select to_char(t, 'HH24:MI'), ?::timestamptz");
    expect(statement.params({ at: null })).toEqual([null]);
  });

  it('refuses a parameter not given, and a positional one in the text', () => {
    expect(() => named('select :a').params({})).toThrow(':a');
    expect(() => named('select ?')).toThrow();
  });
});
