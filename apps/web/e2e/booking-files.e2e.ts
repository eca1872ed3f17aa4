import type { TBooking } from '@acf/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminToken, api, customerWithBooking, yamatoManifest } from './accounts-helpers';
import { fileBrowser, PHONE_TALL, shot } from './browser';
import { signedIn } from './session';

/**
 * A booking's proof of delivery is a private file (issue 22): the customer sees it in the
 * booking's drawer, fetched through the API with the session (a blob, never a public address).
 */
const browser = fileBrowser();
let username: string;
let booking: TBooking;

beforeAll(async () => {
  const admin = await adminToken();
  ({ username, booking } = await customerWithBooking({ receiverName: 'Tanaka Hanako', office: 'SOUTH' }));
  const day = new Date(Date.now() + 7 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
  // Received, flown on a Yamato South manifest, delivered with a photo of the proof.
  const ok = async (method: string, path: string, body?: unknown) => {
    const r = await api<{ id: string }>(method, path, body, admin);
    expect(r.status, `${method} ${path}`).toBeLessThan(300);
    return r.body;
  };
  await ok('POST', '/operations/receive', { trackingNumbers: [booking.trackingNumber], mode: 'COUNTER' });
  const m = await ok('POST', '/manifests', yamatoManifest(day));
  await ok('POST', `/manifests/${m.id}/shipments`, { trackingNumbers: [booking.trackingNumber] });
  await ok('POST', `/manifests/${m.id}/transitions`, { to: 'CLOSED' });
  await ok('POST', `/manifests/${m.id}/transitions`, { to: 'DEPARTED' });
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'pod.jpg');
  const up = await fetch(`${inject('baseURL')}/api/v1/manifests/${m.id}/pod-files`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(up.status).toBe(201);
  const photoId = ((await up.json()) as { id: string }).id;
  await ok('POST', `/manifests/${m.id}/deliveries`, {
    trackingNumber: booking.trackingNumber,
    receiverName: 'Tanaka Hanako',
    time: new Date(Date.now() - 60_000).toISOString(),
    photoId,
  });
}, 120_000);

/** The customer, signed in, with the booking's drawer open on the bookings page (`before`: routes to set first). */
async function drawerOpen(
  o: { lang?: 'vi' | 'en'; viewport?: typeof PHONE_TALL; before?: (page: Page) => Promise<unknown> } = {},
) {
  const signed = await signedIn(browser, { username, ...o });
  await o.before?.(signed.page);
  await signed.page.goto('/manager/booking');
  await signed.page.click(`[data-booking-open="${booking.id}"]`);
  return signed;
}

describe('booking files', () => {
  it.each([
    ['vi', 'Ảnh giao hàng'],
    ['en', 'Proof of delivery'],
  ] as const)(
    '[CUSTOMER] sees the proof of delivery in the drawer (%s), read with the session',
    async (lang, caption) => {
      const { context, page } = await drawerOpen({ lang });
      const img = page.locator('[data-testid=booking-files] img');
      await img.waitFor();
      await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);
      expect(await img.getAttribute('src')).toMatch(/^blob:/);
      expect(await page.textContent('[data-testid=booking-files]')).toContain(caption);
      // Without the session the file is not there for anyone.
      const anonymous = await fetch(`${inject('baseURL')}/api/v1/bookings/${booking.id}/files`);
      expect(anonymous.status).toBe(401);
      await page.locator('[data-testid=booking-files]').scrollIntoViewIfNeeded();
      await page.waitForTimeout(400); // the drawer's slide-in, for the screenshot only
      await shot(page, `booking-files-${lang}-desktop`, { fullPage: false });
      await context.close();
      // On a phone, as a phone opens it: the drawer takes the screen and the photo is in it whole.
      const phone = await drawerOpen({ lang, viewport: PHONE_TALL });
      const onPhone = phone.page.locator('[data-testid=booking-files] img');
      await expect.poll(() => onPhone.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);
      await onPhone.scrollIntoViewIfNeeded();
      await phone.page.waitForTimeout(400); // the drawer's slide-in, for the screenshot only
      const box = (await onPhone.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_TALL.width);
      await shot(phone.page, `booking-files-${lang}-phone`, { fullPage: false });
      await phone.context.close();
    },
  );

  it('[CUSTOMER] gives an image back when the drawer closes: its object URL no longer reads', async () => {
    const { context, page } = await drawerOpen();
    const img = page.locator('[data-testid=booking-files] img');
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);
    const src = (await img.getAttribute('src'))!;
    // Read as an image would be (the page's policy lets images, not fetch, read blob: URLs).
    const reads = (url: string) =>
      page.evaluate(
        (u) =>
          new Promise<boolean>((resolve) => {
            const probe = new Image();
            probe.onload = () => resolve(true);
            probe.onerror = () => resolve(false);
            probe.src = u;
          }),
        url,
      );
    expect(await reads(src)).toBe(true);
    await page.keyboard.press('Escape');
    await img.waitFor({ state: 'detached' });
    await expect.poll(() => reads(src)).toBe(false);
    // Opened again, it shows the image from a new URL (the bytes are still in the query's cache).
    await page.click(`[data-booking-open="${booking.id}"]`);
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(320);
    expect(await img.getAttribute('src')).not.toBe(src);
    await context.close();
  });

  it('[CUSTOMER] files that cannot be listed are said to be missing, not left out', async () => {
    const { context, page } = await drawerOpen({
      before: (p) =>
        p.route(`**/api/v1/bookings/${booking.id}/files`, (route) =>
          route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Máy chủ đang bận' } }),
        ),
    });
    const failed = page.locator('[data-testid=booking-files-failed]');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('Không tải được ảnh và giấy tờ của booking');
    expect(await page.locator('[data-testid=booking-files]').count()).toBe(0);
    await context.close();
  });
});
