import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { type AuthAnswer, storeSession } from './session';

/** Logs the seeded administrator in through the API and stores the session the way the app does. */
export async function loginInBrowser(page: Page, username = 'admin', password = inject('adminPassword')) {
  const res = await page.request.post('/api/v1/auth/login', { data: { username, password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as AuthAnswer;
  await storeSession(page, body);
  return body;
}

export async function setLanguage(page: Page, lang: 'vi' | 'en') {
  const current = await page.getAttribute('html', 'lang');
  if (current === lang) return;
  // With the drawer open, its own switch is the one a visitor can reach.
  const drawerOpen = await page.isVisible('[data-testid=drawer]');
  await page
    .locator(`${drawerOpen ? '[data-testid=drawer]' : 'header'} [data-testid=lang-${lang}]`)
    .first()
    .click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** Opens the phone drawer: a native <details>, so one tap does it, hydrated or not. */
export async function openDrawer(page: Page) {
  await page.click('[data-testid=drawer-toggle]');
  await page.waitForSelector('[data-testid=drawer]', { state: 'visible', timeout: 5000 });
}

/** The same control, shown as a cross on the open drawer, closes it. */
export async function closeDrawer(page: Page) {
  await page.click('[data-testid=drawer-toggle]');
  await page.waitForSelector('[data-testid=drawer]', { state: 'hidden', timeout: 5000 });
}

/** Opens the drawer's submenu under the item titled `title` (an accordion, collapsed at first). */
export async function openSubmenu(page: Page, title: string) {
  await page
    .locator('[data-testid=drawer-menu] li', {
      has: page.locator(`[data-testid=header-menu-link]:text-is("${title}")`),
    })
    .locator('[data-testid=drawer-submenu-toggle]')
    .click();
}
