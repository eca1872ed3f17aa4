/**
 * Lighthouse benchmark: builds the web app, starts the product on free ports with a throwaway
 * data dir, and runs Lighthouse (the npm package) in the chromium that scripts/browser.mjs finds,
 * on the home page, a category, a post, /tracking, /surcharge-check and /register, as a phone
 * (Lighthouse's mobile preset: Moto G Power, slow 4G, 4× CPU slowdown) and as a desktop.
 *
 * It prints per page and form factor the four category scores (performance, accessibility,
 * best practices, SEO), the metrics behind performance (FCP, LCP, TBT, CLS) and, for any
 * category under 100, the audits that cost it points.
 *
 * The floor, measured in the same run and the same way: bare Fastify running one `select 1` on
 * PGlite and answering a minimal valid HTML page. Each page's LCP is printed as a ratio to it.
 *
 * Targets (issue 15): accessibility, best practices and SEO 100; performance ≥ 98 on mobile
 * with CLS 0. Nothing is asserted: the figures are for reading.
 *
 * Usage: npm run bench:lighthouse [-- --no-build] [-- --only=mobile|desktop]
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { freePort, waitFor } from '../apps/web/e2e/net';
import { paths } from '../packages/shared/src/paths';
import { findBrowser } from '../scripts/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type FormFactor = 'mobile' | 'desktop';

interface Result {
  page: string;
  formFactor: FormFactor;
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  lost: string[];
}

const chromiumPath: string | undefined = findBrowser();
if (!chromiumPath) {
  console.error('No chromium for Lighthouse: run `node scripts/browser.mjs`.');
  process.exit(1);
}

/** The first offending element, URL or message of an audit, so a lost point can be found. */
function example(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const first = items[0];
  if (!first) return '';
  const node = first.node as { snippet?: string } | undefined;
  const what = node?.snippet ?? first.url ?? first.description ?? first.source;
  const more = items.length > 1 ? ` and ${items.length - 1} more` : '';
  return what ? ` (${String(what).replace(/\s+/g, ' ').slice(0, 100)}${more})` : '';
}

/** One Lighthouse run in a fresh browser (cold cache, as a first visit). */
async function audit(name: string, url: string, formFactor: FormFactor): Promise<Result> {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      `--remote-debugging-port=${port}`,
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const flags = {
      port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: [...CATEGORIES],
    };
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // The audits that cost points outside performance (whose misses are the metrics above).
    const lost = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
      (lhr.categories[c]?.auditRefs ?? [])
        .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
        .map((r) => `${c}: ${r.id}${example(lhr.audits[r.id]?.details)}`),
    );
    return {
      page: name,
      formFactor,
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Result['scores'],
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      lost,
    };
  } finally {
    await browser.close();
  }
}

/** The floor: bare Fastify, one `select 1`, a minimal page that passes every SEO check. */
async function startFloor() {
  const db = new PGlite();
  const app = Fastify();
  app.get('/', async (_req, reply) => {
    const { rows } = await db.query<{ one: number }>('select 1 as one');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title><meta name="description" content="The floor page of the Lighthouse benchmark.">
<link rel="icon" href="data:,"></head><body><main><h1>Floor</h1><p>select 1 = ${rows[0]?.one}</p></main></body></html>`;
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `${url}/`,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

async function startProduct() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acf-bench-'));
  const port = await freePort();
  const apiPort = await freePort();
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Bench-Admin-Pass1',
      PUBLIC_URL: base,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = async () => {
    if (child.pid && child.exitCode === null) {
      process.kill(-child.pid, 'SIGTERM');
      await new Promise((r) => {
        const t = setTimeout(r, 10_000);
        child.on('exit', () => {
          clearTimeout(t);
          r(null);
        });
      });
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    void stop().then(() => process.exit(130));
  });
  try {
    await waitFor(`${base}/api/v1/health`, child, 300_000);
    await waitFor(`${base}/`, child, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '-');

async function main() {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7) as FormFactor | undefined;
  const formFactors: FormFactor[] = only ? [only] : ['mobile', 'desktop'];
  if (!process.argv.includes('--no-build')) {
    console.log('[bench] building the web app …');
    const r = spawnSync('npm', ['run', 'build', '-w', '@acf/web'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  const floor = await startFloor();
  const product = await startProduct();
  try {
    const api = `${product.base}/api/v1`;
    const category = (await (await fetch(`${api}/posts/category?pageSize=1`)).json()).results[0];
    const post = (await (await fetch(`${api}/posts?pageSize=1`)).json()).results[0];
    const pages = [
      { name: 'home', path: paths.home },
      { name: 'category', path: paths.category(category.nameVi, category.id) },
      { name: 'post', path: paths.detailPost(post.titleVi, post.id) },
      { name: 'tracking', path: paths.tracking() },
      { name: 'surcharge-check', path: paths.surchargeCheck },
      { name: 'register', path: paths.register },
    ];
    // Each page once before measuring: server caches warm, as for any visitor after the first.
    for (const p of pages) await (await fetch(product.base + encodeURI(p.path))).text();

    const results: Result[] = [];
    for (const formFactor of formFactors) {
      results.push(await audit('floor', floor.url, formFactor));
      for (const p of pages) {
        const r = await audit(p.name, product.base + encodeURI(p.path), formFactor);
        results.push(r);
        console.log(`[bench] ${formFactor} ${p.name}: performance ${r.scores.performance}`);
      }
    }

    console.log('');
    console.log(
      'form     page             perf  a11y  best   SEO       FCP       LCP       TBT     CLS  LCP/floor',
    );
    for (const r of results) {
      const floorLcp = results.find((f) => f.page === 'floor' && f.formFactor === r.formFactor)!.lcp;
      console.log(
        [
          r.formFactor.padEnd(8),
          r.page.padEnd(15),
          ...CATEGORIES.map((c) => String(r.scores[c]).padStart(5)),
          ms(r.fcp).padStart(9),
          ms(r.lcp).padStart(9),
          ms(r.tbt).padStart(9),
          r.cls.toFixed(3).padStart(7),
          `${(r.lcp / floorLcp).toFixed(2)}×`.padStart(10),
        ].join(' '),
      );
    }
    const lost = results.filter((r) => r.page !== 'floor' && r.lost.length > 0);
    if (lost.length > 0) {
      console.log('');
      console.log('points lost (accessibility, best practices, SEO):');
      for (const r of lost) console.log(`  ${r.formFactor} ${r.page}:\n    ${r.lost.join('\n    ')}`);
    }
  } finally {
    await product.stop();
    await floor.close();
  }
}

await main();
