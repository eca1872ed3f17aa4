import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { createStaff, loginThroughPage, PASSWORD } from './accounts-helpers';
import { fileBrowser, newPage } from './browser';

/**
 * Every page carries a Content-Security-Policy whose scripts need this response's nonce (Next's
 * own script tags carry it), no eval in production, and may not be framed; with nosniff and a
 * Referrer-Policy. The pages still run under it: no violation is reported, and the login works.
 */
const browser = fileBrowser();

const PAGES = ['/', '/tracking', '/surcharges', '/register', '/login', '/manager/booking'];

function directives(policy: string) {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** Violations the page reports, and console errors that name the policy. */
async function watch(page: Page) {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /content security policy/i.test(m.text())) seen.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(
        `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
      );
    });
  });
  return async () => [
    ...seen,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

describe('[VISITOR] security headers of the web pages', () => {
  it.each(PAGES)('%s: a nonce policy without eval, never framed, nosniff, Referrer-Policy', async (path) => {
    const base = inject('baseURL');
    const first = await fetch(`${base}${path}`, { redirect: 'manual' });
    const html = await first.text();
    const policy = first.headers.get('content-security-policy') ?? '';
    const d = directives(policy);
    const script = d.get('script-src') ?? [];
    const nonce = script.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
    expect(nonce, policy).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(script).not.toContain("'unsafe-eval'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('base-uri')).toEqual(["'self'"]);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    // Each script tag of the page carries this response's nonce; the next response has another.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag, tag).toContain(`nonce="${nonce}"`);
    const second = await fetch(`${base}${path}`, { redirect: 'manual' });
    await second.arrayBuffer();
    expect(second.headers.get('content-security-policy')).not.toBe(policy);
  });

  it('the public pages run under the policy: no violation, the client takes over', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watch(page);
    for (const path of ['/', '/tracking', '/surcharge-check']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Next's client runtime ran (its scripts were allowed): the router is there.
      expect(await page.evaluate(() => typeof (window as unknown as { next?: unknown }).next)).toBe('object');
    }
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it('the back office runs under the policy: a staff member signs in and sees the sidebar', async () => {
    const staff = await createStaff('MANAGER');
    const { context, page } = await newPage(browser);
    const violations = await watch(page);
    const landed = await loginThroughPage(page, staff.username, PASSWORD);
    expect(landed.startsWith('/manager/')).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
