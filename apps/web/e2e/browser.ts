import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/**
 * The browser that scripts/browser.mjs found (Debian's chromium by default), with the flags
 * this environment needs (no downloads, no background traffic). Playwright gives every launch a fresh, throwaway user-data dir of its own.
 * `extraArgs` for a test's own launch (the camera test's fake camera).
 */
export async function launch(
  extraArgs: string[] = [],
): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: inject('chromiumPath'),
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  return {
    browser,
    close: () => browser.close(),
  };
}

/**
 * The file's browser: launched before its tests, closed after them. What it returns stands for
 * that browser (it passes each call on), so a test uses it as it would the browser itself.
 */
export function fileBrowser(extraArgs: string[] = []): Browser {
  let launched: Awaited<ReturnType<typeof launch>> | undefined;
  beforeAll(async () => {
    launched = await launch(extraArgs);
  });
  afterAll(async () => launched?.close());
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!launched) throw new Error('the file browser is launched in beforeAll');
      const value = Reflect.get(launched.browser, key);
      return typeof value === 'function' ? value.bind(launched.browser) : value;
    },
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
/** A current large phone. */
export const PHONE_TALL = { width: 390, height: 844 };

/** A page of the suite's product in a new context; with `lang`, the language cookie a visitor's switch sets. */
export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
  lang?: 'vi' | 'en',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('baseURL'), viewport, locale: 'vi-VN' });
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: inject('baseURL') }]);
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots land in test-results/ for a person to look at: the whole page, or what the screen shows. */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = path.resolve('test-results/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
