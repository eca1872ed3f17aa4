import { SERVICES, type TBooking } from '@acf/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  api,
  createStaff,
  customerWithBooking,
  manifestWith,
  receiveAtCounter,
  tokenOf,
  yamatoManifest,
} from './accounts-helpers';
import { DESKTOP, fileBrowser, PHONE_TALL, shot } from './browser';
import { startProduct } from './product';
import { signedIn as signIn } from './session';

/**
 * Issue 32 items 5, 7 and 9 on the report screens, at 1280 and 390 px, in Vietnamese and
 * English: a delivery recorded by the Yamato South agent with a photo and a signature shows its
 * receiver and opens both proofs from the POD report; the statement names its billing rule and
 * its chart's bars say what they count; services are in words; the key columns stay within the
 * window; no report name in the sidebar is cut.
 */
const browser = fileBrowser();
let manager: { username: string };
let delivered: TBooking;
let customerCode = '';

const WORDS = {
  vi: {
    pod: 'Báo cáo POD',
    photo: 'Ảnh',
    signature: 'Chữ ký',
    statement: 'Bảng kê',
    rule: 'Bảng kê chỉ tính cước những đơn công ty đã vận chuyển',
    bar: 'Số đơn tính cước bằng',
    thisMonth: 'Tháng này',
    express: 'Chuyển phát nhanh',
    total: 'Thành tiền',
    age: 'Thời gian tồn',
    change: 'Thay đổi',
    openMenu: 'Mở menu',
  },
  en: {
    pod: 'POD report',
    photo: 'Photo',
    signature: 'Signature',
    statement: 'Statement',
    rule: 'A statement bills only what the company carried',
    bar: 'Shipments billed in',
    thisMonth: 'This month',
    express: 'Express',
    total: 'Total',
    age: 'Waiting',
    change: 'Change',
    openMenu: 'Open the menu',
  },
} as const;
type Lang = keyof typeof WORDS;

async function podFile(partnerToken: string, manifestId: string, color: string) {
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: color } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'pod.png');
  const res = await fetch(`${inject('baseURL')}/api/v1/manifests/${manifestId}/pod-files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${partnerToken}` },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  manager = await createStaff('MANAGER');
  const warehouse = await tokenOf((await createStaff('WAREHOUSE_OPERATOR')).username);
  const partner = await tokenOf((await createStaff('PARTNER_YAMATO_SOUTH')).username);
  const made = await customerWithBooking({ receiverName: 'Tanaka Hiro', office: 'SOUTH' });
  delivered = made.booking;
  const n = [delivered.trackingNumber];
  await receiveAtCounter(n, warehouse);
  const m = await manifestWith(n, warehouse, {
    body: yamatoManifest(new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10)),
    to: ['CLOSED', 'DEPARTED'],
  });
  const photoId = await podFile(partner, m.id, '#c04020');
  const signatureId = await podFile(partner, m.id, '#2040c0');
  const d = await api(
    'POST',
    `/manifests/${m.id}/deliveries`,
    {
      trackingNumber: delivered.trackingNumber,
      receiverName: 'Tanaka Hiro',
      time: new Date(Date.now() - 600_000).toISOString(),
      photoId,
      signatureId,
    },
    partner,
  );
  expect(d.status).toBe(201);
  const booking = await api<{ customer: { code: string } }>(
    'GET',
    `/bookings/${delivered.id}`,
    undefined,
    await tokenOf(manager.username),
  );
  customerCode = booking.body.customer.code;
}, 120_000);

const open = (lang: Lang, viewport = DESKTOP) =>
  signIn(browser, {
    username: manager.username,
    viewport,
    lang,
  });

/** Whether the element lies within the window, left to right. */
async function inView(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  const width = page.viewportSize()!.width;
  return !!box && box.x >= 0 && box.x + box.width <= width + 0.5;
}

/**
 * The sidebar's report names that are cut (wider than their box) or spill out of their entry, or
 * entries that overlap the next one.
 */
async function cutSidebarNames(page: Page) {
  return page.locator('[data-testid=sidebar] .ant-menu-sub > li.ant-menu-item').evaluateAll((items) => {
    const bad: string[] = [];
    items.forEach((li, i) => {
      const title = li.querySelector('.ant-menu-title-content')!;
      const box = li.getBoundingClientRect();
      const text = title.getBoundingClientRect();
      if (title.scrollWidth > title.clientWidth + 1) bad.push(`cut: ${title.textContent}`);
      if (text.top < box.top - 1 || text.bottom > box.bottom + 1) bad.push(`spills: ${title.textContent}`);
      const next = items[i + 1]?.getBoundingClientRect();
      if (next && next.top < box.bottom - 1) bad.push(`overlaps: ${title.textContent}`);
    });
    return bad;
  });
}

const header = (page: Page, title: string) =>
  page
    .locator('[data-testid="report-table"] thead th')
    .filter({ hasText: new RegExp(`^${title}$`) })
    .first();

for (const lang of ['vi', 'en'] as const) {
  const w = WORDS[lang];
  describe(`report screens (${lang})`, () => {
    it(`[MANAGER] the POD report shows who received a partner's delivery and opens its photo and signature (${lang})`, async () => {
      for (const viewport of [DESKTOP, PHONE_TALL]) {
        const { context, page } = await open(lang, viewport);
        await page.goto('/manager/pod-report');
        await page.getByRole('heading', { name: w.pod }).waitFor();
        const row = page
          .locator('[data-testid="report-table"] tr.ant-table-row')
          .filter({ hasText: delivered.code });
        await row.waitFor();
        const text = await row.innerText();
        expect(text).toContain('Tanaka Hiro');
        await row.getByRole('button', { name: w.signature }).waitFor();
        await row.getByRole('button', { name: w.photo }).scrollIntoViewIfNeeded();
        await row.getByRole('button', { name: w.photo }).click();
        const img = page.locator('.ant-modal-body img').first();
        await img.waitFor();
        await expect
          .poll(() => img.evaluate((e) => (e as HTMLImageElement).naturalWidth), { timeout: 15_000 })
          .toBe(120);
        await shot(page, `report-pod-proof-${lang}-${viewport.width}`, { fullPage: false });
        await context.close();
      }
    }, 120_000);

    it(`[MANAGER] the statement names its billing rule, its bars say what they count, services read in words (${lang})`, async () => {
      const { context, page } = await open(lang);
      await page.goto('/manager/list');
      await page.getByRole('heading', { name: w.statement }).waitFor();
      expect(await page.getByTestId('report-help').innerText()).toContain(w.rule);
      await page.locator('[data-testid="report-customer"]').click();
      await page.keyboard.type(customerCode);
      await page
        .locator('.ant-select-dropdown .ant-select-item-option')
        .filter({ hasText: customerCode })
        .first()
        .click();
      await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
      await page.locator('[data-testid="period-preset"]').getByText(w.thisMonth, { exact: true }).click();
      const row = page
        .locator('[data-testid="report-table"] tr.ant-table-row')
        .filter({ hasText: delivered.code });
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain(w.express);
      for (const code of SERVICES) expect(text).not.toContain(code);
      // Each bar is labelled with what it counts, not with a bare currency code.
      await expect
        .poll(() => page.locator('[data-testid="report-chart"]').evaluate((e) => e.textContent ?? ''), {
          timeout: 15_000,
        })
        .toMatch(new RegExp(`${w.bar} [A-Z]{3}`));
      expect(await inView(page, header(page, w.total))).toBe(true);
      await shot(page, `report-statement-${lang}-1280`, { fullPage: false });
      await context.close();
    }, 90_000);

    it(`[MANAGER] key columns are within the window at 1280 px and no sidebar report name is cut (${lang})`, async () => {
      const { context, page } = await open(lang);
      await page.goto('/manager/order-remaining');
      await page.locator('[data-testid="report-table"] thead').waitFor();
      expect(await inView(page, header(page, w.age))).toBe(true);
      await page.goto('/manager/statistical-customer');
      await page.locator('[data-testid="report-table"] thead').waitFor();
      expect(await inView(page, header(page, w.change))).toBe(true);
      await page.goto('/manager/statistical-service');
      await page.locator('[data-testid="report-table"] tr.ant-table-row').first().waitFor();
      const table = await page.getByTestId('report-table').innerText();
      for (const code of SERVICES) expect(table).not.toContain(code);
      const group = page.locator('[data-testid=sidebar-reports]');
      const links = page.locator('[data-testid=sidebar] .ant-menu-sub .ant-menu-title-content');
      if ((await links.count()) === 0) await group.click();
      await links.first().waitFor();
      expect(await cutSidebarNames(page)).toEqual([]);
      expect(await links.count()).toBeGreaterThanOrEqual(6);
      await shot(page, `report-sidebar-${lang}-1280`, { fullPage: false });
      await context.close();

      // On a phone the sidebar is a drawer: its report names are whole there too.
      const phone = await open(lang, PHONE_TALL);
      await phone.page.goto('/manager/statistical-service');
      await phone.page.getByRole('button', { name: w.openMenu }).click();
      const phoneLinks = phone.page.locator('[data-testid=sidebar] .ant-menu-sub .ant-menu-title-content');
      if ((await phoneLinks.count()) === 0) await phone.page.locator('[data-testid=sidebar-reports]').click();
      await phoneLinks.first().waitFor();
      expect(await cutSidebarNames(phone.page)).toEqual([]);
      await shot(phone.page, `report-sidebar-${lang}-390`, { fullPage: false });
      await phone.context.close();
    }, 240_000);
  });
}

/**
 * Amounts in two currencies (the demo's months of history bill in USD and VND): each amount is a
 * line of its own, wherever it sits, never "7.967,15 USD88.450.720 VND" on one line.
 */
describe('amounts in two currencies', () => {
  const DEMO_PASSWORD = 'E2e-Report-Screens-1';
  let demo: Awaited<ReturnType<typeof startProduct>>;
  beforeAll(async () => {
    demo = await startProduct({ DEMO_DATA: '1', ADMIN_PASSWORD: DEMO_PASSWORD }, { startTimeoutMs: 420_000 });
  }, 480_000);
  afterAll(async () => demo?.stop());

  for (const lang of ['vi', 'en'] as const) {
    it(`[MANAGER] each currency is its own line in the revenue reports, at 1280 and 390 px (${lang})`, async () => {
      for (const viewport of [DESKTOP, PHONE_TALL]) {
        const { context, page } = await signIn(browser, {
          baseURL: demo.baseURL,
          username: 'demo_manager',
          password: DEMO_PASSWORD,
          viewport,
          lang,
        });
        for (const path of ['/manager/statistical-revenue-customer', '/manager/statistical-customer']) {
          await page.goto(path);
          await page
            .locator('[data-testid="period-preset"]')
            .getByText(lang === 'vi' ? 'Tháng trước' : 'Last month', { exact: true })
            .click();
          // The amounts on the page ("7.967,15 USD"), once two currencies are drawn.
          await expect
            .poll(
              async () =>
                page.evaluate(() => {
                  const leaves = [...document.querySelectorAll('.ant-layout-content *')].filter(
                    (e) =>
                      e.children.length === 0 &&
                      /^-?[\d.,]+[\s\u00a0][A-Z]{3}$/.test((e.textContent ?? '').trim()),
                  );
                  return new Set(leaves.map((e) => (e.textContent ?? '').trim().slice(-3))).size;
                }),
              { timeout: 30_000 },
            )
            .toBeGreaterThan(1);
          const runTogether = await page.evaluate(() => {
            const leaves = [...document.querySelectorAll('.ant-layout-content *')].filter(
              (e) =>
                e.children.length === 0 && /^-?[\d.,]+[\s\u00a0][A-Z]{3}$/.test((e.textContent ?? '').trim()),
            );
            const bad: string[] = [];
            // Two amounts in different currencies side by side under one parent read as one.
            for (let i = 0; i < leaves.length; i++)
              for (let j = i + 1; j < leaves.length; j++) {
                const a = leaves[i]!;
                const b = leaves[j]!;
                // Cells of one table row share a parent and a line, in one currency: only amounts in
                // different currencies side by side read as one.
                const currency = (e: Element) => (e.textContent ?? '').trim().slice(-3);
                if (a.parentElement !== b.parentElement || currency(a) === currency(b)) continue;
                const ra = a.getBoundingClientRect();
                const rb = b.getBoundingClientRect();
                const sameLine = ra.top < rb.bottom - 1 && rb.top < ra.bottom - 1;
                if (sameLine) bad.push(`${a.textContent}|${b.textContent}`);
              }
            return bad;
          });
          expect(runTogether, path).toEqual([]);
          await shot(page, `report-currencies-${lang}-${viewport.width}${path.replaceAll('/', '-')}`, {
            fullPage: viewport.width > 400,
          });
        }
        await context.close();
      }
    }, 180_000);
  }
});
