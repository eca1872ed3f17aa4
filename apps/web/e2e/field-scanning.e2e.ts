import { makeTrackingNumber, type TBooking } from '@acf/shared';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createCustomerBooking,
  createStaff,
  manifestWith,
  receiveAtCounter,
  tokenOf,
  yamatoManifest,
} from './accounts-helpers';
import { DESKTOP, fileBrowser, PHONE_TALL } from './browser';
import { signedIn as signIn } from './session';

/**
 * Issue 32, items 2, 3, 4 and 6: the scanner's next number after an action, the receiving list
 * that keeps every scan, dates typed as the product shows them, and a manifest's detail that
 * fits the screen from a phone up.
 */
const browser = fileBrowser();

const VIEWPORTS = [
  ['phone', PHONE_TALL],
  ['desktop', DESKTOP],
] as const;
/**
 * Both widths and both languages in two runs: Vietnamese on the phone, English on the desk (the
 * pages and their words do not depend on each other's choice).
 */
const PAIRS = [
  ['phone', PHONE_TALL, 'vi'],
  ['desktop', DESKTOP, 'en'],
] as const;
const signedIn = (username: string, viewport: { width: number; height: number }, lang: 'vi' | 'en' = 'vi') =>
  signIn(browser, { username, viewport, lang });
const look = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/${name}.png` });

/** What has the focus: its test id and its value. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return { testid: el?.getAttribute('data-testid') ?? el?.tagName ?? null, value: el?.value ?? null };
  });
/** A scanner: types the number wherever the focus is, then Enter. */
async function scanner(page: Page, number: string) {
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
}
/** After an action: the scan box `box` has the focus again, empty, and the next scan shows in `shown`. */
async function scansNext(page: Page, box: string, number: string, shown: Locator) {
  await expect.poll(() => focused(page)).toEqual({ testid: box, value: '' });
  await scanner(page, number);
  await expect.poll(() => shown.innerText()).toContain(number);
}
/** Types `text` into a date box over what it holds (clicked, all of it selected), as a person does. */
async function retype(page: Page, box: Locator, text: string) {
  await box.click();
  await box.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}
/** Clicks and returns the answer to the request the click sends (`method`, a path `path` matches). */
async function answered(page: Page, method: string, path: RegExp, click: () => Promise<void>) {
  const [res] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname)),
    click(),
  ]);
  return res;
}
/** Counts the requests of one kind the page sends from now on. */
function counter(page: Page, method: string, path: RegExp) {
  let n = 0;
  page.on('request', (r) => {
    if (r.method() === method && path.test(new URL(r.url()).pathname)) n++;
  });
  return () => n;
}

let warehouse: { username: string };
let partner: { username: string };
let warehouseToken = '';
beforeAll(async () => {
  warehouse = await createStaff('WAREHOUSE_OPERATOR');
  partner = await createStaff('PARTNER_YAMATO_SOUTH');
  warehouseToken = await tokenOf(warehouse.username);
}, 120_000);

/** Bookings received at the counter (IN_WAREHOUSE), through the API. */
async function received(count: number): Promise<TBooking[]> {
  const out: TBooking[] = [];
  for (let i = 0; i < count; i++) out.push(await createCustomerBooking());
  await receiveAtCounter(
    out.map((b) => b.trackingNumber),
    warehouseToken,
  );
  return out;
}

/** A Yamato South manifest through the API, with the given shipments added. */
const manifest = (numbers: string[], over: Record<string, unknown> = {}) =>
  manifestWith(numbers, warehouseToken, { body: yamatoManifest('2026-11-28', { mawb: undefined, ...over }) });
const move = (id: string, to: string) => api('POST', `/manifests/${id}/transitions`, { to }, warehouseToken);

async function openManifest(page: Page, number: string) {
  await page.goto('/manager/manifest');
  const row = page.locator('[data-testid=manifest-list] tbody tr.ant-table-row', { hasText: number });
  await row.waitFor({ timeout: 20_000 });
  await row.click();
  await page.getByTestId('manifest-detail').waitFor();
}

describe('[WAREHOUSE] the scanner after an action (issue 32, item 2)', () => {
  for (const [name, viewport] of VIEWPORTS)
    it(`measure, exception, checkpoint and manifest give the focus back to the empty scan box (${name})`, async () => {
      const [a, b] = (await received(2)) as [TBooking, TBooking];
      const s = await signedIn(warehouse.username, viewport);
      const page = s.page;
      const measures = counter(page, 'POST', /\/operations\/measure/);
      const exceptions = counter(page, 'POST', /\/operations\/exceptions$/);
      const checkpoints = counter(page, 'POST', /\/checkpoint/);
      const adds = counter(page, 'POST', /\/manifests\/[^/]+\/shipments$/);

      // Measure: scan, weigh, "Lưu số đo"; the scanner's next number looks up the next parcel.
      await page.goto('/manager/operate');
      await page.getByTestId('operate-mode').locator('.ant-segmented-item').nth(1).click();
      await page.getByTestId('operate-scan').click();
      await scanner(page, a.trackingNumber);
      const card = page.getByTestId('measure-card');
      await expect.poll(() => card.innerText(), { timeout: 20_000 }).toContain(a.trackingNumber);
      await page.getByTestId('piece-0-weight').fill('3');
      await page.getByTestId('measure-save').click();
      await page.getByTestId('measure-result').waitFor();
      await scansNext(page, 'operate-scan', b.trackingNumber, card);
      expect(measures()).toBe(1);
      // Even with the focus left on a button, the scanner's digits go to the box, not its Enter.
      await page.getByTestId('measure-save').focus();
      await scanner(page, a.trackingNumber);
      await expect.poll(() => card.innerText()).toContain(a.trackingNumber);
      expect(measures()).toBe(1);
      await look(page, `scan-measure-${name}`);

      // Exception: scan, reason, raise; the next scan is the next parcel's.
      await page.getByTestId('operate-mode').locator('.ant-segmented-item').nth(2).click();
      await page.getByTestId('operate-scan').click();
      await scanner(page, a.trackingNumber);
      await expect.poll(() => page.getByTestId('exception-number').innerText()).toBe(a.trackingNumber);
      await page.getByTestId('exception-reason').click();
      await page.locator('.ant-select-item-option').first().click();
      await page.getByTestId('exception-raise').click();
      await expect
        .poll(() => page.getByTestId('exception-number').innerText(), { timeout: 20_000 })
        .toBe('—');
      await expect.poll(() => focused(page)).toEqual({ testid: 'operate-scan', value: '' });
      await scanner(page, b.trackingNumber);
      await expect.poll(() => page.getByTestId('exception-number').innerText()).toBe(b.trackingNumber);
      expect(exceptions()).toBe(1);

      // Checkpoint: scan, place, apply; the next scan starts the next batch.
      await page.goto('/manager/checkpoint');
      await page.getByTestId('scan-input').click();
      await scanner(page, b.trackingNumber);
      await expect.poll(() => page.getByTestId('scanned-list').innerText()).toContain(b.trackingNumber);
      await page.getByTestId('checkpoint-place').fill('Kho Tân Bình');
      await page.getByTestId('apply-checkpoint').click();
      await page.getByTestId('checkpoint-results').waitFor({ timeout: 20_000 });
      await scansNext(page, 'scan-input', a.trackingNumber, page.getByTestId('scanned-list'));
      expect(checkpoints()).toBe(1);

      // Manifest: scan, "Thêm"; the next scan waits in the box's list, nothing is added twice.
      const [c, d] = (await received(2)) as [TBooking, TBooking];
      const m = await manifest([]);
      await openManifest(page, m.number);
      await page.getByTestId('manifest-scan').click();
      await scanner(page, c.trackingNumber);
      await expect.poll(() => page.getByTestId('manifest-pending').innerText()).toContain(c.trackingNumber);
      await page.getByTestId('manifest-add').click();
      await page.getByTestId('manifest-add-results').waitFor({ timeout: 20_000 });
      await scansNext(page, 'manifest-scan', d.trackingNumber, page.getByTestId('manifest-pending'));
      expect(adds()).toBe(1);
      await look(page, `scan-manifest-${name}`);
      await s.context.close();
    }, 180_000);
});

describe('[WAREHOUSE] the receiving list keeps every scan (issue 32, item 3)', () => {
  const words = {
    vi: {
      results: ['Đã nhận', 'Đã nhận trước đó (Đã nhập kho)', 'Không có mã này', 'Sai số kiểm tra'],
      header: '"STT","Mã vận đơn","Kết quả","Trạng thái","Cách nhận","Thời gian quét"',
    },
    en: {
      results: ['Received', 'Already received (In warehouse)', 'Unknown number', 'Check digit wrong'],
      header: '"No.","Tracking number","Result","Status","Received","Scanned at"',
    },
  };
  for (const [name, viewport, lang] of PAIRS)
    it(`received, already received, unknown and misread stay as rows and export (${lang}, ${name})`, async () => {
      const good = await createCustomerBooking();
      const unknown = makeTrackingNumber(900_000_000 + Math.floor(Math.random() * 99_999_999));
      const misread = `${good.trackingNumber.slice(0, 9)}${(Number(good.trackingNumber[9]) + 1) % 10}`;
      const s = await signedIn(warehouse.username, viewport, lang);
      const page = s.page;
      await page.goto('/manager/operate');
      await page.getByTestId('receive-mode').locator('.ant-segmented-item').nth(1).click();
      const rows = page.locator('[data-testid=receive-result]');
      for (const [i, n] of [good.trackingNumber, good.trackingNumber, unknown, misread].entries()) {
        await scanner(page, n);
        await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(i + 1);
      }
      // Newest first.
      expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-result')))).toEqual([
        'invalid',
        'unknown',
        'already_received',
        'applied',
      ]);
      const texts = await rows.allInnerTexts();
      words[lang].results.forEach((w, i) => {
        expect(texts[3 - i]).toContain(w);
      });
      expect(texts[0]).toContain(misread);
      await look(page, `receive-list-${lang}-${name}`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('receive-export').click(),
      ]);
      const csv = (await (await download.createReadStream()).toArray()).join('');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(words[lang].header);
      expect(lines).toHaveLength(5);
      expect(lines[1]).toContain(`"1","${good.trackingNumber}","${words[lang].results[0]}"`);
      expect(lines[2]).toContain(`"2","${good.trackingNumber}","${words[lang].results[1]}"`);
      expect(lines[3]).toContain(`"3","${unknown}","${words[lang].results[2]}"`);
      expect(lines[4]).toContain(`"4","${misread}","${words[lang].results[3]}"`);
      // A reload keeps the session's list.
      await page.reload();
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(4);
      await s.context.close();
    }, 120_000);
});

describe('[WAREHOUSE] dates typed as the product shows them (issue 32, item 4)', () => {
  const unreadable = { vi: 'Không đọc được ngày', en: 'This date cannot be read' };
  const noDate = { vi: 'ngày khởi hành', en: 'departure date' };
  for (const [name, viewport, lang] of PAIRS)
    it(`departure date: DD-MM-YYYY and DD/MM/YYYY are saved, garbage is a field error, no date no departure (${lang}, ${name})`, async () => {
      const s = await signedIn(warehouse.username, viewport, lang);
      const page = s.page;
      const patches = counter(page, 'PATCH', /\/manifests\/[^/]+$/);
      await page.goto('/manager/manifest');
      await page.getByTestId('manifest-new').click();
      const form = page.getByTestId('manifest-header-form');
      await form.waitFor();
      await page.getByTestId('flight-input').fill('JL750');
      await retype(page, page.getByTestId('departure-input'), '28-11-2026');
      const created = await answered(page, 'POST', /\/api\/v1\/manifests$/, () =>
        page.getByTestId('manifest-save').click(),
      );
      expect(created.status()).toBe(201);
      expect((await created.json()).departureDate).toBe('2026-11-28');

      // In the detail: garbage is named on the field and nothing is sent.
      const detail = page.getByTestId('manifest-detail');
      await detail.waitFor();
      const input = detail.getByTestId('departure-input');
      await expect.poll(() => input.inputValue()).toBe('28-11-2026');
      await retype(page, input, '31-31-2026');
      await detail.getByTestId('manifest-save').click();
      // The inner locator is relative to the form item: the page's test id, not the drawer's chain.
      const item = detail.locator('.ant-form-item', { has: page.getByTestId('departure-input') });
      await expect
        .poll(() => item.locator('.ant-form-item-explain-error').innerText())
        .toContain(unreadable[lang]);
      expect(patches()).toBe(0);
      await look(page, `date-garbage-${lang}-${name}`);
      // The slashed form is read too.
      await retype(page, input, '29/11/2026');
      const patched = await answered(page, 'PATCH', /\/api\/v1\/manifests\/[^/]+$/, () =>
        detail.getByTestId('manifest-save').click(),
      );
      expect(patched.status()).toBe(200);
      expect((await patched.json()).departureDate).toBe('2026-11-29');

      // A closed manifest with no departure date: "Khởi hành" is refused, saying why.
      const [b] = await received(1);
      const m = await manifest([b!.trackingNumber], { departureDate: undefined });
      expect((await move(m.id, 'CLOSED')).status).toBe(200);
      // Closed by its button: Escape belongs to the top layer, and the date picker just used may
      // still be leaving (Escape and the drawer are the keyboard test's, not this one's).
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      await detail.waitFor({ state: 'detached' });
      await openManifest(page, m.number);
      await page.getByTestId('to-DEPARTED').click();
      const refused = await answered(page, 'POST', /\/transitions$/, () =>
        page.locator('.ant-modal-confirm .ant-btn-primary').click(),
      );
      expect(refused.status()).toBe(409);
      await expect.poll(() => page.locator('.ant-message').innerText()).toContain(noDate[lang]);
      expect(await page.getByTestId('manifest-status').getAttribute('class')).toContain('orange');
      await look(page, `date-no-departure-${lang}-${name}`);
      await s.context.close();
    }, 120_000);
});

describe('[WAREHOUSE, PARTNER] a manifest detail fits the screen (issue 32, item 6)', () => {
  it('on a 390 px phone, the agent reaches "Xác nhận giao hàng" on each shipment card, no sideways scroll', async () => {
    const parcels = await received(2);
    const m = await manifest(parcels.map((p) => p.trackingNumber));
    for (const to of ['CLOSED', 'DEPARTED']) expect((await move(m.id, to)).status).toBe(200);
    for (const lang of ['vi', 'en'] as const) {
      const s = await signedIn(partner.username, PHONE_TALL, lang);
      const page = s.page;
      await openManifest(page, m.number);
      for (const p of parcels) {
        const button = page.getByTestId(`pod-${p.trackingNumber}`);
        await button.waitFor();
        await button.scrollIntoViewIfNeeded();
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE_TALL.width);
        expect(box.height).toBeGreaterThanOrEqual(40);
      }
      const widths = await page.evaluate(() => {
        const body = document.querySelector('.ant-drawer-body')!;
        return {
          page: document.documentElement.scrollWidth,
          body: body.scrollWidth,
          inner: body.clientWidth,
        };
      });
      expect(widths.page).toBe(PHONE_TALL.width);
      expect(widths.body).toBeLessThanOrEqual(widths.inner);
      await look(page, `manifest-cards-${lang}-phone`);
      await s.context.close();
    }
  }, 120_000);

  it('at 1280 px and every width from 390 px, the drawer, "Thêm" and the last columns are within the window', async () => {
    const parcels = await received(1);
    const m = await manifest(parcels.map((p) => p.trackingNumber));
    const s = await signedIn(warehouse.username, DESKTOP);
    const page = s.page;
    await openManifest(page, m.number);
    for (const width of [1280, 1100, 1024, 900, 768, 600, 390]) {
      await page.setViewportSize({ width, height: 800 });
      const fits = async () =>
        page.evaluate(() => {
          const right = (sel: string) => document.querySelector(sel)?.getBoundingClientRect().right ?? -1;
          const body = document.querySelector('.ant-drawer-body')!;
          return {
            drawer: right('.ant-drawer-content-wrapper'),
            add: right('[data-testid=manifest-add]'),
            scroll: body.scrollWidth - body.clientWidth,
            window: window.innerWidth,
          };
        });
      await expect.poll(async () => (await fits()).drawer).toBeLessThanOrEqual(width);
      const f = await fits();
      expect(f.add, `Thêm at ${width}`).toBeGreaterThan(0);
      expect(f.add, `Thêm at ${width}`).toBeLessThanOrEqual(width);
      expect(f.scroll, `drawer body sideways at ${width}`).toBeLessThanOrEqual(0);
      // The table's last column (its actions) can be reached: inside the window, or by its own scroll.
      const table = page
        .locator('[data-testid=manifest-shipments] .ant-table-content, [data-testid=manifest-shipment-cards]')
        .first();
      const tb = (await table.boundingBox())!;
      expect(tb.x + tb.width).toBeLessThanOrEqual(width);
      if (width === 1280) await look(page, 'manifest-drawer-1280');
    }
    await s.context.close();
  }, 120_000);
});
