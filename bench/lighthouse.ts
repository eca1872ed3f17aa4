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
 * with CLS 0, first-load JS ≤ 150 KB gzip. Nothing is asserted: the figures are for reading.
 *
 * With --runs=N each page is audited N times per form factor (interleaved: page by page, round
 * by round, so a change in the machine's load spreads over every page) and the table gives the
 * medians, with the range of performance and TBT beside them. The machine's load average is
 * printed at the start and the end, and each page's first-load JS (gzip of its <script src>).
 *
 * Usage: npm run bench:lighthouse -- [--no-build] [--only=mobile|desktop] [--runs=N]
 *          [--pages=home,tracking,…] [--save=DIR (each run's Lighthouse JSON, to read its audits)]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { freePort } from '../apps/web/e2e/net';
import { paths } from '../packages/shared/src/paths';
import { findBrowser } from '../scripts/browser.mjs';
import { buildWeb, startProduct } from './harness';
import { scriptBytes } from './page-scripts';

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
  /** The whole report, kept only with --save. */
  json?: string;
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
async function audit(name: string, url: string, formFactor: FormFactor, keep = false): Promise<Result> {
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
      json: keep ? JSON.stringify(lhr) : undefined,
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

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '-');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** One row of the table: a page's runs summed up as medians (and ranges when there are several). */
function summary(runs: Result[]) {
  const first = runs[0]!;
  const m = (f: (r: Result) => number) => median(runs.map(f));
  const range = (f: (r: Result) => number, fmt: (n: number) => string) => {
    const v = runs.map(f);
    return runs.length > 1 ? `${fmt(Math.min(...v))}–${fmt(Math.max(...v))}` : '';
  };
  return {
    page: first.page,
    formFactor: first.formFactor,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, m((r) => r.scores[c])])) as Result['scores'],
    fcp: m((r) => r.fcp),
    lcp: m((r) => r.lcp),
    tbt: m((r) => r.tbt),
    cls: Math.max(...runs.map((r) => r.cls)),
    perfRange: range((r) => r.scores.performance, String),
    tbtRange: range(
      (r) => r.tbt,
      (n) => String(Math.round(n)),
    ),
    lost: [...new Set(runs.flatMap((r) => r.lost))],
  };
}

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main() {
  const only = option('only') as FormFactor | undefined;
  const formFactors: FormFactor[] = only ? [only] : ['mobile', 'desktop'];
  const runs = Math.max(1, Number(option('runs') ?? 1) || 1);
  const onlyPages = option('pages')?.split(',');
  const saveDir = option('save');
  if (saveDir) fs.mkdirSync(saveDir, { recursive: true });
  buildWeb();
  const floor = await startFloor();
  const product = await startProduct();
  const loadAtStart = load();
  const startedAt = new Date().toISOString().slice(11, 16);
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
    ].filter((p) => !onlyPages || onlyPages.includes(p.name));
    // Each page once before measuring: server caches warm, as for any visitor after the first.
    for (const p of pages) await (await fetch(product.base + encodeURI(p.path))).text();
    const js = new Map<string, Awaited<ReturnType<typeof scriptBytes>>>();
    for (const p of pages) js.set(p.name, await scriptBytes(product.base, p.path));

    const results: Result[] = [];
    const run = async (name: string, url: string, formFactor: FormFactor, round: number) => {
      const r = await audit(name, url, formFactor, Boolean(saveDir));
      if (saveDir && r.json) {
        fs.writeFileSync(path.join(saveDir, `${formFactor}-${name}-${round}.json`), r.json);
        delete r.json;
      }
      results.push(r);
      return r;
    };
    for (const formFactor of formFactors) {
      for (let round = 1; round <= runs; round++) {
        await run('floor', floor.url, formFactor, round);
        for (const p of pages) {
          const r = await run(p.name, product.base + encodeURI(p.path), formFactor, round);
          console.log(
            `[bench] ${formFactor} ${p.name} (run ${round}/${runs}): performance ${r.scores.performance}, TBT ${ms(r.tbt)}, LCP ${ms(r.lcp)}`,
          );
        }
      }
    }

    const rows = [];
    for (const formFactor of formFactors)
      for (const name of ['floor', ...pages.map((p) => p.name)])
        rows.push(summary(results.filter((r) => r.formFactor === formFactor && r.page === name)));

    console.log('');
    console.log(
      `load average (1, 5, 15 min): ${loadAtStart} at the start (${startedAt} UTC), ${load()} at the end`,
    );
    if (runs > 1) console.log(`${runs} runs per page: medians, with the range of performance and TBT`);
    console.log('');
    console.log(
      'form     page             perf  a11y  best   SEO       FCP       LCP       TBT     CLS  LCP/floor  perf range   TBT range',
    );
    for (const r of rows) {
      const floorLcp = rows.find((f) => f.page === 'floor' && f.formFactor === r.formFactor)!.lcp;
      console.log(
        [
          r.formFactor.padEnd(8),
          r.page.padEnd(15),
          ...CATEGORIES.map((c) => String(Math.round(r.scores[c])).padStart(5)),
          ms(r.fcp).padStart(9),
          ms(r.lcp).padStart(9),
          ms(r.tbt).padStart(9),
          r.cls.toFixed(3).padStart(7),
          `${(r.lcp / floorLcp).toFixed(2)}×`.padStart(10),
          r.perfRange.padStart(11),
          r.tbtRange.padStart(11),
        ].join(' '),
      );
    }
    console.log('');
    console.log('first-load JS (the <script src> of the page, gzip level 9):');
    for (const p of pages) {
      const b = js.get(p.name)!;
      console.log(
        `  ${p.name.padEnd(15)} ${String(b.scripts).padStart(3)} scripts ${`${(b.raw / 1024).toFixed(1)} KB`.padStart(10)} raw ${`${(b.gz / 1024).toFixed(1)} KB`.padStart(9)} gzip`,
      );
    }
    const lost = rows.filter((r) => r.page !== 'floor' && r.lost.length > 0);
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
