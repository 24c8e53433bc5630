import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.js';

// Every language has every namespace and key of English, the plural forms its own rules need, and the same placeholders.
const LOCALES = join(process.cwd(), 'contracts', 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Catalogue = Record<string, string>;

function flatten(value: unknown, prefix = '', into: Catalogue = {}): Catalogue {
  if (typeof value === 'string') into[prefix] = value;
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  else throw new Error(`${prefix}: a catalogue holds only strings and objects`);
  return into;
}

const namespaces = (language: Language) => readdirSync(join(LOCALES, language)).filter((file) => file.endsWith('.json')).sort();
const catalogue = (language: Language, file: string) => flatten(JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')));
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|\$t\(([^)]+)\)/g)].map((m) => m[1] ?? `$t(${m[2]})`).sort();

/** Keys with the plural suffix dropped, each with the placeholders of all its forms except the count. */
function baseKeys(entries: Catalogue): Map<string, string[]> {
  const bases = new Map<string, Set<string>>();
  for (const [key, text] of Object.entries(entries)) {
    const base = key.replace(PLURAL_SUFFIX, '');
    const names = bases.get(base) ?? new Set<string>();
    for (const name of placeholders(text)) if (!(PLURAL_SUFFIX.test(key) && name === 'count')) names.add(name);
    bases.set(base, names);
  }
  return new Map([...bases].map(([base, names]) => [base, [...names].sort()]));
}

describe('message catalogues', () => {
  const english = namespaces(DEFAULT_LANGUAGE);

  it('has namespaces to check', () => {
    expect(english.length).toBeGreaterThan(0);
  });

  for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)) {
    describe(language, () => {
      it('has the same namespaces as English', () => {
        expect(namespaces(language)).toEqual(english);
      });

      for (const file of english) {
        it(`${file}: has every key of English, and no other, with the same placeholders`, () => {
          const theirs = baseKeys(catalogue(language, file));
          const ours = baseKeys(catalogue(DEFAULT_LANGUAGE, file));
          expect([...theirs.keys()].sort()).toEqual([...ours.keys()].sort());
          for (const [key, names] of ours) expect({ key, placeholders: theirs.get(key) }).toEqual({ key, placeholders: names });
        });

        it(`${file}: gives each plural the forms ${language} needs`, () => {
          const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
          const entries = catalogue(language, file);
          const plurals = new Set(Object.keys(catalogue(DEFAULT_LANGUAGE, file)).filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
          for (const base of plurals) {
            const forms = Object.keys(entries).filter((k) => k.replace(PLURAL_SUFFIX, '') === base && PLURAL_SUFFIX.test(k)).map((k) => k.match(PLURAL_SUFFIX)![1]).sort();
            expect({ key: base, forms }).toEqual({ key: base, forms: needed });
          }
        });
      }
    });
  }

  it('gives English the plural forms English needs', () => {
    for (const file of english) {
      const keys = Object.keys(catalogue(DEFAULT_LANGUAGE, file)).filter((k) => PLURAL_SUFFIX.test(k));
      for (const key of keys) expect(['one', 'other']).toContain(key.match(PLURAL_SUFFIX)![1]);
    }
  });
});
