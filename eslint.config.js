// `npm run lint` (scripts/lint.mjs) runs ESLint with this config, then dependency-cruiser (.dependency-cruiser.cjs)
// for the layers of docs/architecture.md. Syntax-only rules (no type information), so it stays quick on 2 cores.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noLiteralUiText } from './scripts/eslint/no-literal-ui-text.mjs';

/** What Node scripts (*.mjs) use without importing; TypeScript files get their globals from tsc instead. */
const NODE_GLOBALS = Object.fromEntries(
  ['process', 'console', 'URL', 'URLSearchParams', 'Buffer', 'fetch', 'performance', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'AbortController', 'AbortSignal']
    .map((name) => [name, 'readonly']),
);

/**
 * The SPA's customer folders (issue 19): their components may not render literal words, only the catalogues'. The
 * admin, staff and driver pages (and camera-scanner and day-lists, theirs only) stay English.
 */
const TRANSLATED_FOLDERS = [
  'frontend/src/app/**/*.tsx',
  'frontend/src/components/booking-change/**/*.tsx',
  'frontend/src/components/contact/**/*.tsx',
  'frontend/src/components/date-picker/**/*.tsx',
  'frontend/src/components/legs/**/*.tsx',
  'frontend/src/components/payment/**/*.tsx',
  'frontend/src/components/policy/**/*.tsx',
  'frontend/src/components/ui/**/*.tsx',
  'frontend/src/features/account/**/*.tsx',
  'frontend/src/features/auth/**/*.tsx',
  'frontend/src/features/booking/**/*.tsx',
  'frontend/src/features/home/**/*.tsx',
  'frontend/src/features/legal/**/*.tsx',
  'frontend/src/features/manage/**/*.tsx',
  'frontend/src/features/not-found/**/*.tsx',
  'frontend/src/features/partner/**/*.tsx',
  'frontend/src/lib/i18n/**/*.tsx',
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { type: _dropped, ...rest } = schema` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: NODE_GLOBALS },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      // Flags every value of an object that also holds a ref (form.errors beside form.formRef): false positives.
      'react-hooks/refs': 'off',
      // Flags the loading flag a fetch sets as it starts; without the React Compiler that is the intended pattern.
      'react-hooks/set-state-in-effect': 'off',
      // Flags Date.now() in render, which is how the manage page re-checks the free-cancellation window each render.
      'react-hooks/purity': 'off',
    },
  },
  {
    files: TRANSLATED_FOLDERS,
    plugins: { luggage: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'luggage/no-literal-ui-text': 'error' },
  },
);
