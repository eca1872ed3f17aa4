import type { TBooking } from '@acf/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createCustomerBooking, createStaff, receiveAtCounter } from './accounts-helpers';
import { DESKTOP, fileBrowser, PHONE_TALL, shot } from './browser';
import { screenAtRest as screen } from './forms';
import { signedIn as signIn } from './session';

/**
 * Issue 12's journey: a warehouse operator receives three scanned parcels on /manager/operate
 * and measures one (the difference is flagged); builds a Yamato South manifest on
 * /manager/manifest by scanning, with a MAWB typo caught as typed, closes and departs it; the
 * Yamato South agent sees only that manifest and records a delivery with a photo; the public
 * tracking shows the flight and the delivery in both languages.
 */
const browser = fileBrowser();

const signedIn = (username: string, viewport = DESKTOP, lang: 'vi' | 'en' = 'vi') =>
  signIn(browser, { username, viewport, lang });

/** Types a number into a scan box and presses Enter, as a hand scanner does. */
async function scan(page: Page, testId: string, number: string) {
  const box = page.getByTestId(testId);
  await box.fill(number);
  await box.press('Enter');
  await expect.poll(() => box.inputValue()).toBe('');
}

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 160, b: 60 } } })
    .jpeg()
    .toBuffer();
}

let warehouse: { username: string };
let partner: { username: string };
let parcels: TBooking[];
let manifestNumber = '';

beforeAll(async () => {
  warehouse = await createStaff('WAREHOUSE_OPERATOR');
  partner = await createStaff('PARTNER_YAMATO_SOUTH');
  parcels = [await createCustomerBooking(), await createCustomerBooking(), await createCustomerBooking()];
}, 120_000);

describe('[WAREHOUSE, PARTNER] receive, measure, manifest, deliver', () => {
  it('receives three scanned parcels and measures one: the difference is flagged', async () => {
    const s = await signedIn(warehouse.username);
    const page = s.page;
    await page.goto('/manager/operate');
    // The customers bring them to the counter: the receive mode "at the counter".
    await page.getByTestId('receive-mode').getByText('Tại quầy', { exact: true }).click();
    for (const b of parcels) await scan(page, 'operate-scan', b.trackingNumber);
    const applied = page.locator('[data-testid=receive-result][data-result=applied]');
    await expect.poll(() => applied.count(), { timeout: 20_000 }).toBe(3);
    expect(await page.getByTestId('receive-results').innerText()).toContain('Đã nhận 3/3');
    await screen(page, 'operate-receive-vi-desktop');

    // Weigh and measure the first: 30×20×10 cm booked at 2.3 kg weighs 4.2 kg.
    await page.getByTestId('operate-mode').getByText('Cân đo', { exact: true }).click();
    await scan(page, 'operate-scan', parcels[0]!.trackingNumber);
    const card = page.getByTestId('measure-card');
    await card.waitFor();
    expect(await card.innerText()).toContain(parcels[0]!.trackingNumber);
    await page.getByTestId('piece-0-weight').fill('4.2');
    await page.getByTestId('measure-save').click();
    await page.getByTestId('measure-flag').waitFor();
    expect(await page.getByTestId('measure-flag').innerText()).toContain(
      'Chênh lệch vượt ngưỡng 0,5 kg / 5%',
    );
    // Booked 2.5 kg chargeable (2.3 kg rounded up to the half kilogram), measured 4.5 kg.
    expect(await page.getByTestId('measure-difference').innerText()).toBe('+2 kg (+80 %)');
    await screen(page, 'operate-measure-flagged-vi-desktop');
    const saved = await api<{ chargeableWeight: number; actualWeight: number; status: string }>(
      'GET',
      `/bookings/${parcels[0]!.id}`,
      undefined,
      s.token,
    );
    expect(saved.body).toMatchObject({ chargeableWeight: 4.5, actualWeight: 4.2, status: 'IN_WAREHOUSE' });
    await s.context.close();
  });

  // The longest journey of the suite (scans, bags, close, departure): two minutes on a busy machine.
  it('builds a Yamato South manifest by scanning, catches the MAWB typo, closes and departs it', async () => {
    const s = await signedIn(warehouse.username);
    // Another line's manifest the Yamato South agent must not see.
    const other = await api<{ number: string }>(
      'POST',
      '/manifests',
      {
        line: 'K_CARGO',
        mode: 'AIR',
        destinationCountry: 'KR',
        destinationAirport: 'ICN',
        flightNumber: 'KE680',
      },
      s.token,
    );
    expect(other.status).toBe(201);

    const page = s.page;
    await page.goto('/manager/manifest');
    await page.getByTestId('manifest-new').click();
    const create = page.getByTestId('manifest-header-form');
    await create.waitFor();
    await page.getByTestId('flight-input').fill('JL750');
    await page.getByTestId('manifest-save').click();
    const detail = page.getByTestId('manifest-detail');
    await detail.waitFor();
    manifestNumber = (await page.getByTestId('manifest-number').innerText()).trim();
    expect(manifestNumber).toMatch(/^YS\d{8}$/);
    expect(await page.getByTestId('manifest-status').innerText()).toBe('Đang mở');
    // Saved, the same drawer shows the manifest with the scanner's box focused, and the focus
    // stays there once every drawer has stopped moving (a closing second drawer used to hand it
    // to the "new" button, and the open drawer's trap then to its close button).
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
    );
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'manifest-scan',
    );

    for (const b of parcels) await scan(page, 'manifest-scan', b.trackingNumber);
    expect(await page.getByTestId('manifest-add').innerText()).toContain('3');
    await page.getByTestId('manifest-add').click();
    const added = page.locator('[data-testid=manifest-add-results] .ant-tag');
    await expect.poll(() => added.count(), { timeout: 20_000 }).toBe(3);
    for (const b of parcels)
      expect(await page.getByTestId('manifest-add-results').innerText()).toContain(
        `${b.trackingNumber}: đã thêm`,
      );
    const rows = page.locator('[data-testid=manifest-shipments] tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await page.getByTestId('manifest-totals').innerText()).toContain('3');
    // Issue 32 §9: a shipment's weight and declared value in the page's format, as the
    // statement writes them ("2,3" and "100,00 USD", not "2.3" and "100 USD").
    const unmeasured = await page
      .locator('[data-testid=manifest-shipments] tr[data-row-key]', { hasText: parcels[1]!.trackingNumber })
      .innerText();
    expect(unmeasured).toContain('2,3');
    expect(unmeasured).toContain('100,00 USD');

    // Bags: tick two shipments and pack them into B01 (its number offered), the third into B02;
    // unpack B02, then repack B01 with all three.
    const shipment = (n: string) =>
      page.locator('[data-testid=manifest-shipments] tr[data-row-key]', { hasText: n });
    const bag = (n: string) => page.locator(`[data-testid=bag-list] tr[data-bag="${n}"]`);
    const [p1, p2, p3] = parcels.map((b) => b.trackingNumber) as [string, string, string];
    const pack = async (number: string, weight: string, ticks: string[]) => {
      for (const n of ticks) await shipment(n).locator('input[type=checkbox]').check();
      expect(await page.getByTestId('bag-number').inputValue()).toBe(number);
      await page.getByTestId('bag-weight').fill(weight);
      await page.getByTestId('bag-pack').click();
      await bag(number).waitFor();
      // Packed: the form offers the next free number, nothing ticked.
      await expect.poll(() => page.getByTestId('bag-number').inputValue()).not.toBe(number);
      expect(await page.getByTestId('bag-pack').isDisabled()).toBe(true);
    };
    expect(await page.getByTestId('bag-pack').isDisabled()).toBe(true);
    await pack('B01', '5.2', [p1, p2]);
    await pack('B02', '1.1', [p3]);
    expect(await bag('B01').innerText()).toContain(`${p1}, ${p2}`);
    await expect.poll(() => shipment(p3).innerText()).toContain('B02');
    await screen(page, 'manifest-bags-vi-desktop');
    await bag('B02').getByTestId('bag-unpack').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await bag('B02').waitFor({ state: 'detached' });
    expect(await shipment(p3).innerText()).not.toContain('B02');
    await bag('B01').getByTestId('bag-repack').click();
    expect(await page.getByTestId('bag-number').inputValue()).toBe('B01');
    expect(await page.getByTestId('bag-pack').innerText()).toContain('2');
    await shipment(p3).locator('input[type=checkbox]').check();
    await page.getByTestId('bag-weight').fill('6.4');
    await page.getByTestId('bag-pack').click();
    await expect.poll(() => bag('B01').innerText()).toContain(`${p1}, ${p2}, ${p3}`);
    expect(await bag('B01').innerText()).toContain('6,4');
    for (const n of [p1, p2, p3]) expect(await shipment(n).innerText()).toContain('B01');

    // The MAWB: a typo is named as it is typed, before anything is saved; the right one clears it.
    const mawb = page.getByTestId('mawb-input');
    const mawbItem = page.locator('.ant-form-item', { has: mawb });
    await mawb.fill('176-12345670');
    await mawbItem.locator('.ant-form-item-explain-error').waitFor();
    expect(await mawbItem.locator('.ant-form-item-explain-error').innerText()).toContain('Số MAWB sai');
    await screen(page, 'manifest-mawb-typo-vi-desktop');
    await mawb.fill('176-12345675');
    await mawbItem.locator('.ant-form-item-explain-error').waitFor({ state: 'detached' });
    // The departure date, typed as the lists show dates: a manifest departs only with one.
    await detail.getByTestId('departure-input').click();
    await page.keyboard.type('28-11-2026');
    const [patched] = await Promise.all([
      page.waitForResponse(
        (r) => /\/api\/v1\/manifests\/[^/]+$/.test(r.url()) && r.request().method() === 'PATCH',
      ),
      detail.getByTestId('manifest-save').click(),
    ]);
    expect(patched.status()).toBe(200);
    expect((await patched.json()).mawb).toBe('176-12345675');
    expect((await patched.json()).departureDate).toBe('2026-11-28');
    await screen(page, 'manifest-detail-open-vi-desktop');

    // Close, then depart: each asks first.
    for (const [to, label] of [
      ['CLOSED', 'Đã đóng'],
      ['DEPARTED', 'Đã khởi hành'],
    ] as const) {
      await page.getByTestId(`to-${to}`).click();
      await page.locator('.ant-modal-confirm .ant-btn-primary').click();
      await expect.poll(() => page.getByTestId('manifest-status').innerText()).toBe(label);
      await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
    }
    expect(await page.getByTestId('manifest-readonly').innerText()).toContain('176-12345675');
    const statuses = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-status')));
    expect(statuses).toEqual(['IN_TRANSIT', 'IN_TRANSIT', 'IN_TRANSIT']);
    await screen(page, 'manifest-departed-vi-desktop');
    // The buttons that asked are gone with the old status: the focus is on the manifest's
    // number, still in the drawer, so Escape closes it.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.activeElement?.getAttribute('data-testid') ??
            document.activeElement?.outerHTML.slice(0, 120),
        ),
      )
      .toBe('manifest-number');
    await page.keyboard.press('Escape');
    await page.getByTestId('manifest-detail').waitFor({ state: 'detached' });
    await screen(page, 'manifest-list-vi-desktop');
    await s.context.close();
  }, 120_000);

  it('the Yamato South agent sees only that manifest and records a delivery with a photo', async () => {
    expect(manifestNumber).not.toBe('');
    const s = await signedIn(partner.username, PHONE_TALL);
    const page = s.page;
    await page.goto('/manager/manifest');
    const tabs = page.locator('[data-testid=manifest-tabs] [role=tab]');
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['Yamato miền Nam']);
    const list = page.locator('[data-testid=manifest-list] tbody tr.ant-table-row');
    await expect.poll(() => list.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const numbers = await list.locator('td:first-child').allInnerTexts();
    expect(numbers).toContain(manifestNumber);
    expect(numbers.every((n) => n.startsWith('YS'))).toBe(true);
    expect(await page.getByTestId('manifest-new').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_TALL.width);

    await list.filter({ hasText: manifestNumber }).click();
    await page.getByTestId('manifest-readonly').waitFor();
    expect(await page.getByTestId('manifest-readonly').innerText()).toContain('JL750');
    expect(await page.locator('[data-testid^=to-]').count()).toBe(0);
    const target = parcels[1]!;
    await page.getByTestId(`pod-${target.trackingNumber}`).click();
    const form = page.getByTestId('pod-form');
    await form.waitFor();
    await page.getByTestId('pod-receiver').fill('Tanaka Hanako');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await form.locator('.ant-upload-list-item').waitFor();
    await screen(page, 'manifest-pod-vi-phone');
    const [upload, delivery] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/pod-files') && r.request().method() === 'POST'),
      page.waitForResponse((r) => r.url().endsWith('/deliveries') && r.request().method() === 'POST'),
      page.getByTestId('pod-save').click(),
    ]);
    expect(upload.status()).toBe(201);
    expect(delivery.status()).toBe(201);
    const recorded = await delivery.json();
    expect(recorded).toMatchObject({ trackingNumber: target.trackingNumber, receiverName: 'Tanaka Hanako' });
    expect(recorded.photoId).toBe((await upload.json()).id);
    await form.waitFor({ state: 'detached' });
    // On the phone, each shipment is a card.
    const row = page.locator('[data-testid=manifest-shipment-card]', { hasText: target.trackingNumber });
    await expect.poll(() => row.getAttribute('data-status')).toBe('DELIVERED');
    expect(await row.innerText()).toContain('Đã giao');

    // The photo is kept with the line, and served to its agent.
    const file = await page.request.get(`${upload.url()}/${recorded.photoId}`, {
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');
    await s.context.close();
  });

  it('the public tracking shows the flight and the delivery, in Vietnamese and in English', async () => {
    const delivered = parcels[1]!.trackingNumber;
    const departed = parcels[2]!.trackingNumber;
    for (const [lang, words] of [
      ['vi', [`Đã khởi hành trên chuyến JL750 (${manifestNumber})`, 'Đã giao cho Tanaka Hanako']],
      ['en', [`Departed on JL750 (${manifestNumber})`, 'Delivered to Tanaka Hanako']],
    ] as const) {
      const visitor = await browser.newContext({ baseURL: inject('baseURL'), viewport: PHONE_TALL });
      await visitor.addCookies([{ name: 'lang', value: lang, url: inject('baseURL') }]);
      const p = await visitor.newPage();
      await p.goto(`/tracking?code=${delivered},${departed}`);
      const cards = p.getByTestId('tracking-result');
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(2);
      const first = await cards.nth(0).innerText();
      expect(first).toContain(words[0]);
      expect(first).toContain(words[1]);
      const second = await cards.nth(1).innerText();
      expect(second).toContain(words[0]);
      expect(second).not.toContain(words[1]);
      await shot(p, `manifest-tracking-${lang}-phone`);
      await visitor.close();
    }
  });

  // Four screens, each in two languages at two sizes: a long story, timed like the others.
  it('reads in both languages, on a desk and on a phone', async () => {
    // A parcel just received, to weigh on each screen.
    const spare = await createCustomerBooking();
    const s0 = await signedIn(warehouse.username);
    await receiveAtCounter([spare.trackingNumber], s0.token);
    await s0.context.close();
    for (const [viewport, suffix] of [
      [DESKTOP, 'desktop'],
      [PHONE_TALL, 'phone'],
    ] as const) {
      for (const lang of ['vi', 'en'] as const) {
        const s = await signedIn(warehouse.username, viewport, lang);
        const page = s.page;
        await page.goto('/manager/operate');
        await page.getByTestId('operate-scan').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
        await page
          .getByTestId('operate-mode')
          .getByText(lang === 'vi' ? 'Cân đo' : 'Measure', { exact: true })
          .click();
        await scan(page, 'operate-scan', spare.trackingNumber);
        await page.getByTestId('measure-card').waitFor();
        expect(await page.getByTestId('measure-error').count()).toBe(0);
        expect(await page.getByTestId('measure-card').innerText()).toContain(
          lang === 'vi' ? 'Kiện hàng' : 'Parcel',
        );
        await screen(page, `operate-measure-${lang}-${suffix}`);
        await page.goto('/manager/manifest');
        const list = page.locator('[data-testid=manifest-list] tbody tr.ant-table-row');
        await expect.poll(() => list.count(), { timeout: 20_000 }).toBeGreaterThan(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
        await screen(page, `manifest-list-${lang}-${suffix}`);
        await list.filter({ hasText: manifestNumber }).click();
        await page.getByTestId('manifest-readonly').waitFor();
        expect(await page.getByTestId('manifest-status').innerText()).toBe(
          lang === 'vi' ? 'Đã khởi hành' : 'Departed',
        );
        await screen(page, `manifest-detail-${lang}-${suffix}`);
        await s.context.close();
      }
    }
  }, 180_000);
});
