// The layers of docs/architecture.md, checked by `npm run lint` (scripts/lint.mjs).
const MODULE = '^backend/src/modules/([^/]+)/';
const FEATURE = '^frontend/src/features/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index',
      comment: "A backend module uses another module only through that module's index.ts (or a domain event).",
      severity: 'error',
      from: { path: MODULE },
      to: { path: '^backend/src/modules/[^/]+/', pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shared-not-above',
      comment:
        'backend/src/shared is plumbing every module may use: it imports only shared/ and config/, never what sits above it ' +
        '(modules/, app.module, database-schema, bootstrap/, cli/, main, worker).',
      severity: 'error',
      from: { path: '^backend/src/shared/' },
      to: { path: '^backend/src/', pathNot: '^backend/src/(shared|config)/' },
    },
    {
      name: 'config-is-a-leaf',
      comment: 'backend/src/config reads the environment; shared/ and every layer above import it, so it imports none of them.',
      severity: 'error',
      from: { path: '^backend/src/config/' },
      to: { path: '^backend/src/', pathNot: '^backend/src/config/' },
    },
    {
      name: 'feature-not-feature',
      comment: 'A frontend feature never imports another feature: what two need lives in lib/, components/ or config/.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'feature-not-app',
      comment: 'app/ composes the features; a feature never imports app/ (the API client, session and catalog are in lib/).',
      severity: 'error',
      from: { path: '^frontend/src/features/' },
      to: { path: '^frontend/src/app/' },
    },
    {
      name: 'shared-frontend-not-features',
      comment: 'lib/, components/ and config/ serve the features and app/; they never import either.',
      severity: 'error',
      from: { path: '^frontend/src/(lib|components|config)/' },
      to: { path: '^frontend/src/(features|app)/' },
    },
    {
      name: 'no-cycle',
      comment: 'No import cycle, except among the entities of one module (MikroORM relations point both ways).',
      severity: 'error',
      from: { pathNot: '^backend/src/modules/[^/]+/entities/' },
      to: { circular: true },
    },
    {
      name: 'no-cycle-between-entities-of-modules',
      comment: 'Entities may form cycles only with entities of their own module.',
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/entities/' },
      to: { circular: true, viaSomeNot: '^backend/src/modules/$1/entities/' },
    },
    {
      name: 'no-dead-file',
      comment: 'A source file that no entry point (or unit test) reaches is dead: remove it.',
      severity: 'error',
      from: {
        path: [
          '^backend/src/(main|worker)\\.ts$',
          '^backend/src/cli/',
          '^frontend/src/(main|prerender)\\.tsx$',
          '^contracts/src/index\\.ts$',
          '\\.spec\\.tsx?$',
        ],
      },
      to: { path: '^(backend|frontend|contracts)/src/', pathNot: ['\\.d\\.ts$', '\\.spec\\.tsx?$', '^backend/src/(main|worker)\\.ts$', '^backend/src/cli/', '^frontend/src/(main|prerender)\\.tsx$'], reachable: false },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', 'node_modules'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.lint.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
