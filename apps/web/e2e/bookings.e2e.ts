import { randomUUID } from 'node:crypto';
import { formatDate } from '@acf/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { adminToken, api, createCustomerBooking, newCustomer, seoulBooking } from './accounts-helpers';
import { DESKTOP, fileBrowser, newPage, PHONE, PHONE_TALL, shot } from './browser';
import { fillPiece, fillTokyoReceiver, hcmDay, pickCountry, pickHcmCommune, typeDate } from './forms';
import { openSession, registerCustomer } from './session';

const browser = fileBrowser();

/** Opens a date picker and waits until its calendar has finished appearing. */
async function openPicker(page: Page, selector: string) {
  await page.locator(selector).click();
  await page.waitForFunction(() => {
    const d = document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    return !!d && !/-(appear|enter)\b/.test(d.className) && getComputedStyle(d).opacity === '1';
  });
}

describe('bookings end to end', () => {
  // The two customer stories below are many screens of typing each; on a busy machine they took
  // past the default minute, so each has three.
  it('[CUSTOMER] registers, creates a booking and downloads its label', async () => {
    const { context, page } = await newPage(browser);
    await registerCustomer(page);

    await page.goto('/manager/create-booking');
    // A new customer's sender starts as its account's contact once the address book answers, and
    // is typed over after that, as a person sees it: typed while the answer was being drawn, the
    // contact's name landed in front of the typed one ("Trần Thị MaiTrần Thị Mai").
    await expect
      .poll(() => page.locator('#sender_name').inputValue(), { timeout: 20_000 })
      .toBe('Trần Thị Mai');
    await page.locator('#sender_name').fill('Trần Thị Mai');
    await page.locator('#sender_phone').fill('0901234567');
    // Typing past 35 characters moves the rest into line 2.
    await page.locator('#sender_addressLine1').fill('123 Nguyen Thi Minh Khai Street Ward 6 District 3');
    await expect.poll(() => page.locator('#sender_addressLine2').inputValue()).toBe('Ward 6 District 3');
    expect(await page.locator('#sender_addressLine1').inputValue()).toBe('123 Nguyen Thi Minh Khai Street');
    await page.locator('#sender_city').fill('Ho Chi Minh');
    // In Vietnam, the province then the commune, typed without accents.
    await pickHcmCommune(page, 'sai gon', 'Phường Sài Gòn');
    // Japan's customs need a 7-digit postal code; typed without the dash, stored NNN-NNNN.
    // The country is picked by its name, typed without accents.
    await fillTokyoReceiver(page, '1000001', 'nhat ban');
    await fillPiece(page, '50', '40', '30', '2.3');
    // 50×40×30/5000 = 12 kg volumetric beats 2.3 kg actual.
    await expect.poll(() => page.textContent('[data-testid=chargeable-weight]')).toContain('12 kg');
    // The live quote beside the weights: the API's price for what is typed, nothing saved yet.
    await page.waitForSelector('[data-testid=quote-total]');
    await expect.poll(() => page.textContent('[data-testid=quote]')).toContain('12 kg');
    expect(await page.textContent('[data-testid=quote-base-fee]')).toMatch(/USD$/);
    await page.setViewportSize({ width: 1366, height: 900 });
    await shot(page, 'create-booking-quote-vi-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'create-booking-quote-vi-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await page.setViewportSize(DESKTOP);
    await page.locator('#declaredValue').fill('100');
    // Goods to Japan: one goods line for customs, worth the declared value.
    await page.locator('[data-testid=line-0-description]').fill('Quần áo');
    await page.locator('[data-testid=line-0-unit-value]').fill('100');
    await page.locator('[data-testid=line-0-hs-code]').fill('6109.10.00');
    // The pickup date picker refuses a day already past, and takes a typed DD-MM-YYYY.
    await typeDate(page, '[data-testid=pickup-date]', hcmDay(-1));
    await page.keyboard.press('Escape');
    await page.locator('#declaredValue').click();
    expect(await page.locator('[data-testid=pickup-date]').inputValue()).toBe('');
    const pickupDay = hcmDay(2);
    await typeDate(page, '[data-testid=pickup-date]', pickupDay);
    expect(await page.locator('[data-testid=pickup-date]').inputValue()).toBe(formatDate(pickupDay));
    // Limits show in the page language before any request.
    await page.locator('#goodsDescription').fill('x'.repeat(61));
    await page.click('[data-testid=save-booking]');
    await expect.poll(() => page.textContent('body')).toContain('Tối đa 60 ký tự');
    await shot(page, 'create-booking-desktop');
    await page.locator('#goodsDescription').fill('Quần áo');
    const quoted = await page.textContent('[data-testid=quote-total]');
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/bookings'),
      page.click('[data-testid=save-booking]'),
    ]);
    // The API still receives the calendar day as YYYY-MM-DD, and the official codes of the place.
    expect(request.postDataJSON().pickup.date).toBe(pickupDay);
    expect(request.postDataJSON().sender).toMatchObject({ provinceCode: '79', communeCode: '26740' });

    await page.waitForSelector('[data-testid=created-tracking]');
    const trackingNumber = (await page.textContent('[data-testid=created-tracking]')) ?? '';
    expect(trackingNumber).toMatch(/^\d{10}$/);
    expect(await page.textContent('[data-testid=created-code]')).toMatch(/^BK\d{10}$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.click('[data-testid=print-label]'),
    ]);
    const file = await download.path();
    const fs = await import('node:fs');
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await shot(page, 'create-booking-done');

    await page.goto('/manager/booking');
    await page.waitForSelector(`text=${trackingNumber}`);
    await shot(page, 'my-bookings-desktop');
    // The detail drawer shows the pickup day as DD-MM-YYYY and the first event.
    await page.click('[data-testid=bookings-table] .ant-table-row button.ant-btn-link');
    await expect.poll(() => page.textContent('[data-testid=drawer-pickup]')).toContain(formatDate(pickupDay));
    await expect.poll(() => page.textContent('.ant-drawer .ant-timeline')).toContain('Đã đặt');
    // The saved price is the one the form quoted.
    expect(await page.textContent('[data-testid=drawer-total]')).toBe(quoted);
    // Every row of the details has a label (no empty row for an empty optional field).
    expect(
      await page.$$eval(
        '.ant-drawer .ant-descriptions-item-label',
        (ls) => ls.filter((l) => !l.textContent?.trim()).length,
      ),
    ).toBe(0);
    await page.waitForTimeout(400); // the drawer's slide-in, for the screenshot only
    await shot(page, 'my-bookings-drawer-desktop');
    await page.keyboard.press('Escape');
    await page.setViewportSize(PHONE);
    await shot(page, 'my-bookings-phone');

    // The next booking starts from the usual sender; the receiver comes from the address book.
    await page.goto('/manager/create-booking');
    await expect.poll(() => page.locator('#sender_name').inputValue()).toBe('Trần Thị Mai');
    expect(await page.locator('#sender_city').inputValue()).toBe('Ho Chi Minh');
    await page.click('[data-testid=address-book]');
    await page.click('.ant-select-item-option:has-text("Tanaka Hiro")');
    await expect.poll(() => page.locator('#receiver_name').inputValue()).toBe('Tanaka Hiro');
    expect(await page.locator('#receiver_city').inputValue()).toBe('Tokyo');
    // Countries by name in the page language (the code is what is kept); pieces titled on a phone.
    expect(await page.textContent('[data-testid=receiver-country]')).toContain('Nhật Bản');
    expect(await page.textContent('[data-testid=piece-0]')).toContain('Kiện 1');
    await shot(page, 'create-booking-address-book-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);

    // The usual sender never lands under the caret: the sender's name has the focus, empty, when
    // the address book answers (its answer held back until then), and the name is typed after.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/v1/bookings/address-book**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/manager/create-booking');
    await page.locator('#sender_name').click();
    const answered = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/v1/bookings/address-book',
    );
    answer();
    await answered;
    // The answer rendered and its effects run (two frames and a task), before the first key.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0)))),
    );
    await page.keyboard.type('Lê Văn Khác');
    expect(await page.locator('#sender_name').inputValue()).toBe('Lê Văn Khác');
    expect(await page.locator('#sender_city').inputValue()).toBe('');
    await context.close();
  }, 180_000);

  it('[CUSTOMER] edits and cancels a BOOKED booking from the drawer, with the seed confirmation', async () => {
    const { context, page } = await newPage(browser, { width: 1366, height: 900 });
    const { auth: session } = await newCustomer({ page, password: 'Secret#123', fullName: 'Lê Văn Nam' });
    await openSession(page, session);
    const book = async () => {
      const res = await page.request.post('/api/v1/bookings', {
        headers: { authorization: `Bearer ${session.tokens.access.token}` },
        data: seoulBooking(),
      });
      expect(res.status()).toBe(201);
      return (await res.json()) as { id: string; code: string };
    };
    const get = async (id: string) =>
      (
        await page.request.get(`/api/v1/bookings/${id}`, {
          headers: { authorization: `Bearer ${session.tokens.access.token}` },
        })
      ).json();
    const b = await book();
    await page.goto('/manager/booking');
    await page.click(`[data-booking-open="${b.id}"]`);
    await page.waitForSelector('[data-testid=cancel-booking]');

    // Edit: the note, saved by the API.
    await page.click('[data-testid=edit-booking-open]');
    await page.locator('[data-testid=edit-note]').fill('Gọi trước 30 phút');
    await page.click('.ant-modal-footer .ant-btn-primary');
    await expect.poll(async () => (await get(b.id)).note).toBe('Gọi trước 30 phút');

    // Cancel asks first, in the seed's words; 'Không' leaves the booking as it was.
    await page.click('[data-testid=cancel-booking]');
    await page.waitForSelector('.ant-modal-confirm');
    const dialog = await page.textContent('.ant-modal-confirm');
    expect(dialog).toContain('Thông báo');
    expect(dialog).toContain(`Bạn có chắc chắn muốn hủy booking ${b.code}`);
    await page.waitForTimeout(400); // the dialog's zoom-in, for the screenshot only
    await shot(page, 'drawer-cancel-confirm-vi-desktop', { fullPage: false });
    await page.click('.ant-modal-confirm button:has-text("Không")');
    expect((await get(b.id)).status).toBe('BOOKED');
    await page.setViewportSize(PHONE_TALL);
    await page.click('[data-testid=cancel-booking]');
    await page.waitForSelector('.ant-modal-confirm');
    await page.waitForTimeout(400);
    await shot(page, 'drawer-cancel-confirm-vi-phone', { fullPage: false });
    await page.click('.ant-modal-confirm button:has-text("Đồng ý")');
    await expect.poll(async () => (await get(b.id)).status).toBe('CANCELLED');
    // Cancelled: neither action is offered any more.
    await expect.poll(() => page.locator('[data-testid=cancel-booking]').count()).toBe(0);
    expect(await page.locator('[data-testid=edit-booking-open]').count()).toBe(0);

    // The same in English, with the create form's quote.
    await context.addCookies([{ name: 'lang', value: 'en', url: inject('baseURL') }]);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    const c = await book();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/manager/booking');
    await page.click(`[data-booking-open="${c.id}"]`);
    await page.waitForSelector('[data-testid=cancel-booking]');
    await page.waitForTimeout(400);
    await shot(page, 'drawer-cancel-en-desktop', { fullPage: false });
    await page.click('[data-testid=cancel-booking]');
    await page.waitForSelector('.ant-modal-confirm');
    expect(await page.textContent('.ant-modal-confirm')).toContain('Notice');
    await page.waitForTimeout(400);
    await shot(page, 'drawer-cancel-confirm-en-desktop', { fullPage: false });
    await page.click('.ant-modal-confirm button:has-text("No")');
    await page.setViewportSize(PHONE_TALL);
    // The drawer fits the phone's screen: nothing of it is cut off on the left.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector('.ant-drawer-content-wrapper')?.getBoundingClientRect().left,
        ),
      )
      .toBe(0);
    await shot(page, 'drawer-cancel-en-phone', { fullPage: false });

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/manager/create-booking');
    // A typed code finds its country first.
    await pickCountry(page, 'KR');
    expect(await page.textContent('[data-testid=receiver-country]')).toContain('South Korea');
    await fillPiece(page, '130', '40', '30', '20');
    await page.waitForSelector('[data-testid=quote-total]');
    await expect.poll(() => page.textContent('[data-testid=quote]')).toContain('31.5 kg');
    await shot(page, 'create-booking-quote-en-desktop');
    await page.setViewportSize(PHONE_TALL);
    await shot(page, 'create-booking-quote-en-phone');
    await context.close();
  }, 180_000);

  it("[VISITOR] 'Tạo booking' leads to login and back to the form; another site is never the way back", async () => {
    const { context, page } = await newPage(browser, PHONE_TALL);
    const { username } = await newCustomer({
      page,
      password: 'Secret#123',
      fullName: 'Phạm Hoa',
      phone: '0912345678',
    });
    const login = async () => {
      await page.locator('[data-testid=login-username]').fill(username);
      await page.locator('[data-testid=login-password]').fill('Secret#123');
      await page.click('[data-testid=login-submit]');
    };
    await page.goto('/');
    await page.click('a[href="/manager/create-booking"]');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/manager/create-booking');
    await login();
    await page.waitForURL((u) => u.pathname === '/manager/create-booking');
    await page.waitForSelector('[data-testid=booking-form]');

    // A returnTo naming another site is ignored: the login goes to the booking list.
    for (const evil of ['//evil.example', 'https://evil.example/manager']) {
      await page.evaluate(() => localStorage.clear());
      await page.goto(`/login?returnTo=${encodeURIComponent(evil)}`);
      await login();
      await page.waitForURL((u) => u.pathname === '/manager/booking');
      expect(new URL(page.url()).host).toBe(new URL(inject('baseURL')).host);
      // Settled on the list before the next round signs out.
      await page.waitForSelector('[data-testid=bookings-table]');
    }
    await context.close();
  });

  it('[WAREHOUSE] applies a checkpoint by typing the number and Enter in the scan box', async () => {
    // Its own parcel: a new customer's booking (no company name), made through the API.
    const { trackingNumber } = await createCustomerBooking();
    const { context, page } = await newPage(browser);
    const login = await page.request.post('/api/v1/auth/login', {
      data: { username: 'admin', password: inject('adminPassword') },
    });
    await openSession(page, await login.json());
    await page.goto('/manager/checkpoint');
    const scan = page.locator('[data-testid=scan-input]');
    await scan.fill(`${trackingNumber.slice(0, 9)}${(Number(trackingNumber[9]) + 1) % 10}`);
    await scan.press('Enter');
    await scan.fill(trackingNumber);
    await scan.press('Enter');
    await expect.poll(() => page.textContent('[data-testid=scanned-list]')).toContain('Sai số kiểm tra');
    // A new booking may be received at the counter (assigning names a driver, on its own page).
    await page.click('[data-testid=checkpoint-status]');
    await page.click('.ant-select-item-option[title="Đã nhập kho"]');
    await page.locator('[data-testid=checkpoint-place]').fill('Kho Tân Bình');
    // The form says which note is being typed: internal by default, with what the customer reads.
    expect(await page.getAttribute('[data-testid=checkpoint-note]', 'placeholder')).toBe('Ghi chú nội bộ');
    expect(await page.textContent('[data-testid=checkpoint-visibility-hint]')).toContain(
      'Hàng đã đến kho ACF',
    );
    await page.locator('[data-testid=checkpoint-note]').fill('Kiểm tra UX');
    await page.click('[data-testid=checkpoint-visibility] >> text=Công khai (khách hàng xem)');
    expect(await page.getAttribute('[data-testid=checkpoint-note]', 'placeholder')).toBe('Ghi chú công khai');
    await page.click('[data-testid=checkpoint-visibility] >> text=Nội bộ (chỉ nhân viên)');
    await shot(page, 'checkpoint-visibility-desktop');
    await page.click('[data-testid=apply-checkpoint]');
    await expect.poll(() => page.textContent('[data-testid=checkpoint-results]')).toContain('Đã cập nhật');
    await shot(page, 'checkpoint-desktop');
    await page.goto('/manager/order');
    await page.waitForSelector(`text=${trackingNumber}`);
    // The customer registered without a company name: the column falls back to its code.
    const { tokens } = (await login.json()) as { tokens: { access: { token: string } } };
    const listed = await page.request.get(`/api/v1/bookings?search=${trackingNumber}`, {
      headers: { authorization: `Bearer ${tokens.access.token}` },
    });
    const customerCode = (await listed.json()).results[0].customer.code as string;
    expect(customerCode).not.toBe('');
    const row = page.locator('[data-testid=bookings-table] tbody tr', { hasText: trackingNumber });
    expect(await row.textContent()).toContain(customerCode);
    await shot(page, 'orders-desktop');

    // Creation-date filters: DD-MM-YYYY pickers, the API gets YYYY-MM-DD.
    await page.setViewportSize({ width: 1366, height: 800 });
    const [filtered] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).searchParams.get('from') === hcmDay(1)),
      typeDate(page, '[data-testid=filter-from]', hcmDay(1)),
    ]);
    expect(new URL(filtered.url()).pathname).toBe('/api/v1/bookings');
    await expect.poll(() => row.count()).toBe(0);
    await typeDate(page, '[data-testid=filter-from]', hcmDay(0));
    await expect.poll(() => row.count()).toBe(1);
    // The open calendar speaks the page language (Vietnamese weekdays, Monday first).
    await openPicker(page, '[data-testid=filter-to]');
    expect(await page.textContent('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) thead')).toMatch(
      /^T2/,
    );
    await shot(page, 'orders-date-filter-desktop');
    await page.keyboard.press('Escape');
    await page.setViewportSize(PHONE);
    await openPicker(page, '[data-testid=filter-to]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await shot(page, 'orders-date-filter-phone');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
    await page.goto('/manager/history');
    // Fields and values in words: "Trạng thái", "Đã đặt" → "Đã nhập kho", never the codes.
    const change = page.locator('tbody tr', { hasText: 'Đã nhập kho' });
    await change.first().waitFor();
    expect(await change.first().textContent()).toContain('Trạng thái');
    expect(await page.locator('tbody').textContent()).not.toMatch(/\bIN_WAREHOUSE\b|\bstatus\b/);
    await shot(page, 'history-desktop');
    // Its date filters are the same DD-MM-YYYY pickers.
    await typeDate(page, '[data-testid=history-from]', hcmDay(1));
    await expect.poll(() => change.count()).toBe(0);
    await typeDate(page, '[data-testid=history-from]', hcmDay(0));
    await expect.poll(() => change.count()).toBeGreaterThan(0);
    await context.close();
  });

  it('[MANAGER] bulk change: only the statuses every selected booking may take, a confirmation with the count, an answer per booking', async () => {
    const receiver = `Bulk ${randomUUID().slice(0, 6)}`;
    const a = await createCustomerBooking(receiver);
    const b = await createCustomerBooking(receiver);
    const token = await adminToken();
    const { context, page } = await newPage(browser);
    const login = await page.request.post('/api/v1/auth/login', {
      data: { username: 'admin', password: inject('adminPassword') },
    });
    await openSession(page, await login.json());
    await page.goto('/manager/order');
    await page.fill('[data-testid=booking-search] input', receiver);
    await page.press('[data-testid=booking-search] input', 'Enter');
    const rows = page.locator('[data-testid=bookings-table] tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.textContent('[data-testid=bookings-total]')).toBe('2 đơn hàng');
    // One number format on a Vietnamese page: 2,5 kg beside its amount in USD.
    expect(await rows.nth(0).textContent()).toMatch(/2,5 kg.*\d+,\d\d USD/);
    await rows.nth(0).locator('.ant-checkbox-input').check();
    await rows.nth(1).locator('.ant-checkbox-input').check();
    expect(await page.textContent('[data-testid=bulk-selected]')).toBe('Đã chọn 2');
    // Two BOOKED bookings: the choice is what BOOKED may become, in words.
    await page.click('[data-testid=bulk-status]');
    const offered = await page.$$eval(
      '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option',
      (els) => els.map((e) => e.getAttribute('title')),
    );
    expect(offered).toContain('Đã hủy');
    expect(offered).toContain('Đã nhập kho');
    expect(offered).not.toContain('Đã giao hàng');
    // A status with a record of its own is set on its own page: assigning names a driver.
    expect(offered).not.toContain('Đã phân công lấy hàng');
    expect(offered).not.toContain('Có sự cố');
    await page.click('.ant-select-item-option[title="Đã hủy"]');
    // Meanwhile someone cancels b: its own answer says why it was not changed.
    const cancel = await api('POST', `/bookings/${b.id}/transitions`, { to: 'CANCELLED' }, token);
    expect(cancel.status).toBe(200);
    await page.click('[data-testid=bulk-apply]');
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    expect(await dialog.locator('.ant-modal-confirm-title').textContent()).toBe('Thông báo');
    expect(await dialog.locator('.ant-modal-confirm-content').textContent()).toBe(
      'Đổi trạng thái 2 booking sang "Đã hủy"?',
    );
    await shot(page, 'orders-bulk-confirm-desktop');
    await page.click('#bulk-ok');
    const results = page.locator('[data-testid=bulk-results]');
    await results.waitFor();
    const okRow = results.locator('tbody tr', { hasText: a.code });
    const refused = results.locator('tbody tr', { hasText: b.code });
    expect(await okRow.textContent()).toContain('Đã cập nhật');
    expect(await refused.textContent()).toContain('Không thể chuyển trạng thái từ Đã hủy sang Đã hủy');
    await shot(page, 'orders-bulk-results-desktop');
    expect((await api<{ status: string }>('GET', `/bookings/${a.id}`, undefined, token)).body.status).toBe(
      'CANCELLED',
    );

    // A CANCELLED and a BOOKED booking share no next status: nothing to offer.
    const c = await createCustomerBooking(receiver);
    // Made elsewhere: the page reads the list afresh.
    await page.reload();
    await page.fill('[data-testid=booking-search] input', receiver);
    await page.press('[data-testid=booking-search] input', 'Enter');
    await expect.poll(() => rows.count()).toBe(3);
    await rows.filter({ hasText: c.code }).locator('.ant-checkbox-input').check();
    await rows.filter({ hasText: a.code }).locator('.ant-checkbox-input').check();
    expect(await page.locator('[data-testid=bulk-status]').getAttribute('class')).toContain('disabled');
    expect(await page.textContent('[data-testid=bulk-status]')).toContain('không có trạng thái chung');

    // Past the count's bound the API answers "at least" (totalCapped): the page says so. The
    // bound itself is the API's (its tests make the 10,000 bookings); here its answer is played.
    await page.route(
      (url) => url.pathname === '/api/v1/bookings',
      async (route) => {
        const real = await route.fetch();
        const body = await real.json();
        await route.fulfill({
          response: real,
          json: { ...body, totalResults: 10_000, totalPages: 1000, totalCapped: true },
        });
      },
    );
    await page.reload();
    await expect.poll(() => page.textContent('[data-testid=bookings-total]')).toBe('10.000+ đơn hàng');
    await context.close();
  });

  it('[VISITOR] sees the new event on the public tracking page in vi and in en', async () => {
    // Its own parcel, received at a checkpoint with an internal note, through the API.
    const { trackingNumber } = await createCustomerBooking();
    const applied = await api<{ applied: number }>(
      'POST',
      '/checkpoints',
      {
        trackingNumbers: [trackingNumber],
        status: 'IN_WAREHOUSE',
        place: 'Kho Tân Bình',
        note: 'Kiểm tra UX',
      },
      await adminToken(),
    );
    expect(applied.body.applied).toBe(1);
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(`/tracking?code=${trackingNumber}`);
    await expect.poll(() => page.textContent('[data-testid=tracking-status]')).toBe('Đã nhập kho');
    const latest = await page.textContent('[data-testid=tracking-event]');
    expect(latest).toContain('Kho Tân Bình');
    // The internal note typed at the checkpoint stays in the back office.
    expect(latest).toContain('Hàng đã đến kho ACF');
    expect(await page.textContent('body')).not.toContain('Kiểm tra UX');
    expect(latest).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}/);
    await shot(page, 'tracking-vi-phone');
    // A mistyped number is flagged before any request.
    await page.locator('[data-testid=tracking-input]').fill('1234567890');
    await page.click('[data-testid=tracking-submit]');
    expect(await page.textContent('[data-testid=tracking-error]')).toContain('1234567890');

    await context.addCookies([{ name: 'lang', value: 'en', url: inject('baseURL') }]);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(`/tracking?code=${trackingNumber}`);
    await expect.poll(() => page.textContent('[data-testid=tracking-status]')).toBe('In warehouse');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'tracking-en-desktop');
    await context.close();
  });
});
