import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, PHONE, shot } from './browser';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launch());
});
afterAll(async () => {
  await close?.();
});

describe('[VISITOR] language', () => {
  it('renders Vietnamese first, switches to English, and the server renders English after a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    await expect.poll(() => page.textContent('[data-testid=home-title]')).toBe('Chuyển phát nhanh quốc tế');

    await page.click('[data-testid=lang-en]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.textContent('[data-testid=home-title]')).toBe('International express delivery');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    // The server-rendered HTML itself is English (no client-side swap after load).
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="en"');
    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await shot(page, 'language-en-desktop');
    await context.close();
  });

  it('applies the language kept in local storage when the cookie is gone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await context.clearCookies();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.textContent('[data-testid=home-title]')).toBe('International express delivery');
    await shot(page, 'language-en-phone');
    await context.close();
  });
});
