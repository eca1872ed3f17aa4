import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { violations } from './layers.mjs';

let base;
function write(rel, text = '') {
  const p = path.join(base, rel);
  fs.mkdirSync(path.dirname(p), { recursive: true });
  fs.writeFileSync(p, text);
}
afterEach(() => base && fs.rmSync(base, { recursive: true, force: true }));

describe('import rules', () => {
  it('hold in the tree', () => {
    expect(violations()).toEqual([]);
  });

  it('catch a lower API layer importing a higher one, db or lib importing a module, a module importing the routes of another, a service taking the app, a feature importing another, and shared importing an app', () => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-layers-'));
    write('apps/api/src/modules/health/health.routes.ts', 'export const x = 1;');
    write('apps/api/src/lib/bad.ts', "import { x } from '../modules/health/health.routes';");
    write('apps/api/src/plugins/bad.ts', "export { x } from '../modules/health/health.routes';");
    write('apps/api/src/modules/health/seeded.ts', "const s = await import('../../seed/index');");
    write('apps/api/src/seed/index.ts', "import { x } from '../modules/health/health.routes';");
    write('apps/api/src/db/seed/index.ts', "import { x } from '../../modules/health/health.routes';");
    write('apps/api/src/db/ok.ts', "import { e } from '../lib/errors';");
    write(
      'apps/api/src/modules/health/health.service.ts',
      "import type { FastifyInstance } from 'fastify';\nexport const f = (app: FastifyInstance) => app.db;",
    );
    write(
      'apps/api/src/modules/health/health.repository.ts',
      "import type { FastifyBaseLogger } from 'fastify';",
    );
    write('apps/api/src/modules/health/health.plugin.ts', "import type { FastifyInstance } from 'fastify';");
    write('apps/api/src/modules/other/other.service.ts', "import { x } from '../health/health.routes';");
    write('apps/api/src/modules/health/index.ts', "import { x } from './health.routes';");
    write('apps/api/src/modules/index.ts', "import { x } from './health/health.routes';");
    write('apps/web/src/features/a/a.tsx', "import { B } from '../b/components/b';");
    write('apps/web/src/features/a/own.tsx', "import { A } from './a';");
    write('apps/web/src/features/b/components/b.tsx', "import { ui } from '../../../components/ui';");
    write('packages/shared/src/bad.ts', "import { app } from '../../../apps/api/src/app';");
    expect(violations(base)).toEqual([
      'apps/api/src/db/seed/index.ts: apps/api/src/db imports from apps/api/src/modules (apps/api/src/modules/health/health.routes)',
      'apps/api/src/lib/bad.ts: apps/api/src/lib imports from apps/api/src/modules (apps/api/src/modules/health/health.routes)',
      'apps/api/src/modules/health/health.service.ts: a service or repository receives what it uses, never the app (FastifyInstance)',
      'apps/api/src/modules/health/seeded.ts: the modules layer imports the seeds layer (apps/api/src/seed/index)',
      'apps/api/src/modules/other/other.service.ts: module other imports the routes of module health (apps/api/src/modules/health/health.routes)',
      'apps/api/src/plugins/bad.ts: the plugins layer imports the modules layer (apps/api/src/modules/health/health.routes)',
      'apps/web/src/features/a/a.tsx: feature a imports feature b (apps/web/src/features/b/components/b)',
      'packages/shared/src/bad.ts: packages/shared imports outside itself (apps/api/src/app)',
    ]);
  });
});
