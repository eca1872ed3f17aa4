#!/usr/bin/env node
// Compiles the API into dist/: one ES module bundling the API and the shared workspace package
// (TypeScript both), with every npm dependency left as an import; the SQL migrations and the
// seed's rate-card files are copied beside it. `npm start` builds it when the sources changed
// and runs it with plain node.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

/**
 * npm packages stay imports; the workspace's own TypeScript packages are compiled in. An import
 * that only CommonJS resolution finds (`dayjs/plugin/utc`, no exports map, no extension) is
 * written with its `.js`, as Node's ES module resolution needs it.
 */
function resolvable(specifier) {
  try {
    const url = import.meta.resolve(specifier);
    return !url.startsWith('file:') || fs.existsSync(fileURLToPath(url));
  } catch {
    return false;
  }
}
const dependenciesOutside = {
  name: 'dependencies-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@acf/')) return undefined;
      if (args.path.startsWith('node:') || resolvable(args.path)) return { path: args.path, external: true };
      if (resolvable(`${args.path}.js`)) return { path: `${args.path}.js`, external: true };
      throw new Error(`cannot resolve ${args.path} as an ES module import`);
    });
  },
};

// Built aside, then put in place: a product already running from dist/ is not disturbed.
const next = `${dist}.next-${process.pid}`;
await build({
  // The PDF worker (ADR 035) is a module of its own that each worker thread loads: dist/pdf-worker.js,
  // beside server.js, where modules/pdf/pdf.pool.ts looks for it once compiled.
  entryPoints: [
    { in: path.join(here, 'src/server.ts'), out: 'server' },
    { in: path.join(here, 'src/modules/pdf/pdf.worker.ts'), out: 'pdf-worker' },
  ],
  outdir: next,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [dependenciesOutside],
});
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(next, 'migrations'), { recursive: true });
// The seed's rate-card files, imported on the first start (their generator stays behind).
fs.cpSync(path.join(here, 'src/seed/rate-cards'), path.join(next, 'rate-cards'), {
  recursive: true,
  filter: (src) => !src.endsWith('.ts'),
});
fs.rmSync(dist, { recursive: true, force: true });
fs.renameSync(next, dist);
