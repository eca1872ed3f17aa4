import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, fileBrowser, newPage, PHONE, shot } from './browser';
import { loginInBrowser } from './site-helpers';

/** The API and PGlite answer slower while the whole suite runs: give polled checks time. */
const POLL = { timeout: 15_000, interval: 250 };

const browser = fileBrowser();

/** The seeded administrator holds manage_category; the session goes where the web app keeps it. */
async function openAsAdmin(lang: 'vi' | 'en', viewport: typeof DESKTOP) {
  const { context, page } = await newPage(browser, viewport, lang);
  await page.goto('/surcharge-check');
  await loginInBrowser(page);
  await page.goto('/manager/surcharges');
  await page.waitForSelector('[data-testid=tab-DHL]');
  return { context, page };
}

const pane = (page: Page, carrier: string) => page.locator(`[data-testid=carrier-panel-${carrier}]`);

async function checkFedexHeavyGoods(page: Page) {
  const res = await page.request.post('/api/v1/surcharges/check', {
    data: {
      carrier: 'FEDEX',
      destination: { country: 'AU', postalCode: '0872' },
      pieces: [{ length: 160, width: 40, height: 30, weight: 10 }],
    },
    headers: { 'accept-language': 'en' },
  });
  return (await res.json()).results[0];
}

describe('[CONTENT EDITOR] surcharge master data', () => {
  it('edits a sample fee, adds and imports remote postal codes, and the public check follows', async () => {
    const { context, page } = await openAsAdmin('vi', DESKTOP);
    expect(await page.locator('h1').textContent()).toBe('Phụ phí');
    await page.click('[data-testid=tab-FEDEX]');
    const fedexPane = pane(page, 'FEDEX');
    await fedexPane.locator('[data-testid=fee-sample-HEAVY_GOODS]').waitFor();
    expect(await fedexPane.locator('[data-testid^=fee-sample-]').count()).toBe(6);

    // Inline edit: a new amount clears the sample tag.
    // antd puts the test id on the input or on its wrapper depending on the version.
    const amount = fedexPane.locator(
      ':is(input[data-testid=fee-amount-HEAVY_GOODS], [data-testid=fee-amount-HEAVY_GOODS] input)',
    );
    await amount.fill('75');
    await fedexPane.locator('[data-testid=fee-save-HEAVY_GOODS]').click();
    await fedexPane.locator('[data-testid=fee-sample-HEAVY_GOODS]').waitFor({ state: 'detached' });
    expect(await fedexPane.locator('[data-testid^=fee-sample-]').count()).toBe(5);

    // One remote postal code by hand.
    await fedexPane.locator('[data-testid=remote-country]').fill('au');
    await fedexPane.locator('[data-testid=remote-postal]').fill('0872');
    await fedexPane.locator('[data-testid=remote-add]').click();
    await expect
      .poll(() => fedexPane.locator('[data-testid=remote-table]').textContent(), POLL)
      .toContain('0872');

    const fedex = await checkFedexHeavyGoods(page);
    const codes = fedex.surcharges.map((s: { code: string }) => s.code);
    expect(codes).toContain('REMOTE_AREA');
    expect(fedex.surcharges.find((s: { code: string }) => s.code === 'HEAVY_GOODS').fee.amount).toBe(75);

    // A file with a bad line imports nothing and says which line.
    const input = fedexPane.locator('input[type=file]');
    await input.setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('country,postal_code\nNZ,7010\nNZL,7011\n'),
    });
    const report = fedexPane.locator('[data-testid=import-report]');
    await expect.poll(() => report.textContent(), POLL).toContain('Dòng 3: Mã quốc gia gồm 2 chữ cái');
    expect(await report.textContent()).toContain('chưa có dữ liệu nào được nhập');

    await input.setInputFiles({
      name: 'nz.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('country;postal_code\nNZ;7010\nNZ;7011\nNZ;7010\n'),
    });
    await expect.poll(() => report.textContent(), POLL).toContain('Đã đọc 3 dòng: thêm 2, trùng 1, xóa 0');
    await shot(page, 'surcharge-master-vi-desktop');
    await context.close();
  });

  it('renames a carrier and edits its destination lists, in English on a phone', async () => {
    const { context, page } = await openAsAdmin('en', PHONE);
    expect(await page.locator('h1').textContent()).toBe('Surcharges');
    await page.click('[data-testid=tab-UPS]');
    const upsPane = pane(page, 'UPS');
    await upsPane.locator('[data-testid=carrier-name]').fill('UPS Worldwide');
    await upsPane.locator('[data-testid=carrier-name-save]').click();
    await expect.poll(() => page.locator('[data-testid=tab-UPS]').textContent(), POLL).toBe('UPS Worldwide');

    // Destination lists belong to DHL, the carrier with destination surcharges.
    expect(await upsPane.locator('[data-testid=restricted-select]').count()).toBe(0);
    await page.click('[data-testid=tab-DHL]');
    const dhlPane = pane(page, 'DHL');
    const restricted = dhlPane.locator('[data-testid=restricted-select] input');
    await restricted.fill('RU');
    await restricted.press('Enter');
    await dhlPane.locator('[data-testid=destinations-save]').click();
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    // Poll the editor's read (the public check is throttled per address).
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/v1/surcharges/master-data', {
          headers: { authorization: `Bearer ${token}` },
        });
        return (await res.json()).carriers.find((c: { carrier: string }) => c.carrier === 'DHL')
          .restrictedDestinations;
      }, POLL)
      .toContain('RU');
    const res = await page.request.post('/api/v1/surcharges/check', {
      data: { destination: { country: 'RU' }, pieces: [{ length: 10, width: 10, height: 10, weight: 1 }] },
      headers: { 'accept-language': 'en' },
    });
    const [dhl, , ups] = (await res.json()).results;
    expect(ups.carrierName).toBe('UPS Worldwide');
    expect(dhl.surcharges.map((s: { code: string }) => s.code)).toContain('RESTRICTED_DESTINATION');
    await shot(page, 'surcharge-master-en-phone');
    await context.close();
  });

  it('looks right in English at 1280 px and in Vietnamese at 375 px', async () => {
    for (const [lang, viewport, name] of [
      ['en', DESKTOP, 'surcharge-master-en-desktop'],
      ['vi', PHONE, 'surcharge-master-vi-phone'],
    ] as const) {
      const { context, page } = await openAsAdmin(lang, viewport);
      await pane(page, 'DHL').locator('[data-testid^=fee-amount-]').first().waitFor();
      // The fee table scrolls inside its card; the page itself never gets wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shot(page, name);
      await context.close();
    }
  });
});
