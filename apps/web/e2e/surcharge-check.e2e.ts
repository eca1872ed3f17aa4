import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, fileBrowser, newPage, PHONE, shot } from './browser';

/** The API and PGlite answer slower while the whole suite runs: give polled checks time. */
const POLL = { timeout: 15_000, interval: 250 };

const browser = fileBrowser();

async function open(lang: 'vi' | 'en', viewport: typeof DESKTOP) {
  const { context, page } = await newPage(browser, viewport, lang);
  await page.goto('/surcharge-check');
  return { context, page };
}

async function fillPiece(page: Page, index: number, values: Record<string, string>) {
  for (const [field, value] of Object.entries(values)) {
    await page.fill(`[name="pieces.${index}.${field}"]`, value);
  }
}

const text = async (page: Page, selector: string) => (await page.locator(selector).textContent()) ?? '';

describe('[VISITOR] surcharge checker', () => {
  it('checks two pieces for the three carriers in Vietnamese, side by side, after catching bad input', async () => {
    const { context, page } = await open('vi', DESKTOP);
    expect(await page.title()).toContain('Kiểm tra phụ phí');
    expect(await text(page, '[data-testid=surcharge-check-title]')).toBe('Kiểm tra phụ phí');
    // A light public page: no Ant Design component inside it.
    expect(await page.locator('main [class*="ant-"]').count()).toBe(0);

    // Validation with the shared schema, before anything is sent.
    await fillPiece(page, 0, { length: '0', width: '50', height: '40' });
    await page.click('[data-testid=check-submit]');
    await expect
      .poll(() => text(page, '[data-testid=form-error]'), POLL)
      .toBe('Vui lòng sửa các ô được đánh dấu');
    expect(await page.locator('[name="pieces.0.length"] + span').textContent()).toBe(
      'Giá trị phải lớn hơn 0',
    );
    expect(await page.locator('[name="pieces.0.weight"] + span').textContent()).toBe('Vui lòng nhập số');
    expect(await page.locator('[name="destination.country"] + span').textContent()).toBe(
      'Mã quốc gia gồm 2 chữ cái (ví dụ JP)',
    );
    await shot(page, 'surcharge-check-vi-errors-desktop');

    await fillPiece(page, 0, { length: '123', weight: '20' });
    await page.click('[data-testid=add-piece]');
    await fillPiece(page, 1, { length: '30', width: '20', height: '10', weight: '75,5', quantity: '2' });
    await page.selectOption('[name="pieces.1.packaging"]', 'WOODEN_CRATE');
    await page.fill('[name="destination.country"]', 'jp');
    await page.fill('[name="destination.postalCode"]', '100-1234');
    await page.check('[name="flags.dutyPaid"]');
    await page.click('[data-testid=check-submit]');

    await page.waitForSelector('[data-testid=results]');
    const cards = page.locator('[data-testid^=result-]');
    expect(await cards.count()).toBe(3);
    // Side by side at 1280 px: the three cards share one row.
    const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    const dhl = await text(page, '[data-testid=line-DHL-OVERSIZE_PACKAGE]');
    expect(dhl).toContain('Phụ phí kiện hàng quá cỡ');
    expect(dhl).toContain('kiện 2: trọng lượng 75,5 kg > 70 kg');
    expect(dhl).toContain('200,00 USD');
    expect(await text(page, '[data-testid=line-DHL-REMOTE_AREA_DELIVERY]')).toContain(
      'mã bưu chính nơi nhận 100-1234 (JP) thuộc vùng sâu vùng xa',
    );
    expect(await text(page, '[data-testid=line-FEDEX-ADDITIONAL_HANDLING_PACKAGING]')).toContain(
      'đóng gói: thùng hoặc kiện gỗ',
    );
    // 75.5 kg is over the UPS and FedEx piece maximums: refused with the reason.
    const ups = await text(page, '[data-testid=result-UPS]');
    expect(ups).toContain('Không nhận vận chuyển');
    expect(ups).toContain('trọng lượng 75,5 kg vượt mức tối đa 70 kg');
    expect(await text(page, '[data-testid=line-UPS-DUTY_PAID]')).toContain('75,00 USD');
    // A carrier that refuses the piece has no total: what it would charge is not a price.
    expect(await page.locator('[data-testid=total-UPS]').count()).toBe(0);
    expect(await text(page, '[data-testid=no-total-UPS]')).toContain('Không tính tổng');
    await shot(page, 'surcharge-check-vi-desktop');

    // Removing the heavy piece and checking again: UPS accepts.
    await page.click('[data-testid=remove-piece-1]');
    expect(await page.locator('[data-testid^=piece-]').count()).toBe(1);
    await page.click('[data-testid=check-submit]');
    await expect.poll(() => text(page, '[data-testid=result-UPS]'), POLL).toContain('Nhận vận chuyển');
    expect(await text(page, '[data-testid=result-UPS]')).not.toContain('Không nhận');
    expect(await page.locator('[data-testid=total-UPS]').count()).toBe(1);
    await context.close();
  });

  it('answers in English on a phone, one carrier under the other', async () => {
    const { context, page } = await open('en', PHONE);
    expect(await text(page, '[data-testid=surcharge-check-title]')).toBe('Surcharge checker');
    await fillPiece(page, 0, { length: '123', width: '50', height: '40', weight: '20' });
    await page.fill('[name="destination.country"]', 'US');
    await page.fill('[name="destination.postalCode"]', '90210');
    await page.check('[name="destination.residential"]');
    await page.click('[data-testid=check-submit]');
    await page.waitForSelector('[data-testid=results]');

    const upsLine = await text(page, '[data-testid=line-UPS-ADDITIONAL_HANDLING]');
    expect(upsLine).toContain('Additional handling');
    expect(upsLine).toContain('longest side 123 cm > 122 cm');
    expect(upsLine).toContain('30.00 USD per piece');
    expect(await text(page, '[data-testid=line-UPS-RESIDENTIAL]')).toContain('residential delivery address');
    expect(await text(page, '[data-testid=result-UPS]')).toContain('Billable weight: 49.5 kg');
    expect(await text(page, '[data-testid=result-DHL]')).toContain('Over-length package');

    const boxes = await page
      .locator('[data-testid^=result-]')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()));
    expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.bottom - 1);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'surcharge-check-en-phone');
    await context.close();
  });

  it('shows the English page at 1280 px and the Vietnamese one at 375 px', async () => {
    for (const [lang, viewport, name] of [
      ['en', DESKTOP, 'surcharge-check-en-desktop'],
      ['vi', PHONE, 'surcharge-check-vi-phone'],
    ] as const) {
      const { context, page } = await open(lang, viewport);
      await fillPiece(page, 0, { length: '160', width: '80', height: '60', weight: '40' });
      await page.fill('[name="destination.country"]', 'DE');
      await page.click('[data-testid=check-submit]');
      await page.waitForSelector('[data-testid=results]');
      expect(await text(page, '[data-testid=line-FEDEX-HEAVY_GOODS]')).toContain(
        lang === 'vi' ? 'cạnh dài nhất 160 cm > 157 cm' : 'longest side 160 cm > 157 cm',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shot(page, name);
      await context.close();
    }
  });
});
