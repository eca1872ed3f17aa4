import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };
/** A current large phone. */
export const PHONE_TALL = { width: 390, height: 844 };

export async function newPage(
  browser: Browser,
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: inject('baseURL'), viewport, locale: 'vi-VN' });
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots land in test-results/ for a person to look at: the whole page, or what the screen shows. */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  const dir = path.resolve('test-results/screenshots');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
