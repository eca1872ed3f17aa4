import { formatDate, formatMoney } from '@acf/shared';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, createStaff, customerWithBooking } from './accounts-helpers';
import { fileBrowser, PHONE_TALL, shot } from './browser';
import {
  choose,
  fillParty,
  fillPiece,
  fillTokyoReceiver,
  hcmDay,
  pickHcmCommune,
  pickOption,
  typeDate,
} from './forms';
import { signedIn } from './session';

/**
 * Issue 33, the whole story on a phone in both languages: a manager imports UPS economy's new
 * card from the carrier's Excel layout, simulates it on the last 30 days of real bookings, and
 * publishes it; then a customer quotes, sees the new card's price explained line by line, picks
 * it among the options and books at that price.
 */
const browser = fileBrowser();

const POLL = { timeout: 20_000, interval: 250 };

/** The card as carriers send it: six zone columns, 0.5 and 1 kg, then each further 0.5 kg to 20. */
async function cardFile(first: number, kilo: number, add: number): Promise<Buffer> {
  const zones = ['1', '2', '3', '4', '5', '6'];
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('PARCEL').addRows([
    ['KG', ...zones.map((z) => `Zone ${z}`)],
    [0.5, ...zones.map(() => first)],
    [1, ...zones.map(() => kilo)],
    ['+0.5/20', ...zones.map(() => add)],
    ['DAYS', ...zones.map(() => '5-7')],
  ]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

const RUNS = [
  {
    lang: 'vi' as const,
    prices: { first: 20, kilo: 24, add: 3 },
    words: {
      service: 'Chuyển phát tiết kiệm',
      country: 'nhat ban',
      chargeable: '2,5 kg tính cước',
      base: '1 kg đầu 24,00 USD + 3 × 3,00 USD',
      baseFee: '33,00 USD',
      card: 'bảng giá',
      active: 'Đang áp dụng',
    },
  },
  {
    lang: 'en' as const,
    prices: { first: 21, kilo: 25, add: 3.5 },
    words: {
      service: 'Economy',
      country: 'japan',
      chargeable: '2.5 kg chargeable',
      base: 'first 1 kg 25.00 USD + 3 × 3.50 USD',
      baseFee: '35.50 USD',
      card: 'rate card',
      active: 'Active',
    },
  },
];

describe('[MANAGER, CUSTOMER] a new rate card, from its Excel file to a booking priced by it', () => {
  it.for(RUNS)(
    'imports, simulates and publishes the card, then quotes and books by it at 390 px ($lang)',
    { timeout: 300_000 },
    async ({ lang, prices, words }) => {
      const today = hcmDay();
      const name = `UPS economy ${lang} ${Date.now()}`;
      // A customer's booking of the line, priced by the card in force: what the simulation re-prices.
      const { username, booking: earlier } = await customerWithBooking({
        line: { carrier: 'UPS', service: 'ECONOMY' },
      });
      const manager = await createStaff('MANAGER');
      const desk = await signedIn(browser, {
        username: manager.username,
        viewport: PHONE_TALL,
        lang,
      });
      const page = desk.page;

      // 1. The import, previewed, kept as a draft.
      await page.goto('/manager/rate-cards');
      await page.getByTestId('card-import-open').click();
      const form = page.getByTestId('card-import-form');
      await form.waitFor();
      await choose(page, 'carrier', 'UPS');
      await choose(page, 'service', words.service);
      // Typed as shown and confirmed by leaving the field (Tab), which gives the form the day.
      const validFrom = page.getByTestId('import-valid-from');
      await validFrom.click();
      await validFrom.fill(formatDate(today));
      await validFrom.press('Tab');
      await page.getByTestId('import-name').fill(name);
      await form.locator('input[type=file]').setInputFiles({
        name: 'ups-economy.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await cardFile(prices.first, prices.kilo, prices.add),
      });
      // The chosen file shows in the box before Preview is pressed, as a person sees it.
      await expect.poll(() => form.locator('.ant-upload-text').textContent(), POLL).toBe('ups-economy.xlsx');
      await page.getByTestId('card-preview').click();
      await page.getByTestId('card-diff').waitFor();
      const [made] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().includes('/api/v1/rate-cards/import') && r.request().method() === 'POST',
        ),
        page.getByTestId('card-import').click(),
      ]);
      expect(made.status(), await made.text()).toBe(201);
      const { card } = (await made.json()) as { card: { id: string } };
      // The import's drawer closes (and gives the focus back) before the list is used.
      await form.waitFor({ state: 'detached' });
      // The list holds every carrier's cards: UPS's are found by its filter.
      await page.getByTestId('card-filter-carrier').click();
      await pickOption(page, 'UPS');
      const row = page.locator(`[data-card="${card.id}"]`);
      await row.waitFor();

      // 2. The simulation: the customer's booking moves, and nothing is written.
      const [simulated] = await Promise.all([
        page.waitForResponse((r) => r.url().includes(`/rate-cards/${card.id}/simulate`)),
        row.getByTestId('card-simulate').click(),
      ]);
      expect(simulated.status()).toBe(200);
      const simulation = page.getByTestId('card-simulation');
      await page.getByTestId('sim-total').waitFor();
      await expect.poll(() => simulation.getByTestId('sim-top').textContent(), POLL).toContain(earlier.code);
      expect(await page.getByTestId('sim-difference').textContent()).toMatch(/USD/);
      expect(await noSidewaysScroll(page)).toBe(PHONE_TALL.width);
      await shot(page, `pricing-story-simulation-${lang}-phone`, { fullPage: false });
      const again = await api<{ status: string }>('GET', `/rate-cards/${card.id}`, undefined, desk.token);
      expect(again.body.status).toBe('DRAFT');
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      await simulation.waitFor({ state: 'detached' });

      // 3. Published: it prices bookings from today.
      await row.getByTestId('card-publish').click();
      const [published] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/rate-cards/${card.id}/publish`)),
        page.getByTestId('confirm-publish').click(),
      ]);
      expect(published.status(), await published.text()).toBe(200);
      await expect.poll(() => row.getByTestId('card-status').textContent(), POLL).toBe(words.active);
      await desk.context.close();

      // 4. The customer quotes on a phone, picks UPS economy and sees why it costs what it does.
      const { context, page: phone } = await signedIn(browser, {
        username,
        viewport: PHONE_TALL,
        lang,
      });
      await phone.goto('/manager/create-booking');
      await fillParty(phone, 'sender', 'Trần Thị Mai', '0901234567', '12 Nguyen Hue', 'Ho Chi Minh');
      await pickHcmCommune(phone, 'sai gon', 'Phường Sài Gòn');
      await fillTokyoReceiver(phone, '1000001', words.country);
      await fillPiece(phone, '30', '20', '10', lang === 'vi' ? '2,3' : '2.3');

      // Every carrier and service is priced; five show first, the rest on request, or by carrier.
      const options = phone.locator('[data-testid^=quote-option-]');
      await phone.getByTestId('quote-more').waitFor();
      expect(await options.count()).toBeLessThanOrEqual(6);
      await phone.getByTestId('quote-carrier-filter').click();
      await pickOption(phone, 'UPS');
      const option = phone.getByTestId('quote-option-UPS-ECONOMY');
      await option.waitFor();
      expect(await options.count()).toBe(2);
      await option.getByTestId('option-choose').click();
      const why = phone.getByTestId('quote-why-BASE');
      await expect.poll(() => why.textContent(), POLL).toContain(`${words.card} ${name}`);
      expect(await why.textContent()).toContain(words.chargeable);
      expect(await why.textContent()).toContain(words.base);
      expect(await phone.getByTestId('quote-base-fee').textContent()).toBe(words.baseFee);
      expect(await noSidewaysScroll(phone)).toBe(PHONE_TALL.width);
      await phone.getByTestId('quote-chosen').evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await shot(phone, `pricing-story-quote-${lang}-phone`, { fullPage: false });
      const quoted = await phone.getByTestId('quote-total').textContent();

      // 5. Booked at the quoted price, by the new card.
      await phone.locator('#declaredValue').fill('100');
      await phone.locator('[data-testid=line-0-description]').fill('Quần áo');
      await phone.locator('[data-testid=line-0-unit-value]').fill('100');
      await phone.locator('[data-testid=line-0-hs-code]').fill('6109.10.00');
      await typeDate(phone, '[data-testid=pickup-date]', hcmDay(2));
      await phone.locator('#goodsDescription').fill('Quần áo');
      const [created] = await Promise.all([
        phone.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/bookings',
        ),
        phone.getByTestId('save-booking').click(),
      ]);
      expect(created.status(), await created.text()).toBe(201);
      const booking = (await created.json()) as {
        carrier: string;
        service: string;
        price: { total: number; currency: string; rateCard: { id: string } };
      };
      expect(booking).toMatchObject({ carrier: 'UPS', service: 'ECONOMY' });
      expect(booking.price.rateCard.id).toBe(card.id);
      expect(quoted).toBe(formatMoney(booking.price.total, booking.price.currency, lang));
      await phone.getByTestId('created-tracking').waitFor();
      await context.close();
    },
  );
});
