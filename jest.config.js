// Three tiers (unit beside the code, API over a real database, browser in real Chromium), all ESM through swc.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
    },
    module: { type: 'es6' },
  },
];

const common = {
  rootDir: '.',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@luggage/contracts$': '<rootDir>/contracts/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/data/'],
  setupFiles: ['<rootDir>/test/support/load-nest-first.ts'],
};

export default {
  // A global option (projects ignore it): API apps and browsers start within a test's time on a busy 2-core machine.
  testTimeout: 120000,
  // Each test file loads the whole app into its own module registry, and Jest's ESM runner keeps about 45 MB of it
  // after the file ends: a worker grew to 1 GB of heap and ran its late files up to five times slower. A worker
  // over this much heap after a file is replaced by a fresh one. A global option, like testTimeout.
  workerIdleMemoryLimit: '600MB',
  projects: [
    {
      ...common,
      displayName: 'unit',
      // test/lint: the planted-violation test of `npm run lint`'s layer rules, on a scratch copy.
      testMatch: ['<rootDir>/{contracts,backend,frontend}/src/**/*.spec.ts?(x)', '<rootDir>/test/lint/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/browser-global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/browser-global-teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/test/support/browser-teardown.ts'],
    },
  ],
};
