import fs from 'node:fs';
import path from 'node:path';
import { formatDate, formatMoney, type TAuthResponse, type TBooking, type TInvoicePage } from '@acf/shared';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, createStaff, customerWithBooking, PASSWORD, receiveAtCounter } from './accounts-helpers';
import { DESKTOP, fileBrowser, PHONE_TALL } from './browser';
import { hcmDay, screenAtRest } from './forms';
import { signedIn } from './session';

/**
 * The accountant's month (billing): a Manager makes a draft invoice for a customer whose shipment
 * was received at the counter, issues it, records a part payment from the bank's statement file
 * and sees the customer's receivables go down by it; the customer downloads the issued invoice
 * from its bookings page. At 1280 px in English and at 390 px in Vietnamese.
 */
const browser = fileBrowser();
let manager: { username: string };
let warehouseToken: string;

beforeAll(async () => {
  manager = await createStaff('MANAGER');
  const warehouse = await createStaff('WAREHOUSE_OPERATOR');
  const login = await api<TAuthResponse>('POST', '/auth/login', {
    username: warehouse.username,
    password: PASSWORD,
  });
  expect(login.status).toBe(200);
  warehouseToken = login.body.tokens.access.token;
}, 120_000);

type Lang = 'vi' | 'en';
const messages = (lang: Lang, ns: string) =>
  JSON.parse(
    fs.readFileSync(
      path.resolve(path.dirname(new URL(import.meta.url).pathname), `../src/messages/${lang}/${ns}.json`),
      'utf8',
    ),
  );

/** A customer with one booking received at the counter: carried, so billable. */
async function carriedBooking(): Promise<{ username: string; booking: TBooking }> {
  const made = await customerWithBooking({ receiverName: 'Sato Yuki' });
  await receiveAtCounter([made.booking.trackingNumber], warehouseToken);
  return made;
}

/** A bank's statement with one credit row, as the accountant downloads it. */
async function bankFile(row: [string, number, string, string]) {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Sao kê').addRows([['Ngày', 'Số tiền', 'Số tham chiếu', 'Nội dung'], row]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A day typed into a date field as the product shows it (DD-MM-YYYY), the field then left. */
async function typeDay(page: Page, selector: string, isoDay: string) {
  const input = page.locator(selector);
  await input.click();
  await input.fill(formatDate(isoDay));
  await input.press('Tab');
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, new URL(page.url()).pathname).toBeLessThanOrEqual(0);
}

/** The receivables row of a customer, once its open amount reads `amount`. */
async function owes(page: Page, code: string, amount: string) {
  await page.goto('/manager/statistical-receivables');
  const row = page.locator('[data-testid=report-table] tr.ant-table-row', { hasText: code });
  await expect.poll(() => row.textContent(), { timeout: 20_000 }).toContain(amount);
}

describe('billing', () => {
  const cases = [
    { lang: 'en' as Lang, viewport: DESKTOP, name: '1280 px, English' },
    { lang: 'vi' as Lang, viewport: PHONE_TALL, name: '390 px, Vietnamese' },
  ];
  it.for(cases)(
    '[MANAGER] $name: drafts, issues, takes a part payment from a bank file and sees the receivables move',
    { timeout: 300_000 },
    async ({ lang, viewport }) => {
      const b = messages(lang, 'billing');
      const sidebar = messages(lang, 'sidebar');
      const phone = viewport === PHONE_TALL;
      const tag = `${phone ? 'phone' : 'desktop'}-${lang}`;
      const { username: shop, booking } = await carriedBooking();
      const customer = booking.customer;
      const s = await signedIn(browser, {
        username: manager.username,
        viewport,
        lang,
      });
      const { page } = s;

      // A draft of the customer's shipments of yesterday and today.
      await page.goto('/manager/invoices');
      await page.getByRole('heading', { level: 1, name: sidebar.invoices }).waitFor();
      await noSidewaysScroll(page);
      await page.click('[data-testid=invoice-draft-open]');
      await page.locator('#draft_customerId').click();
      await page.keyboard.type(customer.code);
      await page
        .locator(
          `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${customer.code} – ${customer.name}"]`,
        )
        .click();
      // Typed as shown and left with Tab (Enter in the last field would send the form at once).
      await typeDay(page, '#draft_from', hcmDay(-1));
      await typeDay(page, '#draft_to', hcmDay(0));
      await page.click('[data-testid=draft-submit]');
      const detail = page.locator('[data-testid=invoice-detail]');
      await detail.and(page.locator('[data-status=DRAFT]')).waitFor();
      await expect
        .poll(() => page.locator('[data-testid=invoice-lines]').textContent())
        .toContain(booking.code);
      await screenAtRest(page, `billing-draft-${tag}`);

      // Issued after its confirmation: it takes the year's next number.
      await page.click('[data-testid=invoice-issue]');
      await page.click('[data-testid=confirm-issue]');
      await detail.and(page.locator('[data-status=ISSUED]')).waitFor();
      await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
      const number = ((await page.locator('[data-testid=detail-number]').textContent()) ?? '').trim();
      expect(number).toMatch(/^ACF\/\d{4}\/\d{6}$/);
      await screenAtRest(page, `billing-issued-${tag}`);
      const list = await api<TInvoicePage>(
        'GET',
        `/invoices?customerId=${customer.id}&status=ISSUED`,
        undefined,
        s.token,
      );
      const total = list.body.results[0]!.totalVnd;
      expect(total).toBeGreaterThan(1);
      const vnd = (v: number) => formatMoney(v, 'VND', lang);
      await owes(page, customer.code, vnd(total));
      await noSidewaysScroll(page);

      // Part of it paid by transfer: the bank writes the number without its slashes.
      const part = Math.floor(total / 2);
      await page.goto('/manager/invoices');
      await page.click('[data-testid=tab-payments]');
      await page.click('[data-testid=bank-import-open]');
      await page.locator('.ant-modal input[type=file]').setInputFiles({
        name: 'sao-ke.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await bankFile([
          hcmDay(0),
          part,
          `FT${Date.now()}`,
          `TT HOA DON ${number.replaceAll('/', ' ')}`,
        ]),
      });
      await expect
        .poll(() => page.locator('[data-testid=bank-match]').first().textContent(), { timeout: 20_000 })
        .toBe(b.bank.matches.INVOICE_NUMBER);
      await screenAtRest(page, `billing-bank-import-${tag}`);
      await page.click('[data-testid=bank-confirm]');
      await page.locator('.ant-modal').waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.locator('[data-testid=payment-table]').textContent(), { timeout: 20_000 })
        .toContain(vnd(part));
      await noSidewaysScroll(page);

      // The receivables went down by the payment.
      await owes(page, customer.code, vnd(total - part));
      await noSidewaysScroll(page);
      await screenAtRest(page, `billing-receivables-${tag}`);
      await s.context.close();

      // The customer downloads its issued invoice from its bookings page.
      const c = await signedIn(browser, {
        username: shop,
        viewport,
        lang,
      });
      await c.page.goto('/manager/booking');
      const mine = c.page.locator('[data-testid=customer-invoices]');
      await expect.poll(() => mine.textContent(), { timeout: 20_000 }).toContain(number);
      const [download] = await Promise.all([
        c.page.waitForEvent('download'),
        c.page.locator('[data-testid=my-invoice-pdf]').first().click(),
      ]);
      const head = fs
        .readFileSync((await download.path())!)
        .subarray(0, 4)
        .toString('latin1');
      expect(head).toBe('%PDF');
      await noSidewaysScroll(c.page);
      await c.context.close();
    },
  );
});
