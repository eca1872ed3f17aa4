/**
 * Public pages benchmark: builds the web app, starts the product on free ports with a
 * throwaway data dir, and prints for the home page, a category and a post:
 *   - gzip bytes of the JavaScript the page loads (its <script src> chunks; noModule polyfills,
 *     which module-capable browsers skip, are not counted),
 *   - the server response time (median of 50 sequential requests, full body),
 *   - Lighthouse mobile performance, accessibility and SEO when the lighthouse package can run
 *     here with the chromium that scripts/browser.mjs finds (it is not a dependency of the product; otherwise skipped).
 *
 * Usage: npm run bench:public-pages [-- --no-build]
 */
import { freePort } from '../apps/web/e2e/net';
import { paths } from '../packages/shared/src/paths';
import { findBrowser } from '../scripts/browser.mjs';
import { buildWeb, startProduct } from './harness';
import { scriptBytes } from './page-scripts';

const HOME_BUDGET_BYTES = 150 * 1024;
const SAMPLES = 50;
let CHROMIUM: string | undefined;
try {
  CHROMIUM = findBrowser();
} catch {
  CHROMIUM = undefined;
}

async function medianResponseMs(base: string, pagePath: string) {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await fetch(base + encodeURI(pagePath));
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return (times[SAMPLES / 2 - 1]! + times[SAMPLES / 2]!) / 2;
}

type Lighthouse = (
  url: string,
  flags: object,
) => Promise<{ lhr: { categories: Record<string, { score: number }> } }>;

async function loadLighthouse(): Promise<{ run?: Lighthouse; why?: string }> {
  if (!CHROMIUM) return { why: 'no chromium is installed (node scripts/browser.mjs says how)' };
  try {
    const mod = (await import(/* optional */ 'lighthouse' as string)) as { default: Lighthouse };
    return { run: mod.default };
  } catch (err) {
    return { why: `the lighthouse npm package is not installed (${(err as Error).message.split('\n')[0]})` };
  }
}

async function lighthouseScores(run: Lighthouse, url: string) {
  const { chromium } = await import('playwright-core');
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${port}`, '--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const { lhr } = await run(url, {
      port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'seo'],
    });
    const s = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    return `performance ${s('performance')}, accessibility ${s('accessibility')}, SEO ${s('seo')}`;
  } finally {
    await browser.close();
  }
}

async function main() {
  buildWeb();
  const { base, stop } = await startProduct();
  try {
    const api = `${base}/api/v1`;
    const category = (await (await fetch(`${api}/posts/category?pageSize=1`)).json()).results[0];
    const post = (await (await fetch(`${api}/posts?pageSize=1`)).json()).results[0];
    const pages = [
      { name: 'home', path: '/' },
      { name: 'category', path: paths.category(category.nameVi, category.id) },
      { name: 'post', path: paths.detailPost(post.titleVi, post.id) },
    ];
    // Warm up: the first request of each page compiles nothing in production, but fills caches.
    for (const p of pages) await fetch(base + encodeURI(p.path));

    const lh = await loadLighthouse();
    console.log('');
    console.log(
      'page      path                                        scripts   JS raw     JS gzip   median response',
    );
    const results = [];
    for (const p of pages) {
      const js = await scriptBytes(base, p.path);
      const ms = await medianResponseMs(base, p.path);
      results.push({ ...p, ...js, ms });
      console.log(
        `${p.name.padEnd(9)} ${p.path.slice(0, 42).padEnd(43)} ${String(js.scripts).padStart(7)} ${`${(js.raw / 1024).toFixed(1)} KB`.padStart(10)} ${`${(js.gz / 1024).toFixed(1)} KB`.padStart(10)} ${`${ms.toFixed(1)} ms`.padStart(12)}`,
      );
    }
    const home = results[0]!;
    console.log('');
    console.log(
      `home first-load JS: ${(home.gz / 1024).toFixed(1)} KB gzip (budget 150 KB): ${home.gz <= HOME_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET'}`,
    );
    console.log('');
    if (lh.run) {
      for (const p of pages)
        console.log(
          `lighthouse (mobile) ${p.name}: ${await lighthouseScores(lh.run, base + encodeURI(p.path))}`,
        );
    } else {
      console.log(`lighthouse: skipped, ${lh.why}`);
    }
    if (home.gz > HOME_BUDGET_BYTES) process.exitCode = 1;
  } finally {
    await stop();
  }
}

await main();
