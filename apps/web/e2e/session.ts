import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newCustomer, PASSWORD } from './accounts-helpers';
import { DESKTOP } from './browser';

export interface Session {
  context: BrowserContext;
  page: Page;
  /** The access token, for API calls the test makes as this user. */
  token: string;
}

/**
 * A browser context signed in as `username` (password PASSWORD unless told) on the suite's
 * product (unless `baseURL` names another): the login goes through the API and the session is
 * stored the way the app stores it (seed §3 keys), with the page language in local storage and
 * its cookie, so the first page drawn is already in that language. The page is left on
 * /tracking (a page of this origin that needs no session).
 */
export async function signedIn(
  browser: Browser,
  o: {
    baseURL?: string;
    username: string;
    password?: string;
    viewport?: { width: number; height: number };
    lang?: 'vi' | 'en';
  },
): Promise<Session> {
  const lang = o.lang ?? 'vi';
  const baseURL = o.baseURL ?? inject('baseURL');
  const context = await browser.newContext({
    baseURL,
    viewport: o.viewport ?? DESKTOP,
    locale: lang === 'vi' ? 'vi-VN' : 'en-US',
    acceptDownloads: true,
  });
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }]);
  const page = await context.newPage();
  const res = await page.request.post('/api/v1/auth/login', {
    data: { username: o.username, password: o.password ?? PASSWORD },
  });
  expect(res.status(), `login of ${o.username}`).toBe(200);
  const body = (await res.json()) as AuthAnswer;
  await openSession(page, body, lang);
  return { context, page, token: body.tokens.access.token };
}

export interface AuthAnswer {
  user: unknown;
  tokens: { access: { token: string }; refresh: { token: string } };
}

/**
 * Stores what a login answered in the page's origin as the app does (seed §3 keys), and the
 * language as the switch stores it (local storage, mirrored to the `lang` cookie) when given.
 */
export async function storeSession(page: Page, body: AuthAnswer, lang?: 'vi' | 'en') {
  await page.evaluate(
    ([s, l]) => {
      localStorage.setItem('access_token', s.tokens.access.token);
      localStorage.setItem('refresh_token', s.tokens.refresh.token);
      localStorage.setItem('user', JSON.stringify(s.user));
      if (l) localStorage.setItem('lang', l);
    },
    [body, lang ?? null] as const,
  );
}

/** Opens a page of this origin that needs no session (/tracking) and stores `body`'s session there. */
export async function openSession(page: Page, body: AuthAnswer, lang?: 'vi' | 'en') {
  await page.goto('/tracking');
  await storeSession(page, body, lang);
}

/** A new customer registered through the API (a shop's owner, Trần Thị Mai), signed in on `page`. */
export async function registerCustomer(page: Page): Promise<AuthAnswer> {
  const { auth } = await newCustomer({ page, password: 'Secret#123' });
  await openSession(page, auth);
  return auth;
}
