import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { GRID } from '../../api/test/helpers/rate-grid';
import { api, createStaff } from './accounts-helpers';
import { DESKTOP, fileBrowser, PHONE_TALL } from './browser';
import { choose, screenAtRest as screen } from './forms';
import { signedIn } from './session';

/**
 * Issue 33's master data in the back office: a manager sets DHL EXPRESS's zones, imports a card
 * from the carrier's Excel layout on /manager/rate-cards (a wrong cell is named, the preview
 * shows the difference with the card in force), keeps it as a draft and publishes it; on a
 * phone in Vietnamese and at 1280 px in English.
 */
const browser = fileBrowser();

const POLL = { timeout: 15_000, interval: 250 };

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('PARCEL').addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The card in force before the page's import: imported and published through the API. */
async function publishedBase(token: string, validFrom: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    carrier: 'DHL',
    service: 'EXPRESS',
    kind: 'SELL',
    currency: 'USD',
    validFrom,
    name: `DHL base ${validFrom}`,
  }))
    form.append(k, v);
  form.append('file', new Blob([new Uint8Array(await xlsx(GRID))]), 'base.xlsx');
  const res = await fetch(`${inject('baseURL')}/api/v1/rate-cards/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { card } = (await res.json()) as { card: { id: string } };
  expect((await api('POST', `/rate-cards/${card.id}/publish`, undefined, token)).status).toBe(200);
}

/**
 * Opens a tab of the page as a person does: from the tab bar, or on a phone, where the last tabs
 * do not fit, from the bar's "more" menu.
 */
async function openTab(page: Page, key: string, label: string) {
  const tab = page.locator(`.ant-tabs-nav-list .ant-tabs-tab[data-node-key="${key}"]`);
  const box = await tab.boundingBox();
  const bar = await page.locator('.ant-tabs-nav-wrap').first().boundingBox();
  if (box && bar && box.x >= bar.x && box.x + box.width <= bar.x + bar.width + 1) return tab.click();
  await page.locator('.ant-tabs-nav-more').first().click();
  await page.locator('.ant-tabs-dropdown-menu-item', { hasText: label }).click();
}

const RUNS = [
  {
    lang: 'vi' as const,
    viewport: PHONE_TALL,
    width: 'phone',
    year: 2031,
    words: {
      title: 'Bảng giá',
      wrongCell: 'PARCEL!D3: "12,5a" không phải là giá',
      against: 'So với bảng giá DHL base 2031-01-01',
      changed: 'Vùng 3: 19 → 20,5',
      draft: 'Nháp',
      active: 'Đang áp dụng',
      currency: 'USD',
      tabs: { zones: 'Vùng', fuel: 'Phụ phí nhiên liệu', fx: 'Tỷ giá', vat: 'Thuế GTGT' },
    },
  },
  {
    lang: 'en' as const,
    viewport: DESKTOP,
    width: 'desktop',
    year: 2032,
    words: {
      title: 'Rate cards',
      wrongCell: 'PARCEL!D3: "12,5a" is not a price',
      against: 'Compared with DHL base 2032-01-01',
      changed: 'Zone 3: 19 → 20.5',
      draft: 'Draft',
      active: 'Active',
      currency: 'USD',
      tabs: { zones: 'Zones', fuel: 'Fuel', fx: 'Exchange rates', vat: 'VAT' },
    },
  },
];

describe('[MANAGER] rate cards', () => {
  it.for(RUNS)(
    'imports a card with a wrong cell, fixes it, previews the difference, keeps a draft and publishes it ($lang, $width)',
    { timeout: 240_000 },
    async ({ lang, viewport, width, year, words }) => {
      const manager = await createStaff('MANAGER');
      const { context, page, token } = await signedIn(browser, {
        username: manager.username,
        viewport,
        lang,
      });
      const zones = await api(
        'PUT',
        '/zones/DHL/EXPRESS',
        {
          zones: [
            { code: '1', name: 'Asia', countries: ['SG', 'TH'] },
            { code: '2', name: 'Korea', countries: ['KR'] },
            { code: '3', name: 'Japan', countries: ['JP'] },
          ],
        },
        token,
      );
      expect(zones.status).toBe(200);
      await publishedBase(token, `${year}-01-01`);

      await page.goto('/manager/rate-cards');
      expect(await page.locator('h1').textContent()).toBe(words.title);
      await page.getByTestId('card-import-open').click();
      const form = page.getByTestId('card-import-form');
      await form.waitFor();
      await choose(page, 'carrier', 'DHL');
      await choose(page, 'service', lang === 'vi' ? 'Chuyển phát nhanh' : 'Express');
      // Typed as shown (DD-MM-YYYY) into the field itself, and confirmed with Enter there.
      const validFrom = page.getByTestId('import-valid-from');
      await validFrom.click();
      await validFrom.fill(`01-07-${year}`);
      await validFrom.press('Enter');
      await page.getByTestId('import-name').fill(`DHL ${year} H2`);

      // A price with a letter in it: the whole file is refused and the cell named.
      const wrong = GRID.map((r) => [...r]);
      wrong[2]![3] = '12,5a';
      await form.locator('input[type=file]').setInputFiles({
        name: 'dhl-wrong.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await xlsx(wrong),
      });
      // The preview is asked of the server (a form that did not validate would send nothing).
      const [refused] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().includes('/rate-cards/import') && r.request().method() === 'POST',
        ),
        page.getByTestId('card-preview').click(),
      ]);
      expect(refused.status()).toBe(400);
      const errors = page.getByTestId('card-import-errors');
      await expect.poll(() => errors.textContent(), POLL).toContain(words.wrongCell);
      await screen(page, `rate-card-wrong-cell-${lang}-${width}`);

      // Fixed (and the 1 kg price of zone 3 raised): the preview compares it with the card in force.
      const fixed = GRID.map((r) => [...r]);
      fixed[2]![3] = 20.5;
      await form.locator('input[type=file]').setInputFiles({
        name: 'dhl-fixed.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await xlsx(fixed),
      });
      await page.getByTestId('card-preview').click();
      const diff = page.getByTestId('card-diff');
      await diff.waitFor();
      expect(await errors.count()).toBe(0);
      expect(await page.getByTestId('card-diff-summary').textContent()).toContain(words.against);
      expect(await page.getByTestId('card-diff-rows').textContent()).toContain(words.changed);
      await screen(page, `rate-card-preview-${lang}-${width}`);

      const [made] = await Promise.all([
        page.waitForResponse(
          (r) => r.url().includes('/api/v1/rate-cards/import') && r.request().method() === 'POST',
        ),
        page.getByTestId('card-import').click(),
      ]);
      expect(made.status()).toBe(201);
      const { card } = (await made.json()) as { card: { id: string; status: string } };
      expect(card.status).toBe('DRAFT');
      const row = page.locator(`[data-card="${card.id}"]`);
      await expect.poll(() => row.getByTestId('card-status').textContent(), POLL).toBe(words.draft);
      expect(await row.textContent()).toContain(words.currency);
      await screen(page, `rate-card-draft-${lang}-${width}`);

      await row.getByTestId('card-publish').click();
      await page.getByTestId('confirm-publish').click();
      await expect.poll(() => row.getByTestId('card-status').textContent(), POLL).toBe(words.active);
      const published = await api<{ status: string; validFrom: string }>(
        'GET',
        `/rate-cards/${card.id}`,
        undefined,
        token,
      );
      expect(published.body).toMatchObject({ status: 'ACTIVE', validFrom: `${year}-07-01` });

      // The card as it prices: weight rows × zone columns.
      await row.getByTestId('card-view').click();
      const matrix = page.getByTestId('matrix-PARCEL');
      await matrix.waitFor();
      expect(await matrix.textContent()).toContain(lang === 'vi' ? '20,5' : '20.5');
      await screen(page, `rate-card-view-${lang}-${width}`);
      await page.keyboard.press('Escape');
      await matrix.waitFor({ state: 'detached' });
      await screen(page, `rate-card-list-${lang}-${width}`);

      // The zones set through the API are the ones the Zones tab edits.
      await openTab(page, 'zones', words.tabs.zones);
      await expect.poll(() => page.getByTestId('zone-card').count(), POLL).toBe(3);
      await screen(page, `rate-zones-${lang}-${width}`);
      for (const tab of ['fuel', 'fx', 'vat'] as const) {
        await openTab(page, tab, words.tabs[tab]);
        await page.getByTestId(`${tab}-table`).waitFor();
        await screen(page, `rate-${tab}-${lang}-${width}`);
      }
      await context.close();
    },
  );
});
