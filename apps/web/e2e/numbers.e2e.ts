import { type TBooking, todayInHcm } from '@acf/shared';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  api,
  assignPickup,
  createStaff,
  customerWithBooking,
  newCustomer,
} from './accounts-helpers';
import { DESKTOP, fileBrowser, PHONE_TALL, shot } from './browser';
import { fillPiece, pickCountry } from './forms';
import { type Session, signedIn as signIn, storeSession } from './session';

/**
 * Issue 32 §1: a number a person types is read in the page's language. On a Vietnamese page
 * "4,8" is 4.8 kg (it was saved as 48); on an English page "4.8" is 4.8 kg; a text that cannot be
 * read without a guess ("1.234,5" on an English page, "1,234.5" on a Vietnamese one) is refused
 * on its field, in the page's language, and nothing is sent. Each form is typed at 390 px and at
 * 1280 px, in both languages, and the value the API stored is read back.
 */
const browser = fileBrowser();
let admin: string;
const staffIds: string[] = [];
beforeAll(async () => {
  admin = await adminToken();
});
afterAll(async () => {
  // The staff accounts made here go again (their bookings stay, as a carrier's records do).
  for (const id of staffIds) await api('DELETE', `/staff/${id}`, undefined, admin);
});

type Lang = 'vi' | 'en';
const LANGS: { lang: Lang; good: string; bad: string; shown: string; refused: RegExp }[] = [
  { lang: 'vi', good: '4,8', bad: '1,234.5', shown: '4,8 kg', refused: /Không rõ là số nào/ },
  { lang: 'en', good: '4.8', bad: '1.234,5', shown: '4.8 kg', refused: /Unclear number/ },
];
const VIEWPORTS = [
  ['390', PHONE_TALL],
  ['1280', DESKTOP],
] as const;

const signedIn = (username: string, viewport: { width: number; height: number }, lang: Lang) =>
  signIn(browser, { username, viewport, lang });

const stored = async (id: string) => {
  const res = await api<TBooking>('GET', `/bookings/${id}`, undefined, admin);
  expect(res.status).toBe(200);
  return res.body;
};

/** Every request to the API the page makes while `run` runs whose path ends with `suffix`. */
async function requestsTo(page: Page, suffix: string, run: () => Promise<void>): Promise<number> {
  let n = 0;
  const seen = (r: { url: () => string }) => {
    if (new URL(r.url()).pathname.endsWith(suffix)) n += 1;
  };
  page.on('request', seen);
  try {
    await run();
  } finally {
    page.off('request', seen);
  }
  return n;
}

/** The field's own error, below the input inside the same form item. */
const fieldError = (input: Locator) =>
  input
    .locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-form-item ")][1]')
    .locator('.ant-form-item-explain');

/** A customer's booking to Tokyo picked up today (so it is on the driver's list). */
async function bookingForToday(): Promise<TBooking> {
  return (await customerWithBooking({ name: 'Lê Thị Số', office: 'SOUTH', pickupDate: todayInHcm() }))
    .booking;
}

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 140, b: 90 } } })
    .png()
    .toBuffer();
}

describe('[issue 32 §1] numbers are read in the page language', () => {
  describe.each(VIEWPORTS)('at %s px', (width, viewport) => {
    it('[PICKUP] the driver’s confirm saves the typed weight as 4.8 kg in both languages, and refuses an unclear one', async () => {
      const driver = await createStaff('PICKUP_STAFF');
      staffIds.push(driver.id);
      for (const l of LANGS) {
        const booking = await bookingForToday();
        await assignPickup(booking.id, driver.id, admin);
        const s: Session = await signedIn(driver.username, viewport, l.lang);
        const page = s.page;
        await page.goto('/manager/order-pickup');
        const card = page.locator(`[data-testid=pickup-card][data-code="${booking.code}"]`);
        await card.locator('[data-testid=confirm-pickup]').click();
        const form = page.locator('[data-testid=confirm-form]');
        await form.waitFor();
        const weight = form.getByTestId('piece-weight').first();
        await page
          .locator('[data-testid=photo-input]')
          .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: await photo() });
        await form.locator('img').first().waitFor();

        // Unclear: refused on the field, in the page's language, and nothing is sent.
        await weight.fill(l.bad);
        await expect.poll(() => fieldError(weight).innerText()).toMatch(l.refused);
        const sent = await requestsTo(page, '/confirm', async () => {
          await page.getByTestId('confirm-save').click();
          await expect.poll(() => fieldError(weight).innerText()).toMatch(l.refused);
        });
        expect(sent).toBe(0);
        await shot(page, `numbers-driver-refused-${l.lang}-${width}`);

        // The page's own decimal mark: 4.8 kg (5 kg chargeable, by the half kilogram); the booked
        // chargeable 2.5 kg beside it is shown with the same mark.
        await weight.fill(l.good);
        const summary = form.getByTestId('chargeable-weight');
        await expect.poll(() => summary.innerText()).toContain('5 kg');
        expect(await summary.innerText()).toContain(l.lang === 'vi' ? 'Khi đặt: 2,5 kg' : 'Booked: 2.5 kg');
        await page.getByTestId('confirm-save').click();
        await card.waitFor({ state: 'detached', timeout: 30_000 });
        await expect
          .poll(async () => (await stored(booking.id)).status, { timeout: 30_000 })
          .toBe('PICKED_UP');
        const b = await stored(booking.id);
        expect(b.pieces[0]!.weight).toBe(4.8);
        expect(b.actualWeight).toBe(4.8);
        await s.context.close();
      }
    }, 240_000);

    it('[WAREHOUSE] the measure saves the typed weight as 4.8 kg in both languages, refuses an unclear one, and shows the new price in the page’s money format', async () => {
      const warehouse = await createStaff('WAREHOUSE_OPERATOR');
      staffIds.push(warehouse.id);
      for (const l of LANGS) {
        const { booking } = await customerWithBooking();
        const s = await signedIn(warehouse.username, viewport, l.lang);
        const received = await api(
          'POST',
          '/operations/receive',
          { trackingNumbers: [booking.trackingNumber], mode: 'COUNTER' },
          s.token,
        );
        expect(received.status).toBe(200);
        const page = s.page;
        await page.goto('/manager/operate');
        await page
          .getByTestId('operate-mode')
          .getByText(l.lang === 'vi' ? 'Cân đo' : 'Measure', { exact: true })
          .click();
        const box = page.getByTestId('operate-scan');
        await box.fill(booking.trackingNumber);
        await box.press('Enter');
        await page.getByTestId('measure-card').waitFor();
        const weight = page.getByTestId('piece-0-weight');

        await weight.fill(l.bad);
        await expect.poll(() => fieldError(weight).innerText()).toMatch(l.refused);
        const sent = await requestsTo(page, `/operations/measure/${booking.id}`, async () => {
          await page.getByTestId('measure-save').click();
          await expect.poll(() => fieldError(weight).innerText()).toMatch(l.refused);
        });
        expect(sent).toBe(0);
        await shot(page, `numbers-measure-refused-${l.lang}-${width}`, { fullPage: false });

        await weight.fill(l.good);
        await page.getByTestId('measure-save').click();
        await page.getByTestId('measure-result').waitFor();
        const b = await stored(booking.id);
        expect(b.pieces[0]!.weight).toBe(4.8);
        expect(b.actualWeight).toBe(4.8);
        // Issue 32 §9: the re-pricing is money in the page's format ("31,00 USD → …"), not "31 → 91 USD".
        const total = await page.getByTestId('measure-total').innerText();
        expect(total).toMatch(
          l.lang === 'vi' ? /^[\d.]+,\d\d USD → [\d.]+,\d\d USD$/ : /^[\d,]+\.\d\d USD → [\d,]+\.\d\d USD$/,
        );
        expect(await page.getByTestId('measure-result').innerText()).toContain(l.shown);
        await shot(page, `numbers-measure-saved-${l.lang}-${width}`, { fullPage: false });
        await s.context.close();
      }
    }, 240_000);

    it('[CUSTOMER] the booking form quotes the typed weight as 4.5 kg in both languages, and refuses an unclear one', async () => {
      for (const l of LANGS) {
        const context = await browser.newContext({
          baseURL: inject('baseURL'),
          viewport,
          locale: l.lang === 'vi' ? 'vi-VN' : 'en-US',
        });
        await context.addCookies([{ name: 'lang', value: l.lang, url: inject('baseURL') }]);
        const page = await context.newPage();
        const { auth } = await newCustomer({ page });
        await page.goto('/tracking');
        await storeSession(page, auth, l.lang);
        await page.goto('/manager/create-booking');
        await pickCountry(page, 'JP');
        await page.locator('#receiver_postalCode').fill('1000001');
        await fillPiece(page, '10', '10', '10');
        const weight = page.locator('#pieces_0_weight');

        await weight.fill(l.bad);
        await expect.poll(() => fieldError(weight).innerText()).toMatch(l.refused);
        // No price is asked for a weight nobody can read.
        await expect.poll(() => page.getByTestId('quote-incomplete').count()).toBe(1);
        await shot(page, `numbers-booking-refused-${l.lang}-${width}`, { fullPage: false });

        // The issue's own figure: 4,5 kg was quoted as 45 kg.
        const [quote] = await Promise.all([
          page.waitForRequest(
            (r) =>
              r.url().endsWith('/api/v1/bookings/quote') &&
              (JSON.parse(r.postData() ?? '{}') as { pieces?: { weight?: number }[] }).pieces?.[0]?.weight ===
                4.5,
          ),
          weight.fill(l.good.replace('8', '5')),
        ]);
        const answer = (await (await quote.response())!.json()) as { chargeableWeight: number };
        // 4.5 kg actual beats 0.2 kg volumetric.
        expect(answer.chargeableWeight).toBe(4.5);
        const shown = l.shown.replace('8', '5');
        await expect.poll(() => page.getByTestId('chargeable-weight').innerText()).toContain(shown);
        await expect.poll(() => page.getByTestId('quote').innerText()).toContain(shown);
        await shot(page, `numbers-booking-quoted-${l.lang}-${width}`, { fullPage: false });
        await context.close();
      }
    }, 240_000);
  });
});
