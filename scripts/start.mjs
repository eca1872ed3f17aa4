#!/usr/bin/env node
// Starts ACF Express: builds the web app when its sources changed, then runs the API (which
// migrates and seeds) and the web server. `--dev` runs both with reload instead.
// `--only api` / `--only web` (npm run start:api / start:web) start one part alone, with the
// same variables, so that any number of each can run behind a load balancer (issue 22): the
// web server reaches the API at API_INTERNAL_URL (one address, or several separated by commas).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
if (only !== undefined && only !== 'api' && only !== 'web') {
  console.error('[start] --only takes api or web');
  process.exit(1);
}
const withApi = only !== 'web';
const withWeb = only !== 'api';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
env.PORT ??= '3000';
env.API_PORT ??= '4000';
env.DATA_DIR = path.resolve(root, env.DATA_DIR ?? 'data');
if (dev) env.NODE_ENV ??= 'development';

const webDir = path.join(root, 'apps/web');
const buildId = path.join(webDir, '.next/BUILD_ID');
const apiDir = path.join(root, 'apps/api');
const apiBundle = path.join(apiDir, 'dist/server.js');

function newestMtime(p) {
  let st;
  try {
    st = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const e of fs.readdirSync(p)) {
    if (e === 'node_modules' || e === '.next' || e === 'e2e') continue;
    max = Math.max(max, newestMtime(path.join(p, e)));
  }
  return max;
}

function needsBuild() {
  if (!fs.existsSync(buildId)) return true;
  const built = fs.statSync(buildId).mtimeMs;
  const sources = [
    path.join(webDir, 'src'),
    path.join(webDir, 'public'),
    path.join(webDir, 'next.config.ts'),
    path.join(webDir, 'package.json'),
    path.join(root, 'packages/shared/src'),
  ];
  return sources.some((s) => newestMtime(s) > built);
}

// The API refuses a second start on the same embedded data dir; say so before any build.
if (withApi && !env.DATABASE_URL) {
  const lock = path.join(env.DATA_DIR, 'acf.lock');
  const pid = fs.existsSync(lock) ? Number(fs.readFileSync(lock, 'utf8')) : 0;
  if (pid && pid !== process.pid && isAlive(pid)) {
    console.error(
      `[start] The data directory ${env.DATA_DIR} is already in use by another running instance (pid ${pid}). ` +
        'Stop it first, or set DATA_DIR to another directory.',
    );
    process.exit(1);
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

// The API runs compiled (plain node, no TypeScript loader): rebuilt in a second when its
// sources or the shared package changed.
function apiNeedsBuild() {
  if (!fs.existsSync(apiBundle)) return true;
  const built = fs.statSync(apiBundle).mtimeMs;
  return [
    path.join(apiDir, 'src'),
    path.join(apiDir, 'package.json'),
    path.join(apiDir, 'build.mjs'),
    path.join(root, 'packages/shared/src'),
  ].some((s) => newestMtime(s) > built);
}
if (withApi && !dev && apiNeedsBuild()) {
  console.log('[start] compiling the API …');
  const r = spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (withWeb && !dev && needsBuild()) {
  console.log('[start] building the web app …');
  const r = spawnSync('npm', ['run', 'build', '-w', '@acf/web'], { cwd: root, env, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const children = [];
let stopping = false;

function run(name, cmd, args, cwd) {
  const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[start] ${name} stopped (${signal ?? code}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  let left = children.filter((c) => c.exitCode === null).length;
  if (left === 0) process.exit(code);
  for (const c of children)
    c.on('exit', () => {
      left -= 1;
      if (left <= 0) process.exit(code);
    });
  setTimeout(() => process.exit(code), 15_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const apiArgs = dev
  ? ['--import', 'tsx', '--watch', 'src/server.ts']
  : ['--enable-source-maps', 'dist/server.js'];
if (withApi) run('api', process.execPath, apiArgs, path.join(root, 'apps/api'));

// Serve the web only once the API has migrated and seeded, so the first page has its data.
const deadline = Date.now() + 120_000;
async function waitForApi() {
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(`http://127.0.0.1:${env.API_PORT}/api/v1/health`);
      if (res.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

// The API alone says itself when it is ready; the web alone starts at once (its API may be
// anywhere behind API_INTERNAL_URL).
if (withWeb && !withApi) {
  run('web', process.execPath, ['server.mjs', ...(dev ? ['--dev'] : [])], webDir);
  console.log(`[start] ACF Express web: http://localhost:${env.PORT}`);
} else if (!withWeb) {
  console.log(`[start] ACF Express API: http://localhost:${env.API_PORT}/api/docs`);
} else if (await waitForApi()) {
  run('web', process.execPath, ['server.mjs', ...(dev ? ['--dev'] : [])], webDir);
  console.log(
    `[start] ACF Express: http://localhost:${env.PORT} (API http://localhost:${env.API_PORT}/api/docs)`,
  );
} else if (!stopping) {
  console.error('[start] the API did not become healthy in time');
  stop(1);
}
