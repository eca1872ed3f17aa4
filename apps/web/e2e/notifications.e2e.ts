import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  adminToken,
  api,
  assignPickup,
  createStaff,
  newCustomer,
  seoulBooking,
  tokenOf,
} from './accounts-helpers';
import { DESKTOP, fileBrowser, PHONE_TALL, shot } from './browser';
import { signedIn } from './session';

/**
 * Issue 20 in the browser, on the suite's product (no SMTP_URL: each message becomes an .eml
 * file and is SENT with transport `file`): a customer sets the language of its e-mails and
 * switches a step off; operations staff find the messages at /manager/notifications, read one
 * as it was sent, resend it, and see a booking's messages in its drawer; a party's unsubscribe
 * link works once.
 */
const browser = fileBrowser();
const PASSWORD = 'Notify#2026';
const username = `notify_${randomUUID().slice(0, 8)}`;
let customerToken = '';
let admin = '';
let booking: { id: string; code: string; trackingNumber: string };

beforeAll(async () => {
  // Registered on an English page: its e-mails are in English until it says otherwise.
  const { auth } = await newCustomer({
    username,
    password: PASSWORD,
    fullName: 'Tran Thi Mai',
    phone: '0901234999',
    company: 'Mai Shop',
    headers: { 'accept-language': 'en' },
  });
  customerToken = auth.tokens.access.token;
  admin = await adminToken();
  const created = await api<typeof booking>(
    'POST',
    '/bookings',
    seoulBooking({ sender: 'nam.sender@example.vn', receiver: 'kim.min@example.kr' }),
    customerToken,
  );
  expect(created.status).toBe(201);
  booking = created.body;
  // Each status by the route that writes its record: a driver is assigned and confirms the
  // pickup, the warehouse receives; a DHL parcel (no manifest line here) then moves by checkpoint.
  const driver = await createStaff('PICKUP_STAFF');
  await assignPickup(booking.id, driver.id, admin);
  const picked = await api(
    'POST',
    `/pickups/${booking.id}/confirm`,
    { pieces: [{ length: 20, width: 20, height: 20, weight: 1, quantity: 1 }] },
    await tokenOf(driver.username),
    undefined,
    { 'idempotency-key': randomUUID() },
  );
  expect(picked.status).toBe(200);
  const received = await api(
    'POST',
    '/operations/receive',
    { trackingNumbers: [booking.trackingNumber], mode: 'PICKUP' },
    admin,
  );
  expect(received.status).toBe(200);
  for (const to of ['MANIFESTED', 'IN_TRANSIT']) {
    const moved = await api('POST', `/bookings/${booking.id}/transitions`, { to }, admin);
    expect(moved.status, to).toBe(200);
  }
});

/** The file's customer signed in on a new page. */
const asCustomer = (viewport: typeof DESKTOP, lang: 'vi' | 'en') =>
  signedIn(browser, { username, password: PASSWORD, viewport, lang });

type Row = { id: string; event: string; to: string; status: string; recipient: string };
const messages = async () =>
  (
    await api<{ results: Row[] }>(
      'GET',
      `/notifications?bookingId=${booking.id}&pageSize=100`,
      undefined,
      admin,
    )
  ).body.results;

/** The sender runs beside the API: wait until the booking's messages have left. */
async function allSent() {
  await expect
    .poll(async () => (await messages()).filter((m) => m.status === 'QUEUED').length, { timeout: 30_000 })
    .toBe(0);
}

/** The customer's notification settings as the API has them stored. */
const storedSettings = async () =>
  (
    await api<{ language: string; events: { CANCELLED: boolean } }>(
      'GET',
      '/me/notification-settings',
      undefined,
      customerToken,
    )
  ).body;

describe('e-mail notifications', () => {
  it('the customer chooses the language of its e-mails and switches a step off', async () => {
    for (const [lang, viewport] of [
      ['en', PHONE_TALL],
      ['vi', DESKTOP],
    ] as const) {
      const s = await asCustomer(viewport, lang);
      const page = s.page;
      if (lang === 'en') {
        // Reached from the customer's own menu.
        await page.goto('/manager/booking');
        if (viewport === PHONE_TALL) await page.click('[data-testid=sidebar-open]');
        await page.click('[data-testid=sidebar-notificationSettings]');
      } else await page.goto('/manager/notification-settings');
      await page.waitForSelector(
        '[data-testid=notification-settings] [data-testid=settings-event-CANCELLED]',
      );
      const title = await page.textContent('[data-testid=notification-settings] h1');
      expect(title).toBe(lang === 'en' ? 'Notification settings' : 'Cài đặt thông báo');
      await shot(page, `notification-settings-${lang}-${viewport.width}`);
      if (lang === 'en') {
        // Registered in English: English is chosen.
        expect(await page.isChecked('[data-testid=settings-language] input[value=en]')).toBe(true);
        await page.click('[data-testid=settings-event-CANCELLED]');
        await expect.poll(async () => (await storedSettings()).events.CANCELLED).toBe(false);
        await page.click('[data-testid=settings-language] input[value=vi]');
        await expect.poll(async () => (await storedSettings()).language).toBe('vi');
      } else {
        expect(await page.isChecked('[data-testid=settings-language] input[value=vi]')).toBe(true);
        expect(await page.getAttribute('[data-testid=settings-event-CANCELLED]', 'aria-checked')).toBe(
          'false',
        );
        // Back to English, for the messages below.
        await page.click('[data-testid=settings-language] input[value=en]');
        await expect.poll(async () => (await storedSettings()).language).toBe('en');
      }
      await s.context.close();
    }
  });

  it('operations see the messages, read one as sent, resend it; the drawer lists a booking’s messages', async () => {
    await allSent();
    const rows = await messages();
    // BOOKED and PICKED_UP (the account), IN_TRANSIT to the account and both parties.
    expect(rows.map((r) => `${r.event} ${r.recipient} ${r.status}`).sort()).toEqual(
      [
        'BOOKED ACCOUNT SENT',
        'IN_TRANSIT ACCOUNT SENT',
        'IN_TRANSIT RECEIVER SENT',
        'IN_TRANSIT SENDER SENT',
        'PICKED_UP ACCOUNT SENT',
      ].sort(),
    );
    for (const [lang, viewport] of [
      ['vi', DESKTOP],
      ['en', PHONE_TALL],
    ] as const) {
      const s = await signedIn(browser, {
        username: 'admin',
        password: inject('adminPassword'),
        viewport,
        lang,
      });
      const page = s.page;
      await page.goto('/manager/notifications');
      await page.waitForSelector('[data-testid=notifications-page] [data-testid=notification-row]');
      // The event filter: only IN_TRANSIT rows.
      await page.click('[data-testid=notifications-event]');
      const label = lang === 'vi' ? 'Đang vận chuyển' : 'In transit';
      await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).searchParams.get('event') === 'IN_TRANSIT'),
        page.click(`.ant-select-item-option[title="${label}"]`),
      ]);
      const tableRows = page.locator('[data-testid=notifications-page] [data-testid=notification-row]');
      await expect
        .poll(async () => (await tableRows.allTextContents()).every((t) => t.includes(label)))
        .toBe(true);
      expect(await tableRows.allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('kim.min@example.kr')]),
      );
      // The choice made, the list is what the page shows (the menu closed).
      await page.keyboard.press('Escape');
      await shot(page, `notifications-${lang}-${viewport.width}`);

      // The message to the Korean receiver, in English, as it went out.
      const row = page
        .locator('[data-testid=notifications-page] [data-testid=notification-row]', {
          hasText: 'kim.min@example.kr',
        })
        .first();
      await row.locator('[data-testid=notification-open]').click();
      const frame = page.frameLocator('[data-testid=notification-html]');
      await expect
        .poll(() => frame.locator('body').textContent())
        .toContain(`Shipment ${booking.code} is on its way to South Korea.`);
      expect(await frame.locator('body').textContent()).toContain('Unsubscribe');
      await shot(page, `notification-preview-${lang}-${viewport.width}`);
      await page.keyboard.press('Escape');

      if (lang === 'vi') {
        await row.locator('[data-testid=notification-resend]').click();
        await page.click('.ant-modal-confirm .ant-btn-primary');
        await expect.poll(async () => (await messages()).length).toBe(6);
        await page.waitForSelector('text=Đã xếp thư vào hàng gửi đến kim.min@example.kr');

        // The booking's drawer lists its messages.
        await page.goto('/manager/order');
        await page.fill('[data-testid=booking-search] input', booking.trackingNumber);
        await page.press('[data-testid=booking-search] input', 'Enter');
        await page.click(`[data-booking-open="${booking.id}"]`);
        await page.waitForSelector('[data-testid=booking-messages] [data-testid=booking-message]');
        await expect.poll(() => page.locator('[data-testid=booking-message]').count()).toBe(6);
        expect(await page.textContent('[data-testid=booking-messages]')).toContain('nam.sender@example.vn');
        await page.locator('[data-testid=booking-messages]').scrollIntoViewIfNeeded();
        await shot(page, 'booking-drawer-messages-vi-1280', { fullPage: false });
      }
      await s.context.close();
    }
  });

  it('the customer does not see the operations page; the switched-off step is not sent', async () => {
    const s = await asCustomer(DESKTOP, 'vi');
    await s.page.goto('/manager/notifications');
    await s.page.waitForSelector('[data-testid=forbidden]');
    expect(await s.page.locator('[data-testid=sidebar-notifications]').count()).toBe(0);
    await s.context.close();
    const other = await api<{ id: string }>('POST', '/bookings', seoulBooking(), customerToken);
    expect(
      (await api('POST', `/bookings/${other.body.id}/transitions`, { to: 'CANCELLED' }, customerToken))
        .status,
    ).toBe(200);
    const list = await api<{ results: Row[] }>(
      'GET',
      `/notifications?bookingId=${other.body.id}&event=CANCELLED`,
      undefined,
      admin,
    );
    expect(list.body.results.map((r) => r.status)).toEqual(['SUPPRESSED']);
  });

  it('a party unsubscribes through the link of its message, once', async () => {
    const row = (await messages()).find((m) => m.recipient === 'SENDER')!;
    const detail = await api<{ text: string }>('GET', `/notifications/${row.id}`, undefined, admin);
    const link = /(\S+\/unsubscribe\?token=\S+)/.exec(detail.body.text)![1]!;
    const token = new URL(link).searchParams.get('token')!;
    const phone = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: PHONE_TALL,
      locale: 'vi-VN',
    });
    const page: Page = await phone.newPage();
    await page.goto(`/unsubscribe?token=${encodeURIComponent(token)}`);
    await page.click('[data-testid=unsubscribe-confirm]');
    await expect
      .poll(() => page.textContent('[data-testid=unsubscribe-result]'))
      .toBe('nam.sender@example.vn đã hủy nhận email.');
    await shot(page, 'unsubscribe-vi-390');
    await page.reload();
    await page.click('[data-testid=unsubscribe-confirm]');
    await expect
      .poll(() => page.textContent('[data-testid=unsubscribe-result]'))
      .toBe('Địa chỉ này đã hủy đăng ký trước đó');
    await phone.close();
  });

  it('two messages as a phone mail client shows them (the HTML at 390 px)', async () => {
    const rows = await messages();
    const context = await browser.newContext({ viewport: PHONE_TALL });
    const page = await context.newPage();
    for (const r of [
      rows.find((m) => m.recipient === 'SENDER')!,
      rows.find((m) => m.recipient === 'RECEIVER')!,
    ]) {
      const detail = await api<{ html: string; language: string }>(
        'GET',
        `/notifications/${r.id}`,
        undefined,
        admin,
      );
      await page.setContent(detail.body.html);
      // Fits the phone: nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await shot(page, `mail-${detail.body.language}-390`);
    }
    await context.close();
  });
});
