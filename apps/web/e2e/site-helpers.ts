import type { Page } from 'playwright-core';
import { inject } from 'vitest';

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
  const drawerSwitch = page.locator(`[data-testid=drawer] [data-testid=lang-${lang}]`);
  const topSwitch = page.locator(`header [data-testid=lang-${lang}]`).first();
  if (await topSwitch.isVisible()) await topSwitch.click();
  else await drawerSwitch.click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}
