import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { todayInHcm } from '@acf/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, hcmParty, newCustomer } from './accounts-helpers';
import { DESKTOP, launch, PHONE_TALL, shot } from './browser';
import { startProduct } from './product';
import { signedIn } from './session';

/**
 * Issue 24 in the browser: a shop creates an API key and a webhook on its Developers page, calls
 * the API with the key, and sees the deliveries to its (local) receiver in the log, signed with
 * the secret it was shown once. Its own product: only this test lets webhooks reach 127.0.0.1
 * over http.
 */
let browser: Browser;
let closeBrowser: () => Promise<void>;
let product: Awaited<ReturnType<typeof startProduct>>;
let receiver: http.Server;
let hookUrl = '';
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const PASSWORD = 'Dev#2026-shop';
const username = `dev_${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/acf`;
  [{ browser, close: closeBrowser }, product] = await Promise.all([
    launch(),
    startProduct({
      WEBHOOK_ALLOW_HTTP: '1',
      WEBHOOK_ALLOW_HOSTS: '127.0.0.1',
      ADMIN_PASSWORD: 'Dev-Admin-2026',
    }),
  ]);
  await newCustomer({
    username,
    password: PASSWORD,
    fullName: 'Pham Thu',
    phone: '0901234888',
    company: 'Thu Shop',
    baseURL: product.baseURL,
  });
}, 600_000);
afterAll(async () => {
  await closeBrowser?.();
  await product?.stop();
  receiver?.closeAllConnections();
  await new Promise((r) => receiver?.close(r));
});

/** The shop signed in on a new page of this file's product. */
const asShop = (viewport = DESKTOP, lang?: 'vi' | 'en') =>
  signedIn(browser, { baseURL: product.baseURL, username, password: PASSWORD, viewport, lang });

const booking = () => ({
  service: 'ECOMMERCE_SERVICE',
  carrier: 'YAMATO',
  sender: hcmParty({
    name: 'Pham Thu',
    company: 'Thu Shop',
    phone: '0901234888',
    addressLine1: '9 Tran Hung Dao',
  }),
  receiver: hcmParty({
    name: 'Sato Yui',
    phone: '0312345678',
    addressLine1: '2-3 Shibuya',
    city: 'Tokyo',
    postalCode: '150-0002',
    country: 'JP',
  }),
  cargoUnit: 'CM_KG',
  pieces: [{ length: 20, width: 15, height: 10, weight: 1, quantity: 1 }],
  goodsDescription: 'T-shirts',
  declaredValue: 30,
  customs: {
    items: [{ description: 'T-shirts', quantity: 3, unitValue: 10, hsCode: '6109.10', originCountry: 'VN' }],
  },
  currency: 'USD',
  incoterm: 'DAP',
  pickup: { date: todayInHcm(new Date(Date.now() + 2 * 86_400_000)), timeWindow: '', address: '' },
  note: '',
});

describe('[CUSTOMER] the Developers page', () => {
  it('a customer creates a key and a webhook, and sees a delivery in the log', async () => {
    const s = await asShop(DESKTOP, 'vi');
    const page = s.page;
    // Reached from the customer's own menu.
    await page.goto('/manager/booking');
    await page.click('[data-testid=sidebar-developers]');
    await page.waitForURL('**/manager/developers');
    expect(await page.textContent('[data-testid=developers] h1')).toBe('Nhà phát triển');

    // A key, shown once.
    await page.click('[data-testid=key-create]');
    // A new key is a test key unless the shop chooses live; this shop books for real.
    expect(await page.locator('[data-testid=key-mode] input:checked').getAttribute('value')).toBe('test');
    await page.check('[data-testid=key-mode] input[value=live]');
    await page.fill('[data-testid=key-name]', 'Website');
    await page.click('[data-testid=key-create-ok]');
    const keyText = (await page.textContent('[data-testid=key-value]'))?.trim() ?? '';
    expect(keyText).toMatch(/^acf_live_[0-9A-Za-z]{40}$/);
    await page.click('[data-testid=key-value-done]');
    // Closed, it is gone from the page: the list shows its prefix only.
    await page.waitForSelector('[data-testid=key-value]', { state: 'detached' });
    await page.waitForSelector(`[data-testid=api-keys] code:has-text("${keyText.slice(0, 13)}")`);
    expect(await page.content()).not.toContain(keyText);

    // A webhook to the local receiver; its secret, shown once.
    await page.click('[data-testid=webhook-create]');
    await page.fill('[data-testid=webhook-url-input]', hookUrl);
    await page.click('[data-testid=webhook-create-ok]');
    const secret = (await page.textContent('[data-testid=webhook-secret]'))?.trim() ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.click('[data-testid=webhook-secret-done]');
    await page.waitForSelector('[data-testid=webhook-secret]', { state: 'detached' });
    expect(await page.content()).not.toContain(secret);
    expect(await page.textContent('[data-testid=webhook-url]')).toBe(hookUrl);

    // The shop's system books with the key: the webhook hears of it, signed.
    const created = await api<{ id: string; code: string }>(
      'POST',
      '/bookings',
      booking(),
      keyText,
      product.baseURL,
    );
    expect(created.status).toBe(201);
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const got = received[0]!;
    const event = JSON.parse(got.body);
    expect(event).toMatchObject({ type: 'booking.created', data: { booking: { code: created.body.code } } });
    const [t, v1] = String(got.headers['acf-signature']).split(',');
    expect(v1!.slice(3)).toBe(
      createHmac('sha256', secret)
        .update(`${t!.slice(2)}.${got.body}`)
        .digest('hex'),
    );

    // The log shows it (the test ping too), with the receiver's answer.
    await page.click('[data-testid=webhook-test]');
    await expect
      .poll(
        async () =>
          page.locator('[data-testid=delivery-log] [data-testid=delivery-status]').allTextContents(),
        {
          timeout: 30_000,
        },
      )
      .toEqual(['Đã gửi', 'Đã gửi']);
    expect(await page.locator('[data-testid=delivery-code]').allTextContents()).toEqual(['200', '200']);
    expect(await page.textContent('[data-testid=delivery-log]')).toContain('booking.created');
    await shot(page, 'developers-vi-1280');

    // Resent from the log: the same event again.
    await page.locator('[data-testid=delivery-resend]').nth(1).click();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(3);
    expect(received[2]!.headers['acf-event-id']).toBe(received[0]!.headers['acf-event-id']);
    await s.context.close();

    // The page in English on a phone.
    const phone = await asShop(PHONE_TALL, 'en');
    await phone.page.goto('/manager/developers');
    await phone.page.click('[data-testid=webhook-log]');
    await phone.page.waitForSelector('[data-testid=delivery-status]');
    expect(await phone.page.textContent('[data-testid=developers] h1')).toBe('Developers');
    const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE_TALL.width);
    await shot(phone.page, 'developers-en-390');
    await phone.context.close();
  }, 240_000);

  it('keys and webhooks that cannot be read say why, never "none"', async () => {
    const s = await asShop();
    await s.page.route(/\/api\/v1\/me\/(api-keys|webhooks)(\?|$)/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Máy chủ đang bận' } })
        : route.continue(),
    );
    await s.page.goto('/manager/developers');
    // A failed read is asked again a few times before it shows.
    await s.page.locator('[data-testid=list-error]').nth(1).waitFor();
    expect(await s.page.locator('[data-testid=list-error]').count()).toBe(2);
    expect(await s.page.locator('[data-testid=api-keys] [data-testid=list-error]').textContent()).toContain(
      'Máy chủ đang bận',
    );
    expect(await s.page.locator('[data-testid=webhooks] [data-testid=list-error]').count()).toBe(1);
    for (const none of ['Chưa có khóa nào', 'Chưa có webhook nào'])
      expect(await s.page.getByText(none, { exact: true }).count(), none).toBe(0);
    await shot(s.page, 'developers-list-error-vi');
    await s.context.close();
  }, 60_000);
});
