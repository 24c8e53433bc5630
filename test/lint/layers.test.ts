import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

/**
 * `npm run lint`'s layer check, run on a scratch copy of the sources (never the work tree): the copy as it is
 * passes, then one violation of each kind is planted and each must fail the lint, named by its rule.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const COPIED = ['backend/src', 'frontend/src', 'contracts/src', 'scripts/lint.mjs', '.dependency-cruiser.cjs', 'tsconfig.json', 'tsconfig.lint.json'];

let scratch: string;

function lintLayers(): { status: number; output: string } {
  const result = spawnSync(process.execPath, ['scripts/lint.mjs', '--layers'], {
    cwd: scratch,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(ROOT, 'node_modules/.bin')}:${process.env.PATH}`, NODE_OPTIONS: '' },
  });
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}` };
}

function plant(file: string, line: string): void {
  mkdirSync(dirname(join(scratch, file)), { recursive: true });
  appendFileSync(join(scratch, file), `\n${line}\n`);
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'luggage-lint-'));
  for (const path of COPIED) cpSync(join(ROOT, path), join(scratch, path), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(scratch, 'node_modules'));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run lint: the layers', () => {
  it('passes the sources as they are', () => {
    const { status, output } = lintLayers();
    expect(output).toContain('no dependency violations found');
    expect(status).toBe(0);
  });

  it('fails on one planted violation of each kind, naming the rule and the import', () => {
    plant('backend/src/modules/booking/booking.service.ts', "import '../auth/entities/user.entity.js';");
    plant('backend/src/shared/http/security-headers.ts', "import '../../modules/catalog/index.js';");
    // shared/ imports nothing above it: not the app module, the schema list, nor the bootstraps that compose them.
    plant('backend/src/shared/http/security-headers.ts', "import '../../app.module.js';");
    plant('backend/src/shared/http/security-headers.ts', "import '../../database-schema.js';");
    plant('backend/src/shared/http/security-headers.ts', "import '../../bootstrap/create-worker-app.js';");
    plant('backend/src/config/load-config-or-exit.ts', "import '../shared/i18n/message.js';");
    plant('frontend/src/features/account/user-dashboard-page.tsx', "import '../admin/lib/format';");
    plant('frontend/src/features/manage/manage-page.tsx', "import '../../app/nav-items';");
    plant('backend/src/modules/pricing/planted-a.ts', "import './planted-b.js';");
    plant('backend/src/modules/pricing/planted-b.ts', "import './planted-a.js';");
    plant('backend/src/modules/pricing/index.ts', "import './planted-a.js';");
    // Allowed: two entities of one module that point at each other, as MikroORM relations do.
    plant('backend/src/modules/catalog/entities/planted-x.entity.ts', "import './planted-y.entity.js';");
    plant('backend/src/modules/catalog/entities/planted-y.entity.ts', "import './planted-x.entity.js';");
    plant('backend/src/modules/catalog/entities/index.ts', "import './planted-x.entity.js';");
    writeFileSync(join(scratch, 'frontend/src/components/ui/unused-badge.tsx'), 'export const UnusedBadge = () => null;\n');

    const { status, output } = lintLayers();
    expect(status).not.toBe(0);
    expect(output).toContain(
      'module-through-index: backend/src/modules/booking/booking.service.ts → backend/src/modules/auth/entities/user.entity.ts',
    );
    expect(output).toContain('shared-not-above: backend/src/shared/http/security-headers.ts → backend/src/modules/catalog/index.ts');
    expect(output).toContain('shared-not-above: backend/src/shared/http/security-headers.ts → backend/src/app.module.ts');
    expect(output).toContain('shared-not-above: backend/src/shared/http/security-headers.ts → backend/src/database-schema.ts');
    expect(output).toContain('shared-not-above: backend/src/shared/http/security-headers.ts → backend/src/bootstrap/create-worker-app.ts');
    expect(output).toContain('config-is-a-leaf: backend/src/config/load-config-or-exit.ts → backend/src/shared/i18n/message.ts');
    expect(output).toContain(
      'feature-not-feature: frontend/src/features/account/user-dashboard-page.tsx → frontend/src/features/admin/lib/format.ts',
    );
    expect(output).toContain('feature-not-app: frontend/src/features/manage/manage-page.tsx → frontend/src/app/nav-items.tsx');
    expect(output).toMatch(/no-cycle: backend\/src\/modules\/pricing\/planted-a\.ts →\s+backend\/src\/modules\/pricing\/planted-b\.ts/);
    expect(output).toContain('no-dead-file: frontend/src/components/ui/unused-badge.tsx');
    expect(output).not.toContain('planted-x.entity.ts →');
    expect(output).not.toContain('planted-y.entity.ts →');
    expect(output).toContain('x 10 dependency violations');
  });
});
