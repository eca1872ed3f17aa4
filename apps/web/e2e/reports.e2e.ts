import fs from 'node:fs';
import { presetPeriod } from '@acf/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, shot } from './browser';
import { demoProduct } from './product';

/**
 * The eight report pages on a product started with DEMO_DATA=1 (months of history): a manager
 * opens each, changes the period, sees the chart and the table and downloads the Excel; a
 * customer downloads its own statement from /manager/booking.
 */
const PASSWORD = 'E2e-Reports-Pass1';
const demo = demoProduct(PASSWORD);
const { signedIn } = demo;

/** Waits for the report request of a period, and for the chart to draw at least one bar. */
async function seesChartAndTable(page: Page, kind: string) {
  await page.locator('[data-testid="report-table"]').first().waitFor();
  await page
    .locator('[data-testid="report-chart"] .recharts-bar-rectangle')
    .first()
    .waitFor({ timeout: 30_000 });
  const rows = page.locator('[data-testid="report-table"] tbody tr.ant-table-row');
  await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0);
  // The answer for the period shown is in (no table still loading the next one).
  await page
    .locator('[data-testid="report-table"] .ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached' });
  expect(kind).toBeTruthy();
}

async function changePeriod(page: Page, kind: string, label: string, period: { from: string; to: string }) {
  const [req] = await Promise.all([
    page.waitForRequest(
      (r) => r.url().includes(`/api/v1/reports/${kind}?`) && r.url().includes(`from=${period.from}`),
    ),
    page.locator('[data-testid="period-preset"]').getByText(label, { exact: true }).click(),
  ]);
  expect(new URL(req.url()).searchParams.get('to')).toBe(period.to);
}

async function downloads(page: Page, testId: string, ext: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`[data-testid="${testId}"]`).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${ext}$`));
  const file = await download.path();
  const head = fs.readFileSync(file!).subarray(0, 4).toString('latin1');
  expect(head).toBe(ext === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
  return file!;
}

const PAGES: { path: string; kind: string; title: string }[] = [
  { path: '/manager/pod-report', kind: 'pod', title: 'Báo cáo POD' },
  { path: '/manager/order-remaining', kind: 'outstanding', title: 'Đơn hàng tồn quá 4 ngày' },
  { path: '/manager/report', kind: 'by-staff', title: 'Xuất báo cáo' },
  { path: '/manager/statistical-customer', kind: 'by-customer', title: 'Báo cáo theo khách hàng và sales' },
  {
    path: '/manager/statistical-revenue-customer',
    kind: 'revenue-customers',
    title: 'Báo cáo khách hàng ngoài mạng lưới và lô hàng giảm giá',
  },
  { path: '/manager/statistical-service', kind: 'by-service', title: 'Báo cáo theo dịch vụ' },
  { path: '/manager/statistical-margin', kind: 'margin', title: 'Lợi nhuận gộp' },
];

describe('reports', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedIn('demo_manager'));
  });
  afterAll(async () => context?.close());

  for (const p of PAGES) {
    it(`[MANAGER] ${p.path}: changes the period, sees the chart and the table, downloads the Excel`, async () => {
      await page.goto(p.path);
      await page.getByRole('heading', { name: p.title }).waitFor();
      if (p.kind === 'outstanding') {
        // No period by default: every outstanding booking, oldest first.
        await seesChartAndTable(page, p.kind);
        await changePeriod(page, p.kind, 'Tháng trước', presetPeriod('lastMonth'));
      } else {
        await changePeriod(page, p.kind, 'Tháng trước', presetPeriod('lastMonth'));
        await seesChartAndTable(page, p.kind);
      }
      await shot(page, `reports-${p.kind}-desktop`);
      await downloads(page, 'export-excel', 'xlsx');
    }, 90_000);
  }

  it('[MANAGER] /manager/list: picks a customer, changes the period, downloads Excel and PDF', async () => {
    await page.goto('/manager/list');
    await page.getByRole('heading', { name: 'Bảng kê' }).waitFor();
    await page.locator('[data-testid="report-customer"]').click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').first().click();
    // The picker's list closes with an animation: wait until it is gone before the next click.
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await seesChartAndTable(page, 'statement');
    // Last month is the statement's default; this month is a new request.
    await changePeriod(page, 'statement', 'Tháng này', presetPeriod('thisMonth'));
    await seesChartAndTable(page, 'statement');
    await page.locator('[data-testid^="total-"]').first().waitFor();
    await shot(page, 'reports-statement-desktop');
    await downloads(page, 'export-excel', 'xlsx');
    await downloads(page, 'export-pdf', 'pdf');
  }, 90_000);

  it('[MANAGER] applies a checkpoint to a selection of outstanding orders', async () => {
    await page.goto('/manager/order-remaining');
    await seesChartAndTable(page, 'outstanding');
    const rows = page.locator('[data-testid="report-table"] tbody tr.ant-table-row');
    const before = await rows.count();
    const first = (await rows.first().locator('td').nth(2).innerText()).trim();
    await rows.first().locator('.ant-checkbox-input').check();
    // The checkpoint keeps the status by default: an event at the place (a status with a record of
    // its own, an exception, is raised on its own page).
    expect(await page.locator('[data-testid="checkpoint-status"]').innerText()).toContain('Giữ trạng thái');
    await page.locator('[data-testid="checkpoint-place"]').fill('Tokyo');
    const [res] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/checkpoints') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Cập nhật checkpoint' }).click(),
    ]);
    expect(res.status()).toBe(200);
    expect((await res.json()).applied).toBe(1);
    // A new event: it leaves the outstanding list.
    await expect
      .poll(() => page.locator('[data-testid="report-table"]').innerText(), { timeout: 15_000 })
      .not.toContain(first);
    expect(await rows.count()).toBeLessThanOrEqual(before);
  }, 90_000);

  it('[MANAGER] a report whose request fails says so, instead of an empty table', async () => {
    await page.route('**/api/v1/reports/pod?**', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'UNAVAILABLE', message: 'Máy chủ đang bận' }),
      }),
    );
    try {
      await page.goto('/manager/pod-report');
      const alert = page.getByTestId('report-error');
      await alert.waitFor();
      expect(await alert.textContent()).toContain('Không tải được báo cáo');
      expect(await page.getByTestId('report-table').count()).toBe(0);
    } finally {
      await page.unroute('**/api/v1/reports/pod?**');
    }
  }, 90_000);

  it('[MANAGER] a report reads on a phone, in English', async () => {
    // Signed in with English chosen as the switch stores it (local storage, mirrored to a cookie).
    const phone = await signedIn('demo_manager', PHONE, 'en');
    await phone.page.goto('/manager/statistical-service');
    await phone.page.getByRole('heading', { name: 'Report by service' }).waitFor();
    await seesChartAndTable(phone.page, 'by-service');
    await shot(phone.page, 'reports-by-service-phone-en');
    await phone.context.close();
  }, 90_000);

  it('[MANAGER] the gross margin reads on a phone, in English, grouped by customer', async () => {
    const phone = await signedIn('demo_manager', PHONE, 'en');
    await phone.page.goto('/manager/statistical-margin');
    await phone.page.getByRole('heading', { name: 'Gross margin' }).waitFor();
    await changePeriod(phone.page, 'margin', 'Last month', presetPeriod('lastMonth'));
    await seesChartAndTable(phone.page, 'margin');
    const [req] = await Promise.all([
      phone.page.waitForRequest(
        (r) => r.url().includes('/api/v1/reports/margin?') && r.url().includes('groupBy=customer'),
      ),
      phone.page.locator('[data-testid="group-by"]').getByText('By customer', { exact: true }).click(),
    ]);
    expect(new URL(req.url()).searchParams.get('from')).toBe(presetPeriod('lastMonth').from);
    await seesChartAndTable(phone.page, 'margin');
    // The demo history has shipments priced with no COST card: said, not counted as margin.
    await phone.page.getByTestId('margin-no-cost').waitFor();
    expect(await phone.page.getByTestId('margin-total').textContent()).toContain('VND');
    // The table scrolls in its frame; the page itself does not scroll sideways on a phone.
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(phone.page, 'reports-margin-phone-en');
    await phone.context.close();
  }, 90_000);
});

describe('customer statement', () => {
  it('[CUSTOMER] downloads its own statement from /manager/booking', async () => {
    const { context, page } = await signedIn('demo_shop');
    await page.goto('/manager/booking');
    await page.locator('[data-testid="customer-statement"]').waitFor();
    const xlsx = await downloads(page, 'export-excel', 'xlsx');
    expect(fs.statSync(xlsx).size).toBeGreaterThan(3000);
    await downloads(page, 'export-pdf', 'pdf');
    await shot(page, 'reports-customer-statement');
    await context.close();
  }, 90_000);
});
