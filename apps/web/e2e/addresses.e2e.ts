import { formatDate, type TBooking } from '@acf/shared';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  api,
  createCustomerBooking,
  createStaff,
  manifestWith,
  receiveAtCounter,
  tokenOf,
} from './accounts-helpers';
import { fileBrowser, newPage, PHONE_TALL, shot } from './browser';
import { fillParty, fillPiece, hcmDay, pickCountry, typeAndPick, typeDate } from './forms';
import { registerCustomer, signedIn } from './session';

/**
 * Issue 21 at 390 px: a customer books with the sender's province and commune picked by typing
 * without accents, and a Japanese receiver whose postal code the form asks for; a Yamato South
 * agent uploads a POD sheet with one bad row, sees it marked, fixes it and confirms; the public
 * tracking shows the deliveries, with their local time, in Vietnamese and in English.
 */
const browser = fileBrowser();

/** The POD sheet an agent fills: keys in row 1, a delivery a row. */
async function podSheet(rows: (string | undefined)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('POD');
  ws.addRow(['trackingNumber', 'deliveredAt', 'timeZone', 'receiverName', 'outcome', 'note']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(page: Page, name: string, body: Buffer) {
  await page.locator('.ant-modal input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: body,
  });
}

describe('[CUSTOMER, PARTNER] addresses that hold, PODs from Excel', () => {
  it('a customer on a phone picks the province and commune by typing without accents; Japan asks for its postal code', async () => {
    const { context, page } = await newPage(browser, PHONE_TALL);
    const auth = await registerCustomer(page);
    await page.goto('/manager/create-booking');
    await fillParty(page, 'sender', 'Trần Thị Mai', '0912 345 678', '12 Lê Lợi', 'Hồ Chí Minh');
    await typeAndPick(page, 'sender_provinceCode', 'ho chi minh', 'Thành phố Hồ Chí Minh');
    await page.locator('#sender_communeCode').fill('SAI GON');
    await page.locator('.ant-select-item-option[title="Phường Sài Gòn"]').waitFor();
    await shot(page, 'addresses-commune-search-vi-phone', { fullPage: false });
    await page.locator('#sender_communeCode').press('Enter');

    await fillParty(page, 'receiver', 'Tanaka Hiro', '090-1234-5678', '1-1 Chiyoda', 'Tokyo');
    await pickCountry(page, 'nhat ban');
    // Japan's customs need a postal code: asked for, with the expected form, before any request.
    await page.locator('#receiver_postalCode').fill('12345');
    await page.locator('#receiver_postalCode').blur();
    await expect
      .poll(() => page.textContent('[data-testid=party-receiver]'))
      .toContain('Mã bưu chính Nhật gồm 7 chữ số');
    await page.locator('#receiver_postalCode').fill('1000001');
    await fillPiece(page, '30', '20', '10', '2.3');
    await page.locator('#goodsDescription').fill('Quần áo');
    await typeDate(page, '[data-testid=pickup-date]', hcmDay(2));
    await page.locator('[data-testid=line-0-description]').fill('Áo thun cotton');
    await page.locator('[data-testid=line-0-quantity]').fill('2');
    await page.locator('[data-testid=line-0-unit-value]').fill('10');
    await page.locator('[data-testid=line-0-hs-code]').fill('6109.10.00');
    await page.locator('[data-testid=declared-value]').fill('20');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_TALL.width);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/bookings'),
      page.click('[data-testid=save-booking]'),
    ]);
    const sent = request.postDataJSON();
    expect(sent.sender).toMatchObject({ provinceCode: '79' });
    expect(sent.sender.communeCode).toMatch(/^\d{5}$/);
    await page.waitForSelector('[data-testid=created-tracking]');
    const code = (await page.textContent('[data-testid=created-code]'))?.trim();
    await shot(page, 'addresses-created-vi-phone');

    // Stored with the names of the units and the postal code in Japan's writing.
    const list = await api<{ results: TBooking[] }>(
      'GET',
      `/bookings?search=${code}`,
      undefined,
      auth.tokens.access.token,
    );
    const one = await api<TBooking>(
      'GET',
      `/bookings/${list.body.results[0]!.id}`,
      undefined,
      auth.tokens.access.token,
    );
    const b = one.body;
    expect(b.sender).toMatchObject({
      provinceCode: '79',
      provinceName: 'Thành phố Hồ Chí Minh',
      communeName: 'Phường Sài Gòn',
    });
    expect(b.receiver).toMatchObject({
      postalCode: '100-0001',
      phone: '+819012345678',
      phoneTyped: '090-1234-5678',
    });
    await context.close();
  });

  it('a Yamato South agent uploads a POD sheet with a bad row, fixes it, confirms; tracking shows it in vi and en', async () => {
    const warehouse = await createStaff('WAREHOUSE_OPERATOR');
    const partner = await createStaff('PARTNER_YAMATO_SOUTH');
    const parcels = [await createCustomerBooking('Tanaka Hanako'), await createCustomerBooking('Sato Ken')];
    const numbers = parcels.map((p) => p.trackingNumber);
    const wt = await tokenOf(warehouse.username);
    await receiveAtCounter(numbers, wt);
    await manifestWith(numbers, wt, { to: ['CLOSED', 'DEPARTED'] });

    const s = await signedIn(browser, {
      username: partner.username,
      viewport: PHONE_TALL,
      lang: 'vi',
    });
    const page = s.page;
    await page.goto('/manager/manifest');
    await page.getByTestId('pod-import-open').click();
    const day = formatDate(hcmDay(-1));
    // The second row's time is written the wrong way round.
    await upload(
      page,
      'pod.xlsx',
      await podSheet([
        [numbers[0], `${day} 14:30`, '', 'Tanaka Hanako', 'DELIVERED', ''],
        [numbers[1], `${hcmDay(-1)} 15:00`, '', 'Sato Ken', 'DELIVERED', ''],
      ]),
    );
    await page.getByTestId('pod-import-summary').waitFor();
    expect(await page.getByTestId('pod-import-summary').innerText()).toContain('1 lỗi ở 1 dòng');
    const bad = page.locator('[data-testid=pod-import-rows] tr[data-row="3"]');
    expect(await bad.getAttribute('data-result')).toBe('error');
    expect(await bad.innerText()).toContain('Thời điểm dạng DD-MM-YYYY HH:mm');
    expect(await page.getByTestId('pod-import-confirm').isDisabled()).toBe(true);
    await shot(page, 'pod-import-error-vi-phone', { fullPage: false });

    await upload(
      page,
      'pod-fixed.xlsx',
      await podSheet([
        [numbers[0], `${day} 14:30`, '', 'Tanaka Hanako', 'DELIVERED', ''],
        [numbers[1], `${day} 15:00`, '', 'Sato Ken', 'DELIVERED', ''],
      ]),
    );
    await expect
      .poll(() => page.getByTestId('pod-import-summary').innerText())
      .toContain('2 dòng sẽ được ghi');
    await shot(page, 'pod-import-ready-vi-phone', { fullPage: false });
    await page.getByTestId('pod-import-confirm').click();
    await page.getByTestId('pod-import-done').waitFor();
    expect(await page.getByTestId('pod-import-done').innerText()).toContain('Đã ghi 2 dòng');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_TALL.width);
    await shot(page, 'pod-import-done-vi-phone', { fullPage: false });
    await s.context.close();

    for (const [lang, words] of [
      ['vi', `Đã giao cho Tanaka Hanako, ${day} 14:30 (Asia/Tokyo)`],
      ['en', `Delivered to Tanaka Hanako, ${day} 14:30 (Asia/Tokyo)`],
    ] as const) {
      const visitor = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE_TALL });
      await visitor.addCookies([{ name: 'lang', value: lang, url: inject('baseURL') }]);
      const p = await visitor.newPage();
      await p.goto(`/tracking?code=${numbers[0]}`);
      const card = p.getByTestId('tracking-result');
      await expect.poll(() => card.innerText(), { timeout: 20_000 }).toContain(words);
      // 14:30 in Tokyo is 12:30 in Ho Chi Minh, the time the page shows.
      expect(await card.innerText()).toContain('12:30');
      await shot(p, `pod-import-tracking-${lang}-phone`);
      await visitor.close();
    }
  });
});
