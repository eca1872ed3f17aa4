import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { fileBrowser, PHONE, shot } from './browser';
import { signedIn } from './session';

/**
 * A list that cannot be read is not an empty list: when its request is refused (403) or fails
 * (500), each back-office list page says so in words, with the API's reason, and never shows
 * the empty state "Trống". The fault is injected at the browser's network layer; "Thử lại" then
 * asks the real API again and the real rows appear.
 */
const browser = fileBrowser();

/** Each list page, the list request it makes, and where its error shows. */
const LISTS: { page: string; api: RegExp; error?: string }[] = [
  { page: '/manager/employee', api: /\/api\/v1\/staff(\?|$)/ },
  { page: '/manager/customer', api: /\/api\/v1\/customers(\?|$)/ },
  { page: '/manager/order', api: /\/api\/v1\/bookings(\?|$)/ },
  { page: '/manager/booking', api: /\/api\/v1\/bookings(\?|$)/ },
  { page: '/manager/history', api: /\/api\/v1\/history(\?|$)/ },
  { page: '/manager/catergory-master', api: /\/api\/v1\/posts\/category(\?|$)/ },
  { page: '/manager/home-manager', api: /\/api\/v1\/homepage\/admin(\?|$)/ },
  { page: '/manager/role-permission', api: /\/api\/v1\/roles(\?|$)/ },
  { page: '/manager/manifest', api: /\/api\/v1\/manifests(\?|$)/ },
  { page: '/manager/operate', api: /\/api\/v1\/operations\/exceptions(\?|$)/ },
  { page: '/manager/notifications', api: /\/api\/v1\/notifications(\?|$)/ },
  { page: '/manager/assign-pick-up', api: /\/api\/v1\/pickups\/assignable(\?|$)/, error: 'assignable-error' },
  { page: '/manager/pickup', api: /\/api\/v1\/pickups\/overview(\?|$)/, error: 'pickup-error' },
  { page: '/manager/pod-report', api: /\/api\/v1\/reports\/pod(\?|$)/, error: 'report-error' },
  { page: '/manager/order-remaining', api: /\/api\/v1\/reports\/outstanding(\?|$)/, error: 'report-error' },
  { page: '/manager/report', api: /\/api\/v1\/reports\/by-staff(\?|$)/, error: 'report-error' },
  {
    page: '/manager/statistical-customer',
    api: /\/api\/v1\/reports\/by-customer(\?|$)/,
    error: 'report-error',
  },
  {
    page: '/manager/statistical-revenue-customer',
    api: /\/api\/v1\/reports\/revenue-customers(\?|$)/,
    error: 'report-error',
  },
  {
    page: '/manager/statistical-service',
    api: /\/api\/v1\/reports\/by-service(\?|$)/,
    error: 'report-error',
  },
  { page: '/manager/invoices', api: /\/api\/v1\/invoices(\?|$)/ },
  {
    page: '/manager/statistical-receivables',
    api: /\/api\/v1\/reports\/receivables(\?|$)/,
    error: 'report-error',
  },
  { page: '/administrator', api: /\/api\/v1\/admin\/users(\?|$)/ },
];

const REASON = 'Quyền xem danh sách đã bị thu hồi';

async function shows(page: Page, testId: string, text: string) {
  const box = page.locator(`[data-testid=${testId}]`).first();
  await box.waitFor().catch((err: Error) => {
    throw new Error(`${new URL(page.url()).pathname}: no ${testId} (${err.message.split('\n')[0]})`);
  });
  await expect.poll(() => box.textContent()).toContain(text);
  expect(await page.getByText('Trống', { exact: true }).count(), new URL(page.url()).pathname).toBe(0);
}

describe('[ADMIN] a list that cannot be read says why, never "Trống"', () => {
  it('each list page, refused (403) and failing (500), at desktop width', async () => {
    const s = await signedIn(browser, {
      username: 'admin',
      password: inject('adminPassword'),
    });
    const seen: string[] = [];
    for (const list of LISTS) {
      await s.page.route(list.api, (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 403, json: { code: 'FORBIDDEN', message: REASON } })
          : route.fallback(),
      );
      await s.page.goto(list.page);
      await shows(s.page, list.error ?? 'list-error', REASON);
      if (!list.error) {
        expect(await s.page.locator('[data-testid=list-error]').first().textContent()).toContain(
          'Bạn không có quyền xem danh sách này',
        );
      }
      await s.page.unroute(list.api);
      seen.push(list.page);
    }
    expect(seen).toHaveLength(LISTS.length);

    // A server fault: said in words, with a way to ask again that reaches the real list.
    let failing = true;
    await s.page.route(/\/api\/v1\/staff(\?|$)/, (route) =>
      failing
        ? route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Lỗi máy chủ' } })
        : route.fallback(),
    );
    await s.page.goto('/manager/employee');
    // A server fault is asked again (seed §9) before the page gives up and says so.
    await shows(s.page, 'list-error', 'Không tải được danh sách');
    await shot(s.page, 'list-error-500-desktop');
    failing = false;
    await s.page.click('[data-testid=list-retry]');
    await s.page.locator('[data-testid=staff-table] .ant-table-row').first().waitFor();
    expect(await s.page.locator('[data-testid=list-error]').count()).toBe(0);
    await s.context.close();
  }, 240_000);

  it('in English on a phone', async () => {
    const s = await signedIn(browser, {
      username: 'admin',
      password: inject('adminPassword'),
      viewport: PHONE,
      lang: 'en',
    });
    await s.page.route(/\/api\/v1\/bookings(\?|$)/, (route) =>
      route.fulfill({
        status: 403,
        json: { code: 'FORBIDDEN', message: 'Your role may no longer list bookings' },
      }),
    );
    await s.page.goto('/manager/order');
    await shows(s.page, 'list-error', 'You may not see this list');
    expect(await s.page.textContent('[data-testid=list-error]')).toContain(
      'Your role may no longer list bookings',
    );
    expect(await s.page.getByText('No data', { exact: true }).count()).toBe(0);
    await shot(s.page, 'list-error-403-en-phone');
    await s.context.close();
  }, 120_000);
});
