import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CUSTOMER_ENTRIES, SIDEBAR } from '@acf/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, fileBrowser, PHONE, PHONE_TALL } from './browser';
import { PAGES, type Who } from './pages';

/**
 * Every page of PAGES, as each of its users, at desktop width (and phone width for public pages):
 * no WCAG 2.0–2.2 A/AA violation found by axe, no console error, no failed request.
 */

/**
 * antd's English strings (its en_US locale where vi_VN says otherwise): none may show on a
 * Vietnamese page, in text, placeholders, labels or titles (pagination, empty states, pickers).
 */
function antdEnglish(): Set<string> {
  const en = require('antd/locale/en_US').default;
  const vi = require('antd/locale/vi_VN').default;
  const out = new Set<string>();
  const walk = (a: Record<string, unknown>, b: Record<string, unknown> | undefined) => {
    for (const [k, v] of Object.entries(a)) {
      const w = b?.[k];
      if (typeof v === 'string') {
        if (v !== w && v.length >= 4 && /[a-z]{2}/i.test(v) && !v.includes('${') && v !== 'en_US') out.add(v);
      } else if (v && typeof v === 'object') walk(v as Record<string, unknown>, w as Record<string, unknown>);
    }
  };
  walk(en, vi);
  return out;
}
const require = createRequire(import.meta.url);
const ENGLISH = antdEnglish();
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function englishShown(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) out.push((n.textContent ?? '').trim());
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title]'))
      for (const a of ['placeholder', 'aria-label', 'title']) out.push(el.getAttribute(a) ?? '');
    return out;
  });
  return [...new Set(shown.filter((t) => ENGLISH.has(t)))];
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const browser = fileBrowser();
const contexts = new Map<string, Promise<BrowserContext>>();

interface Session {
  tokens: { access: { token: string }; refresh: { token: string } };
  user: unknown;
}

async function sessionOf(who: Who): Promise<Session | null> {
  if (who === 'visitor') return null;
  const base = inject('baseURL');
  const post = (url: string, data: unknown) =>
    fetch(`${base}/api/v1${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
  if (who === 'admin') {
    const res = await post('/auth/login', { username: 'admin', password: inject('adminPassword') });
    expect(res.status).toBe(200);
    return (await res.json()) as Session;
  }
  const username = `a11y_${randomUUID().slice(0, 8)}`;
  const res = await post('/auth/register', {
    username,
    password: 'Secret#123',
    email: `${username}@example.vn`,
    fullName: 'Phạm Thu Hà',
    phone: '0901234567',
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Session;
}

/** One browser context per user and width, logged in before any page of it loads. */
function contextFor(who: Who, phone: boolean): Promise<BrowserContext> {
  const key = `${who}-${phone}`;
  // The promise is kept, so pages checked at the same time share one context and one sign-in.
  let context = contexts.get(key);
  if (!context) {
    context = (async () => {
      const c = await browser.newContext({
        baseURL: inject('baseURL'),
        viewport: phone ? PHONE : DESKTOP,
        locale: 'vi-VN',
      });
      const session = await sessionOf(who);
      if (session)
        await c.addInitScript((s) => {
          if (localStorage.getItem('access_token')) return;
          localStorage.setItem('access_token', s.tokens.access.token);
          localStorage.setItem('refresh_token', s.tokens.refresh.token);
          localStorage.setItem('user', JSON.stringify(s.user));
        }, session);
      return c;
    })();
    contexts.set(key, context);
  }
  return context;
}

/** Opens `target` and waits until it has settled: network idle, no spinner, fonts loaded. */
async function open(page: Page, target: string) {
  await page.goto(target);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton-active'));
  await page.evaluate(() => document.fonts.ready);
  // React has taken the page over: before that, a button that waits for it is disabled (on a busy
  // machine the page can stay still for longer than the wait below before hydration starts).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-live'));
  // Colours are judged at rest: nothing animating (a spinner's endless turn aside) and the page
  // unchanged for 300 ms. A button that turns live once the page hydrates fades from its disabled
  // colours over 0.2 s, which on a busy machine can start after the network is idle: axe once
  // read its contrast halfway through the fade.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = performance.now();
        const changes = new MutationObserver(() => {
          last = performance.now();
        });
        changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        const check = () => {
          const moving = document
            .getAnimations()
            .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
          if (moving) last = performance.now();
          if (performance.now() - last < 300) return void setTimeout(check, 50);
          changes.disconnect();
          resolve();
        };
        check();
      }),
  );
}

interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; failureSummary: string }[];
}

async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
    const result = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations as Violation[];
  }, WCAG_TAGS);
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary.split('\n')[1]?.trim()}`,
    ),
  );
}

const cases = PAGES.flatMap((p) =>
  p.as.flatMap((who) => {
    const widths = who === 'visitor' ? [false, true] : [false];
    return widths.map((phone) => ({ listed: p, who, phone }));
  }),
);

describe('every page', () => {
  it('is in the list: each route of the app has an entry in PAGES', () => {
    const app = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../src/app');
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(dir, e.name));
        else if (e.name === 'page.tsx') {
          const rel = path
            .relative(app, dir)
            .split(path.sep)
            .filter((s) => !/^\(.*\)$/.test(s));
          routes.push(`/${rel.join('/')}`);
        }
      }
    };
    walk(app);
    const listed = new Set(PAGES.map((p) => p.route));
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => !listed.has(r))).toEqual([]);
  });

  it("knows antd's English strings, the ones a Vietnamese page must not show", () => {
    for (const s of ['Select date', 'Go to', 'Previous Page', 'Next Page'])
      expect(ENGLISH.has(s), s).toBe(true);
  });

  // A few pages at a time, each in its own tab: most of a page's check is waiting for its network
  // to be idle for half a second (maxConcurrency, vitest.config.ts).
  it.concurrent.for(
    cases.map((c) => ({ ...c, name: `${c.listed.route} as ${c.who}${c.phone ? ' (phone)' : ''}` })),
  )(
    '$name: no WCAG A/AA violation, no console error, no failed request, no antd English',
    async ({ listed, who, phone }, { expect }) => {
      const context = await contextFor(who, phone);
      const page = await context.newPage();
      const problems: string[] = [];
      let target = '';
      const expected404 = (status: number, url: string) =>
        Boolean(listed.notFound) && status === 404 && new URL(url).pathname === target;
      page.on('console', (m) => {
        if (m.type() !== 'error') return;
        if (/status of 404/.test(m.text()) && expected404(404, m.location().url)) return;
        problems.push(`console: ${m.text()} ${m.location().url}`);
      });
      page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
      page.on('response', (r) => {
        // The not-found pages answer 404 by design; nothing else may fail.
        if (r.status() >= 400 && !(r.request().isNavigationRequest() && expected404(r.status(), r.url())))
          problems.push(`${r.status()} ${r.url()}`);
      });
      target = typeof listed.path === 'function' ? await listed.path(page) : (listed.path ?? listed.route);
      await open(page, target);
      const found = await axe(page);
      for (const e of await englishShown(page)) problems.push(`English on a Vietnamese page: "${e}"`);
      await page.close();
      expect({ page: target, problems, violations: found }).toEqual({
        page: target,
        problems: [],
        violations: [],
      });
    },
  );
});

/** The sidebar's words in one language, as the message file has them. */
function sidebarWords(lang: 'vi' | 'en'): Record<string, string> {
  const file = path.resolve(
    path.dirname(new URL(import.meta.url).pathname),
    `../src/messages/${lang}/sidebar.json`,
  );
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

describe('every sidebar entry', () => {
  // Each holder in both languages and at both widths, in two runs each (the language and the
  // width do not depend on each other).
  const cases = (['admin', 'customer'] as const).flatMap((who) =>
    [
      { lang: 'vi', phone: true },
      { lang: 'en', phone: false },
    ].map(({ lang, phone }) => ({
      who,
      lang: lang as 'vi' | 'en',
      phone,
      name: `${who}, ${lang}, ${phone ? 390 : 1280} px`,
    })),
  );

  // Reached as a user reaches them, by the sidebar (opened from its button on a phone): each page
  // has one h1, and its words are the entry's. The administrator holds every permission, so sees
  // every staff entry; a customer sees its own entries.
  it.for(cases)(
    '$name: opens a page whose one h1 is the entry title',
    { timeout: 400_000 },
    async ({ who, lang, phone }) => {
      const base = inject('baseURL');
      const words = sidebarWords(lang);
      const context = await browser.newContext({
        baseURL: base,
        viewport: phone ? PHONE_TALL : DESKTOP,
        locale: lang === 'vi' ? 'vi-VN' : 'en-US',
      });
      await context.addCookies([{ name: 'lang', value: lang, url: base }]);
      const session = await sessionOf(who);
      await context.addInitScript(
        ([s, l]) => {
          if (localStorage.getItem('access_token')) return;
          localStorage.setItem('access_token', s!.tokens.access.token);
          localStorage.setItem('refresh_token', s!.tokens.refresh.token);
          localStorage.setItem('user', JSON.stringify(s!.user));
          localStorage.setItem('lang', l);
        },
        [session, lang] as const,
      );
      const page = await context.newPage();
      await page.goto('/manager');
      await page.waitForSelector('[data-testid=manager-username]');
      const entries = (who === 'customer' ? CUSTOMER_ENTRIES : SIDEBAR).flatMap((e) => e.children ?? [e]);
      const seen: { path: string; link: string; h1: string[] }[] = [];
      for (const e of entries) {
        if (phone) await page.click('[data-testid=sidebar-open]');
        const link = page.locator(`[data-testid=sidebar] [data-testid=sidebar-${e.key}]`);
        // A report sits in the Reports group: opened the first time.
        if (!(await link.isVisible()))
          await page.click('[data-testid=sidebar] [data-testid=sidebar-reports]');
        const text = (await link.textContent()) ?? '';
        await link.click();
        await page.waitForURL(`**/manager${e.path}`);
        // The page's heading, once drawn; what is there after 10 s is reported otherwise (the test's
        // time allows 10 s for every entry, so a product without the headings fails with the list).
        await page
          .waitForFunction(
            (t) => [...document.querySelectorAll('h1')].some((h) => h.textContent === t),
            text,
            {
              timeout: 10_000,
            },
          )
          .catch(() => undefined);
        seen.push({ path: e.path, link: text, h1: await page.locator('h1').allTextContents() });
      }
      await context.close();
      expect(seen).toEqual(entries.map((e) => ({ path: e.path, link: words[e.key], h1: [words[e.key]] })));
    },
  );
});
