import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createCustomerBooking } from './accounts-helpers';
import { fileBrowser, shot } from './browser';
import { signedIn } from './session';

/**
 * The back office on an office screen (1366 × 768): every list fits its page without a sticky
 * column covering others, tags are never cut off, and the sidebar's background reaches the
 * bottom of a long page.
 */
const browser = fileBrowser();
const OFFICE = { width: 1366, height: 768 };

beforeAll(async () => {
  // At least one row in the order lists.
  await createCustomerBooking();
});

/** What overflows on the page: tables wider than their box, tags cut short. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const t of document.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body'))
      if (t.scrollWidth > t.clientWidth + 1) out.push(`table ${t.scrollWidth} > ${t.clientWidth}`);
    for (const tag of document.querySelectorAll<HTMLElement>('.ant-tag'))
      if (tag.scrollWidth > tag.clientWidth + 1) out.push(`tag "${tag.textContent}"`);
    if (document.documentElement.scrollWidth > window.innerWidth) out.push('page scrolls sideways');
    return out;
  });
}

describe('[ADMIN] the back office at 1366 px', () => {
  it('lists fit, tags are whole, the sidebar reaches the bottom', async () => {
    const s = await signedIn(browser, {
      username: 'admin',
      password: inject('adminPassword'),
      viewport: OFFICE,
    });
    for (const [path, table] of [
      ['/manager/order', 'bookings-table'],
      ['/manager/booking', 'bookings-table'],
      ['/manager/customer', 'customer-table'],
      ['/manager/employee', 'staff-table'],
    ] as const) {
      await s.page.goto(path);
      await s.page.locator(`[data-testid=${table}] .ant-table-row`).first().waitFor();
      expect(await overflow(s.page), path).toEqual([]);
    }
    await s.page.goto('/manager/order');
    await s.page.locator('[data-testid=bookings-table] .ant-table-row').first().waitFor();
    await shot(s.page, 'orders-1366');
    // A long page (the role matrix), scrolled to its end: the sidebar still fills the height.
    await s.page.goto('/manager/role-permission');
    await s.page.locator('[data-testid=roles-page] .ant-table-row').first().waitFor();
    await s.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const sider = await s.page.evaluate(() => {
      const el = document.querySelector('.ant-layout-sider');
      const r = el?.getBoundingClientRect();
      return r ? { top: r.top, bottom: r.bottom, bg: getComputedStyle(el!).backgroundColor } : null;
    });
    expect(sider).not.toBeNull();
    expect(sider!.top).toBeLessThanOrEqual(0);
    // Within a pixel: the browser lays the 100vh box out on sub-pixels (767.75 of 768).
    expect(sider!.bottom).toBeGreaterThanOrEqual(OFFICE.height - 1);
    await s.context.close();
  }, 120_000);
});
