import { randomUUID } from 'node:crypto';
import type { TAuthResponse, TBooking } from '@acf/shared';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  api,
  createStaff,
  customerWithBooking,
  PASSWORD,
  yamatoManifest,
} from './accounts-helpers';
import { DESKTOP, fileBrowser, PHONE_TALL } from './browser';
import { hcmDay, screenAtRest as screen } from './forms';
import { signedIn as signIn } from './session';

/**
 * Issue 35 on the back-office pages: a booking of three cartons picked up with two is flagged in
 * the list (and found by its filter), its pieces are listed in the booking with where each was
 * seen last; a manifest with a carton not scanned in refuses to depart, naming it, and departs
 * once the booking is split with a reason.
 */
const browser = fileBrowser();
let admin: string;
let warehouse: { username: string };
let driver: { id: string; username: string };
// Picked up with two of its three cartons.
let short: { username: string; booking: TBooking };
// Received whole at the counter: every carton seen.
let whole: TBooking;

const signedIn = (username: string, viewport = DESKTOP, lang: 'vi' | 'en' = 'vi') =>
  signIn(browser, { username, viewport, lang });

/** A call the test makes to prepare its data; it must succeed. */
async function ok<T = { id: string }>(method: string, path: string, body: unknown, token = admin) {
  const r = await api<T>(method, path, body, token, inject('baseURL'), { 'idempotency-key': randomUUID() });
  expect(r.status, `${method} ${path}: ${JSON.stringify(r.body)}`).toBeLessThan(300);
  return r.body;
}

const pieceIds = (b: TBooking, ...indexes: number[]) => indexes.map((i) => `${b.trackingNumber}-${i}`);

beforeAll(async () => {
  admin = await adminToken();
  warehouse = await createStaff('WAREHOUSE_OPERATOR');
  driver = await createStaff('PICKUP_STAFF');
  const login = await ok<TAuthResponse>(
    'POST',
    '/auth/login',
    { username: driver.username, password: PASSWORD },
    '',
  );
  short = await customerWithBooking({ office: 'SOUTH', cartons: 3, receiverName: 'Sato Kenji' });
  await ok('POST', '/pickups/assign', { bookingIds: [short.booking.id], assigneeId: driver.id });
  await ok(
    'POST',
    `/pickups/${short.booking.id}/confirm`,
    { pieces: [{ weight: 2.3, quantity: 3 }], pieceIds: pieceIds(short.booking, 1, 2) },
    login.tokens.access.token,
  );
  ({ booking: whole } = await customerWithBooking({ office: 'SOUTH', cartons: 3, receiverName: 'Ito Yumi' }));
  await ok('POST', '/operations/receive', { trackingNumbers: [whole.trackingNumber], mode: 'COUNTER' });
}, 180_000);

/** Searches the bookings list for a number, with the pieces-missing filter ticked or not. */
async function listFor(page: Page, number: string) {
  await page.fill('[data-testid=booking-search] input', number);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/bookings?') && r.url().includes(number)),
    page.press('[data-testid=booking-search] input', 'Enter'),
  ]);
  return answer;
}

const rows = (page: Page) => page.locator('[data-testid=bookings-table] tbody tr.ant-table-row');

describe('[STAFF, CUSTOMER] a booking missing a piece', () => {
  it('the list filter "Thiếu kiện" finds it, flagged; a booking with every piece is not found', async () => {
    const s = await signedIn(warehouse.username);
    const page = s.page;
    await page.goto('/manager/order');
    await page.getByTestId('bookings-table').waitFor();
    const [filtered] = await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/v1/bookings?') && r.url().includes('piecesMissing=1'),
      ),
      page.getByTestId('filter-pieces-missing').click(),
    ]);
    expect(filtered.status()).toBe(200);

    expect((await listFor(page, short.booking.trackingNumber)).url()).toContain('piecesMissing=1');
    await expect.poll(() => rows(page).count()).toBe(1);
    const row = rows(page).first();
    expect(await row.innerText()).toContain(short.booking.code);
    expect(await row.getByTestId('pieces-missing-tag').innerText()).toBe('Thiếu kiện');

    await listFor(page, whole.trackingNumber);
    await page.locator('[data-testid=bookings-table] .ant-empty').waitFor();
    expect(await rows(page).count()).toBe(0);
    // Without the filter it is there, with no flag.
    await Promise.all([
      page.waitForResponse(
        (r) => r.url().includes('/api/v1/bookings?') && !r.url().includes('piecesMissing'),
      ),
      page.getByTestId('filter-pieces-missing').click(),
    ]);
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(await rows(page).first().getByTestId('pieces-missing-tag').count()).toBe(0);
    await s.context.close();
  });

  for (const [viewport, size] of [
    [DESKTOP, 'desktop'],
    [PHONE_TALL, '390'],
  ] as const)
    for (const lang of ['vi', 'en'] as const)
      it(`${size} ${lang}: the booking lists its pieces, where each was seen last and by whom, and the flag`, async () => {
        const words = {
          vi: { flag: 'Thiếu kiện', seen: 'Lần cuối: tài xế lấy hàng', notSeen: 'Chưa quét lần nào' },
          en: { flag: 'Pieces missing', seen: 'Last seen: pickup driver', notSeen: 'Not scanned yet' },
        }[lang];
        const s = await signedIn(warehouse.username, viewport, lang);
        const page = s.page;
        await page.goto('/manager/order');
        await page.getByTestId('bookings-table').waitFor();
        await listFor(page, short.booking.trackingNumber);
        await page.locator(`[data-booking-open="${short.booking.id}"]`).click();
        const section = page.getByTestId('booking-pieces');
        await section.waitFor();
        expect(await section.getByTestId('pieces-missing-tag').innerText()).toBe(words.flag);
        await section.getByTestId('pieces-missing-alert').waitFor();
        const piece = (i: number) => section.locator(`[data-piece="${short.booking.trackingNumber}-${i}"]`);
        for (const i of [1, 2]) {
          const text = await piece(i).innerText();
          expect(text).toContain(`${i}/3`);
          expect(text).toContain(words.seen);
          // Staff read who scanned it.
          expect(text).toContain(driver.username);
        }
        expect(await piece(3).innerText()).toContain(words.notSeen);

        // A piece's hand-overs are fetched when it is opened.
        const [history] = await Promise.all([
          page.waitForResponse((r) => r.url().endsWith(`/api/v1/bookings/${short.booking.id}/pieces`)),
          piece(1).click(),
        ]);
        expect(history.status()).toBe(200);
        const timeline = section.getByTestId('piece-history');
        await timeline.waitFor();
        expect(await timeline.locator('[data-kind=PICKUP]').innerText()).toContain(driver.username);
        await section.scrollIntoViewIfNeeded();
        await screen(page, `booking-pieces-${lang}-${size}`);
        if (viewport === PHONE_TALL)
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_TALL.width);
        await s.context.close();
      });

  it('the customer reads the pieces and the flag, never who scanned them', async () => {
    const s = await signedIn(short.username, PHONE_TALL);
    const page = s.page;
    await page.goto('/manager/booking');
    await page.locator(`[data-booking-open="${short.booking.id}"]`).click();
    const section = page.getByTestId('booking-pieces');
    await section.waitFor();
    await section.getByTestId('pieces-missing-alert').waitFor();
    const text = await section.innerText();
    expect(text).toContain(`${short.booking.trackingNumber}-1`);
    expect(text).toContain('Lần cuối: tài xế lấy hàng');
    expect(text).not.toContain(driver.username);
    // Flagged beside its status too.
    await page.locator('.ant-drawer').getByTestId('pieces-missing-tag').first().waitFor();
    await section.scrollIntoViewIfNeeded();
    await screen(page, 'booking-pieces-customer-vi-390');
    await s.context.close();
  });
});

type Manifest = { id: string; number: string };

/** A closed Yamato South manifest departing today, the codes scanned into it. */
async function closedManifest(codes: string[]): Promise<Manifest> {
  const m = await ok<Manifest>('POST', '/manifests', yamatoManifest(hcmDay(0)));
  await ok('POST', `/manifests/${m.id}/shipments`, { trackingNumbers: codes });
  await ok('POST', `/manifests/${m.id}/transitions`, { to: 'CLOSED' });
  return m;
}

/** The manifest opened from its line's list. */
async function openManifest(page: Page, m: Manifest) {
  await page.goto('/manager/manifest');
  await page.fill('[data-testid=manifest-search] input', m.number);
  await page.press('[data-testid=manifest-search] input', 'Enter');
  await page.locator('[data-testid=manifest-list] tbody tr.ant-table-row', { hasText: m.number }).click();
  await page.getByTestId('manifest-detail').waitFor();
}

/** Moves the manifest on (the button, then its confirmation) and answers the API's status. */
async function move(page: Page, m: Manifest, to: 'CLOSED' | 'DEPARTED') {
  await page.getByTestId(`to-${to}`).click();
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/manifests/${m.id}/transitions`)),
    page.locator('.ant-modal-confirm .ant-btn-primary').click(),
  ]);
  await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
  return answer.status();
}

/** Asks to depart; the refusal lists the booking and its cartons not scanned in. */
async function refused(page: Page, m: Manifest, b: TBooking, missing: string[]) {
  expect(await move(page, m, 'DEPARTED')).toBe(409);
  const panel = page.getByTestId('pieces-not-scanned');
  await panel.waitFor();
  const booking = panel.locator(`[data-testid=unscanned-booking][data-tracking="${b.trackingNumber}"]`);
  expect(await booking.getByTestId('unscanned-piece').allInnerTexts()).toEqual(missing);
  return { panel, booking };
}

const status = (page: Page) => page.getByTestId('manifest-status').innerText();

describe('[WAREHOUSE] a manifest with a carton not scanned in', () => {
  let manifest: Manifest;

  beforeAll(async () => {
    // Cartons 1 and 3 scanned in; carton 2 was not.
    manifest = await closedManifest(pieceIds(whole, 1, 3));
  }, 60_000);

  for (const [viewport, size, lang] of [
    [DESKTOP, 'desktop', 'en'],
    [PHONE_TALL, '390', 'vi'],
    [PHONE_TALL, '390', 'en'],
  ] as const)
    it(`${size} ${lang}: the departure is refused naming the carton, with the three ways out`, async () => {
      const s = await signedIn(warehouse.username, viewport, lang);
      const page = s.page;
      await openManifest(page, manifest);
      const { panel, booking } = await refused(page, manifest, whole, pieceIds(whole, 2));
      const words = {
        vi: ['Chưa khởi hành được', 'đã quét 2/3 kiện', 'Quét kiện', 'Rút khỏi manifest', 'Tách lô'],
        en: ['Cannot depart yet', '2 of 3 pieces scanned', 'Scan the piece', 'Remove from manifest', 'Split'],
      }[lang];
      const text = await panel.innerText();
      for (const w of words) expect(text).toContain(w);
      expect(await booking.getByTestId('unscanned-split').isVisible()).toBe(true);
      // The shipment's pieces scanned into the manifest, in the table or its card.
      expect(await page.getByTestId('pieces-scanned').first().innerText()).toBe('2/3');
      expect(await status(page)).toBe(lang === 'vi' ? 'Đã đóng' : 'Closed');
      await screen(page, `manifest-pieces-refused-${lang}-${size}`);
      await page.getByTestId('pieces-scanned').first().scrollIntoViewIfNeeded();
      await screen(page, `manifest-pieces-scanned-${lang}-${size}`);
      if (viewport === PHONE_TALL)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_TALL.width);
      await s.context.close();
    });

  it('desktop vi: refused, then split with a reason (asked for), it departs', async () => {
    const s = await signedIn(warehouse.username);
    const page = s.page;
    await openManifest(page, manifest);
    const { booking } = await refused(page, manifest, whole, pieceIds(whole, 2));
    await screen(page, 'manifest-pieces-refused-vi-desktop');

    await booking.getByTestId('unscanned-split').click();
    const modal = page.locator('.ant-modal', { has: page.getByTestId('split-form') });
    await modal.waitFor();
    expect(await modal.innerText()).toContain(`${whole.trackingNumber}-2`);
    // The reason is required.
    await page.getByTestId('split-ok').click();
    await modal.locator('.ant-form-item-explain-error').waitFor();
    expect(await modal.locator('.ant-form-item-explain-error').innerText()).toBe('Nhập lý do tách lô');
    await page.getByTestId('split-reason').fill('Thùng 2 còn trên xe');
    await modal.locator('.ant-form-item-explain-error').waitFor({ state: 'detached' });
    await screen(page, 'manifest-split-reason-vi-desktop');
    const [split] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith(`/shipments/${whole.id}/split`)),
      page.getByTestId('split-ok').click(),
    ]);
    expect(split.status()).toBe(200);
    expect(await split.request().postDataJSON()).toEqual({ reason: 'Thùng 2 còn trên xe' });
    await page.getByTestId('pieces-resolved').waitFor();
    await modal.waitFor({ state: 'hidden' });

    // Depart again: it leaves, the carton left behind an open exception with the reason.
    expect(await move(page, manifest, 'DEPARTED')).toBe(200);
    await expect.poll(() => status(page)).toBe('Đã khởi hành');
    expect(await page.getByTestId('pieces-resolved').count()).toBe(0);
    const exceptions = await ok<{ results: { bookingId: string; reason: string; note: string }[] }>(
      'GET',
      '/operations/exceptions?reason=PIECE_MISSING',
      undefined,
    );
    expect(exceptions.results.find((e) => e.bookingId === whole.id)).toMatchObject({
      reason: 'PIECE_MISSING',
      note: 'Thùng 2 còn trên xe',
    });
    await s.context.close();
  }, 120_000);

  it('desktop vi: "Quét kiện" reopens it to the scan box; "Rút khỏi manifest" takes the booking off a closed one, which then departs', async () => {
    const received = async (cartons: number) => {
      const { booking } = await customerWithBooking({ office: 'SOUTH', cartons });
      await ok('POST', '/operations/receive', { trackingNumbers: [booking.trackingNumber], mode: 'COUNTER' });
      return booking;
    };
    const partial = await received(2);
    const complete = await received(1);
    const m = await closedManifest([...pieceIds(partial, 1), complete.trackingNumber]);
    const s = await signedIn(warehouse.username);
    const page = s.page;
    await openManifest(page, m);

    // Scan: the closed manifest is reopened and the scan box has the focus.
    const first = await refused(page, m, partial, pieceIds(partial, 2));
    await first.booking.getByTestId('unscanned-scan').click();
    await expect.poll(() => status(page)).toBe('Đang mở');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('manifest-scan');
    expect(await first.booking.innerText()).toContain('Quét kiện vào ô quét của manifest');

    // Closed again without scanning: still refused. Removed instead: reopened, taken off, closed.
    expect(await move(page, m, 'CLOSED')).toBe(200);
    const again = await refused(page, m, partial, pieceIds(partial, 2));
    await again.booking.getByTestId('unscanned-remove').click();
    const confirm = page.locator('.ant-modal-confirm', { has: page.getByTestId('remove-ok') });
    expect(await confirm.innerText()).toContain('Manifest được mở lại để rút lô hàng, rồi đóng lại');
    const removed = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/manifests/${m.id}/shipments/${partial.id}`) && r.request().method() === 'DELETE',
    );
    await page.getByTestId('remove-ok').click();
    expect((await removed).status()).toBe(200);
    await page.getByTestId('pieces-resolved').waitFor();
    await expect.poll(() => status(page)).toBe('Đã đóng');
    const rows = page.locator('[data-testid=manifest-shipments] tbody tr.ant-table-row');
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining(complete.trackingNumber)]);

    expect(await move(page, m, 'DEPARTED')).toBe(200);
    await expect.poll(() => status(page)).toBe('Đã khởi hành');
    const back = await ok<TBooking>('GET', `/bookings/${partial.id}`, undefined);
    expect(back.status).toBe('IN_WAREHOUSE');
    await s.context.close();
  }, 120_000);
});

describe('[VISITOR] public tracking of a booking whose pieces are apart', () => {
  it('says where its pieces are, in the page language, at 390 px and on a desk', async () => {
    // Every carton received together: nothing to say about its pieces.
    const { booking: together } = await customerWithBooking({ office: 'SOUTH', cartons: 2 });
    await ok('POST', '/operations/receive', { trackingNumbers: [together.trackingNumber], mode: 'COUNTER' });
    for (const [lang, viewport, words] of [
      ['vi', PHONE_TALL, '2 trên 3 kiện tại tài xế lấy hàng, còn 1 kiện đang đến'],
      ['en', DESKTOP, '2 of 3 pieces at pickup driver, 1 piece expected'],
    ] as const) {
      const visitor = await browser.newContext({ baseURL: inject('baseURL'), viewport });
      await visitor.addCookies([{ name: 'lang', value: lang, url: inject('baseURL') }]);
      const page = await visitor.newPage();
      await page.goto(`/tracking?code=${short.booking.trackingNumber}`);
      const note = page.getByTestId('tracking-pieces');
      await expect.poll(() => note.innerText(), { timeout: 20_000 }).toBe(words);
      await page.goto(`/tracking?code=${together.trackingNumber}`);
      await page.getByTestId('tracking-status').waitFor();
      expect(await page.getByTestId('tracking-pieces').allInnerTexts()).toEqual([]);
      await visitor.close();
    }
  });
});
