import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

/**
 * `npm run lint`'s literal-text rule (eslint.config.js, scripts/eslint/no-literal-ui-text.mjs), run with the
 * project's own config on planted components: literal words on a translated page fail, words from t() pass, and a
 * page not yet converted is left alone.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

async function literalTextProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, filePath) });
  return result.messages.filter((m) => m.ruleId === 'luggage/no-literal-ui-text').map((m) => `${m.line}: ${m.message}`);
}

const PLANTED = `import { useTranslation } from 'react-i18next';
export function Planted({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-label="Opening hours" title={t('nav.menu')}>
      <h2>Opening hours</h2>
      <p>{open ? 'We are open' : t('nav.home')}</p>
      <img alt={\`Map of \${t('nav.home')}\`} src="/map.png" />
      <input placeholder={t('nav.login')} />
      <p>{t('footer.contact')} © 2026 · {open && 1}</p>
    </section>
  );
}
`;

describe('npm run lint: literal text on translated pages', () => {
  it('names each literal word a translated component renders: text, a string child, and read attributes', async () => {
    const problems = await literalTextProblems('frontend/src/features/home/components/planted.tsx', PLANTED);
    expect(problems).toEqual([
      '5: Literal text "Opening hours" on a translated page: put it in contracts/locales and render t(…).',
      '6: Literal text "Opening hours" on a translated page: put it in contracts/locales and render t(…).',
      '7: Literal text "We are open" on a translated page: put it in contracts/locales and render t(…).',
      '8: Literal text "Map of" on a translated page: put it in contracts/locales and render t(…).',
    ]);
  });

  it("leaves alone the operators' pages, which stay English", async () => {
    expect(await literalTextProblems('frontend/src/features/admin/components/planted.tsx', PLANTED)).toEqual([]);
  });
});
