import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** Logs the seeded administrator in through the API and stores the session the way the app does. */
export async function loginInBrowser(page: Page, username = 'admin', password = inject('adminPassword')) {
  const res = await page.request.post('/api/v1/auth/login', { data: { username, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as {
    tokens: { access: { token: string }; refresh: { token: string } };
    user: unknown;
  };
  await page.evaluate((b) => {
    localStorage.setItem('access_token', b.tokens.access.token);
    localStorage.setItem('refresh_token', b.tokens.refresh.token);
    localStorage.setItem('user', JSON.stringify(b.user));
  }, body);
  return body;
}

export async function setLanguage(page: Page, lang: 'vi' | 'en') {
  const current = await page.getAttribute('html', 'lang');
  if (current === lang) return;
  // With the drawer open, its own switch is the one a visitor can reach.
  const drawerOpen = (await page.getAttribute('[data-testid=drawer]', 'data-open')) === 'true';
  await page
    .locator(`${drawerOpen ? '[data-testid=drawer]' : 'header'} [data-testid=lang-${lang}]`)
    .first()
    .click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** Opens the phone drawer; a click that lands before the page has hydrated is tried again. */
export async function openDrawer(page: Page) {
  await expect
    .poll(
      async () => {
        if (!(await page.isVisible('[data-testid=drawer-menu]')))
          await page.click('[data-testid=drawer-open]');
        return page.isVisible('[data-testid=drawer-menu]');
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toBe(true);
}
