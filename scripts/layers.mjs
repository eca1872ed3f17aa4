#!/usr/bin/env node
// The import rules of the tree, checked on every `npm test`:
// - a web feature (apps/web/src/features/<name>) never imports another feature;
// - in the API, a lower layer never imports a higher one:
//     foundation (config, i18n, lib, db) < plugins < modules < seeds (seed) < app, server;
// - in the API, db and lib import nothing from modules (the seed, which calls the module
//   services, sits above them in seed/);
// - in the API, a module never imports another module's routes (only its service, repository
//   or helpers; modules/index.ts mounts the routes);
// - in the API, a module's service or repository never names FastifyInstance: it receives
//   what it uses (the database, a value of the configuration, a logger, a function), not the app;
// - packages/shared imports no app.
// `node scripts/layers.mjs` prints each violation and exits 1.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts|mjs)$/;

function* files(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === '.next' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (SOURCE.test(e.name)) yield p;
  }
}

/** The relative imports of a source file (static, dynamic and re-exports), resolved to paths. */
export function importsOf(file, text = fs.readFileSync(file, 'utf8')) {
  const out = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(path.resolve(path.dirname(file), m[1]));
  return out;
}

const API_LAYERS = [
  ['foundation', ['config.ts', 'version.ts', 'i18n', 'lib', 'db']],
  ['plugins', ['plugins']],
  ['modules', ['modules']],
  ['seeds', ['seed']],
  ['app', ['app.ts', 'server.ts']],
];

/** The folders of the API that import nothing from modules. */
const BELOW_MODULES = ['db', 'lib'];

/** A module's service or repository (`<name>.service.ts`, `<name>.repository.ts`). */
const SERVICE_OR_REPOSITORY = /^modules\/.+\.(service|repository)\.ts$/;

/** The module folder of a path relative to apps/api/src, and whether it is a routes file. */
const moduleOf = (rel) => /^modules\/([^/]+)\//.exec(rel)?.[1];
const isRoutes = (rel) => /\.routes(\.ts)?$/.test(rel);

/** A path relative to apps/api/src, with forward slashes (starts with `..` outside it). */
const apiPath = (p, base) => path.relative(path.join(base, 'apps/api/src'), p).split(path.sep).join('/');
const inFolder = (rel, folder) => rel === folder || rel.startsWith(`${folder}/`);

/** The API layer of a path (the most specific folder wins). */
export function apiLayer(p, base = root) {
  const rel = apiPath(p, base);
  if (rel.startsWith('..')) return undefined;
  let best;
  API_LAYERS.forEach(([name, prefixes], rank) => {
    for (const prefix of prefixes)
      if (rel === prefix || rel.startsWith(`${prefix}/`) || rel.startsWith(`${prefix}.`))
        if (!best || prefix.length > best.prefix.length) best = { name, rank, prefix };
  });
  return best;
}

const featureOf = (p, base) => {
  const rel = path.relative(path.join(base, 'apps/web/src/features'), p);
  return rel.startsWith('..') ? undefined : rel.split(path.sep)[0];
};

/** Every broken rule in the tree under `base` (the repository by default). */
export function violations(base = root) {
  const found = [];
  const rel = (p) => path.relative(base, p);
  for (const dir of ['apps/api/src', 'apps/web/src', 'packages/shared/src'].map((d) => path.join(base, d))) {
    if (!fs.existsSync(dir)) continue;
    for (const file of files(dir)) {
      const text = fs.readFileSync(file, 'utf8');
      if (SERVICE_OR_REPOSITORY.test(apiPath(file, base)) && /\bFastifyInstance\b/.test(text))
        found.push(
          `${rel(file)}: a service or repository receives what it uses, never the app (FastifyInstance)`,
        );
      for (const target of importsOf(file, text)) {
        const from = apiLayer(file, base);
        const to = apiLayer(target, base);
        const below = BELOW_MODULES.find((f) => inFolder(apiPath(file, base), f));
        if (below && inFolder(apiPath(target, base), 'modules'))
          found.push(
            `${rel(file)}: apps/api/src/${below} imports from apps/api/src/modules (${rel(target)})`,
          );
        else if (from && to && to.rank > from.rank)
          found.push(`${rel(file)}: the ${from.name} layer imports the ${to.name} layer (${rel(target)})`);
        const fm = moduleOf(apiPath(file, base));
        const tm = moduleOf(apiPath(target, base));
        if (fm && tm && fm !== tm && isRoutes(apiPath(target, base)))
          found.push(`${rel(file)}: module ${fm} imports the routes of module ${tm} (${rel(target)})`);
        const ff = featureOf(file, base);
        const tf = featureOf(target, base);
        if (ff && tf && ff !== tf)
          found.push(`${rel(file)}: feature ${ff} imports feature ${tf} (${rel(target)})`);
        if (
          file.startsWith(path.join(base, 'packages/shared')) &&
          !target.startsWith(path.join(base, 'packages/shared'))
        )
          found.push(`${rel(file)}: packages/shared imports outside itself (${rel(target)})`);
      }
    }
  }
  return found;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const found = violations();
  for (const v of found) console.error(v);
  if (found.length) {
    console.error(`${found.length} import rule(s) broken (see scripts/layers.mjs).`);
    process.exit(1);
  }
}
