import fs from 'node:fs';
import { LOCALE_COOKIE } from '@acf/shared';
import type { Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, fileBrowser, newPage, PHONE_TALL, shot } from './browser';
import {
  fillParty,
  fillPiece,
  fillTokyoReceiver,
  hcmDay,
  pickCountry,
  pickHcmCommune,
  typeDate,
} from './forms';
import { registerCustomer } from './session';

const browser = fileBrowser();

/** Fills goods line `i` as a person on a phone would, field by field. */
async function fillLine(
  page: Page,
  i: number,
  l: { description: string; quantity: string; unitValue: string; hsCode: string; weight?: string },
) {
  await page.locator(`[data-testid=line-${i}-description]`).fill(l.description);
  await page.locator(`[data-testid=line-${i}-quantity]`).fill(l.quantity);
  await page.locator(`[data-testid=line-${i}-unit-value]`).fill(l.unitValue);
  await page.locator(`[data-testid=line-${i}-hs-code]`).fill(l.hsCode);
  if (l.weight) await page.locator(`[data-testid=line-${i}-weight]`).fill(l.weight);
}

describe('customs documents', () => {
  it('[CUSTOMER] on a 390 px phone enters two goods lines and prints the commercial invoice', async () => {
    const { context, page } = await newPage(browser, PHONE_TALL);
    await registerCustomer(page);
    await page.goto('/manager/create-booking');
    await fillParty(page, 'sender', 'Trần Thị Mai', '0901234567', '12 Lê Lợi', 'Hồ Chí Minh');
    await pickHcmCommune(page, 'ben thanh', 'Phường Bến Thành');
    await fillTokyoReceiver(page, '100-0001', 'nhat ban');
    await fillPiece(page, '30', '20', '10', '2.3');
    await page.locator('#goodsDescription').fill('Quần áo và cà phê');
    await typeDate(page, '[data-testid=pickup-date]', hcmDay(2));

    // The goods lines: phone keypads for numbers, the HS code's format explained beside it.
    expect(await page.getAttribute('[data-testid=line-0-quantity]', 'inputmode')).toBe('numeric');
    expect(await page.getAttribute('[data-testid=line-0-unit-value]', 'inputmode')).toBe('decimal');
    expect(await page.getAttribute('[data-testid=line-0-hs-code]', 'inputmode')).toBe('decimal');
    expect(await page.textContent('[data-testid=goods-line-0]')).toContain('6–10 chữ số, ví dụ 6109.10.00');
    // Made in Vietnam unless told otherwise; the origin is picked by its name like the parties' countries.
    expect(await page.textContent('[data-testid=goods-line-0]')).toContain('Việt Nam (VN)');
    await fillLine(page, 0, {
      description: 'Áo thun cotton',
      quantity: '3',
      unitValue: '12.5',
      hsCode: '6109.10.00',
      weight: '0.25',
    });
    await page.click('[data-testid=add-goods-line]');
    // A chapter that does not exist is refused in the page language before any request.
    await fillLine(page, 1, {
      description: 'Cà phê rang xay',
      quantity: '2',
      unitValue: '9.99',
      hsCode: '7701 10',
    });
    await page.locator('[data-testid=line-1-description]').click();
    await expect
      .poll(() => page.textContent('[data-testid=goods-line-1]'))
      .toContain('Mã HS phải bắt đầu bằng một chương có thật (01–97, trừ 77)');
    await page.locator('[data-testid=line-1-hs-code]').fill('0901 21');

    // The running total against the declared value, and a way to take it over.
    await page.locator('[data-testid=declared-value]').fill('50');
    await expect.poll(() => page.textContent('[data-testid=customs-total]')).toContain('57,48 USD');
    await page.waitForSelector('[data-testid=customs-total-differs]');
    await shot(page, 'customs-lines-differs-vi-phone');
    await page.click('[data-testid=customs-total] button');
    await page.waitForSelector('[data-testid=customs-total-ok]');
    // Shown with the page's decimal mark, as typed numbers are read (a comma on a Vietnamese page).
    expect(await page.locator('[data-testid=declared-value]').inputValue()).toBe('57,48');
    // Nothing spills over the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_TALL.width);
    await shot(page, 'customs-lines-vi-phone');

    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/bookings'),
      page.click('[data-testid=save-booking]'),
    ]);
    const sent = request.postDataJSON();
    expect(sent.customs.items.map((i: { hsCode: string }) => i.hsCode)).toEqual(['61091000', '090121']);
    expect(sent.declaredValue).toBe(57.48);
    await page.waitForSelector('[data-testid=created-tracking]');
    const code = (await page.textContent('[data-testid=created-code]')) ?? '';
    await shot(page, 'customs-created-vi-phone');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=print-commercial-invoice]'),
    ]);
    expect(download.suggestedFilename()).toBe(`commercial-invoice-${code}.pdf`);
    const pdf = fs.readFileSync((await download.path())!);
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    for (const s of [
      'COMMERCIAL INVOICE',
      'Trần Thị Mai',
      'Áo thun cotton',
      '6109.10.00',
      '0901.21',
      '57.48',
      code,
    ])
      expect(text, s).toContain(s);

    // The drawer lists the lines and prints both documents beside the label.
    await page.goto('/manager/booking');
    await page.click('[data-testid=bookings-table] .ant-table-row button.ant-btn-link');
    await expect.poll(() => page.textContent('[data-testid=drawer-goods-lines]')).toContain('HS 6109.10.00');
    await page.waitForSelector('[data-testid=drawer-packing-list]');
    const [packing] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=drawer-packing-list]'),
    ]);
    expect(packing.suggestedFilename()).toBe(`packing-list-${code}.pdf`);
    await shot(page, 'customs-drawer-vi-phone', { fullPage: false });

    // While BOOKED the customer edits the lines: a third bag of coffee, the value follows.
    await page.click('[data-testid=edit-booking-open]');
    const modal = page.locator('[data-testid=edit-booking]');
    await modal.locator('[data-testid=line-1-quantity]').fill('3');
    await expect
      .poll(() => modal.locator('[data-testid=customs-total]').textContent())
      .toContain('67,47 USD');
    await modal.locator('[data-testid=customs-total-differs]').waitFor();
    await modal.locator('[data-testid=customs-total] button').click();
    await modal.locator('[data-testid=customs-total-ok]').waitFor();
    await shot(page, 'customs-edit-vi-phone', { fullPage: false });
    await page.click('.ant-modal-footer .ant-btn-primary');
    await expect.poll(() => page.textContent('[data-testid=drawer-goods-lines]')).toContain('3 × 9,99 USD');

    // The same form in English, on a phone and on a desktop.
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'en', url: inject('baseURL') }]);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto('/manager/create-booking');
    await pickCountry(page, 'KR');
    await expect.poll(() => page.textContent('[data-testid=customs]')).toContain('HS code');
    expect(await page.textContent('[data-testid=goods-line-0]')).toContain('6 to 10 digits, e.g. 6109.10.00');
    await shot(page, 'customs-lines-en-phone');
    await page.setViewportSize(DESKTOP);
    // The desktop layout drawn (two frames after the resize) before the picture.
    await page.waitForFunction((w) => document.documentElement.clientWidth === w, DESKTOP.width);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await shot(page, 'customs-lines-en-desktop');
    await context.close();
  });
});
