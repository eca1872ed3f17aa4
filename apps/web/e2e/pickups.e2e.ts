import { formatWeight, todayInHcm } from '@acf/shared';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHONE_TALL, shot } from './browser';
import { demoProduct } from './product';
import type { Session } from './session';

/**
 * Issue 11's journey on a product started with DEMO_DATA=1: the dispatcher gives three of
 * today's bookings to demo_pickup, who works them on a 390 px phone, two of them without a
 * connection, and the overview, the booking timeline and the public tracking show the result.
 */
const PASSWORD = 'E2e-Pickups-Pass1';
const demo = demoProduct(PASSWORD);
const { signedIn } = demo;

const api = async <T>(s: Session, path: string): Promise<T> => {
  const res = await s.page.request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${s.token}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
};

const card = (page: Page, code: string) => page.locator(`[data-testid=pickup-card][data-code="${code}"]`);

async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}

/** Fills the confirm form of one card: one piece of `kg` (a multiple of 0.5), one photo, maybe a signature. */
async function confirmCard(page: Page, code: string, kg: number, sign: boolean) {
  await card(page, code).locator('[data-testid=confirm-pickup]').click();
  const form = page.locator('[data-testid=confirm-form]');
  await form.waitFor();
  await form
    .locator('input[data-testid=piece-quantity], [data-testid=piece-quantity] input')
    .first()
    .fill('1');
  await form
    .locator('input[data-testid=piece-weight], [data-testid=piece-weight] input')
    .first()
    .fill(String(kg));
  await page
    .locator('[data-testid=photo-input]')
    .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: await photo() });
  await form.locator('img').first().waitFor();
  if (sign) {
    const pad = form.locator('[data-testid=signature-pad]');
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 40);
    await page.mouse.down();
    await page.mouse.move(box.x + 120, box.y + 90, { steps: 8 });
    await page.mouse.move(box.x + 220, box.y + 50, { steps: 8 });
    await page.mouse.up();
    await shot(page, 'pickups-confirm-form-phone');
  }
  // Shown with the page's decimal mark (a Vietnamese page here).
  await expect
    .poll(() => form.locator('[data-testid=chargeable-weight]').textContent())
    .toContain(formatWeight(kg, 'vi'));
  await page.locator('[data-testid=confirm-save]').click();
  await form.waitFor({ state: 'detached' });
}

describe('[DISPATCHER, PICKUP] a day of pickups, partly offline', () => {
  it('assigns three, confirms one online, one offline, fails one offline; all sent once when back online', async () => {
    const dispatcher = await signedIn('demo_dispatcher');
    const today = todayInHcm();
    // 1. The dispatcher gives three of today's bookings to demo_pickup, on /manager/assign-pick-up.
    const assignable = await api<{
      results: { id: string; code: string; trackingNumber: string; pickup: { date: string } }[];
    }>(dispatcher, `/pickups/assignable?date=${today}&pageSize=100`);
    const chosen = assignable.results.filter((b) => b.pickup.date === today).slice(0, 3);
    expect(chosen).toHaveLength(3);
    const [first, second, third] = chosen as [(typeof chosen)[0], (typeof chosen)[0], (typeof chosen)[0]];
    const desk = dispatcher.page;
    await desk.goto('/manager/assign-pick-up');
    // With the assigned ones: the rows stay in sight once given out.
    const toggle = desk.getByTestId('include-assigned');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    for (const b of chosen)
      await desk
        .locator(`[data-testid="assignable-row"][data-code="${b.code}"] input[type="checkbox"]`)
        .check();
    expect(await desk.getByTestId('selected-count').innerText()).toBe('Đã chọn 3');
    await desk.locator('[data-testid="pickup-staff"][data-username="demo_pickup"]').click();
    const [assigned] = await Promise.all([
      desk.waitForResponse(
        (r) => r.url().endsWith('/api/v1/pickups/assign') && r.request().method() === 'POST',
      ),
      desk.getByTestId('assign-selected').click(),
    ]);
    expect(assigned.status()).toBe(200);
    for (const b of chosen)
      await expect
        .poll(() =>
          desk.locator(`[data-testid="assignable-row"][data-code="${b.code}"]`).getAttribute('data-assignee'),
        )
        .toBe('demo_pickup');
    const staff = await api<{ results: { id: string; username: string }[] }>(
      dispatcher,
      `/pickups/staff?date=${today}`,
    );
    const driverId = staff.results.find((s) => s.username === 'demo_pickup')!.id;

    // 2. demo_pickup sees them on a phone and confirms the first with a photo and a signature.
    const driver = await signedIn('demo_pickup', PHONE_TALL);
    const page = driver.page;
    await page.goto('/manager/order-pickup');
    for (const b of chosen) await card(page, b.code).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE_TALL.width);
    expect(await card(page, first.code).locator('[data-testid=call-link]').getAttribute('href')).toMatch(
      /^tel:\+?\d+$/,
    );
    await shot(page, 'pickups-driver-phone');
    await confirmCard(page, first.code, 4.5, true);
    await card(page, first.code).waitFor({ state: 'detached' });
    // The page's service worker has taken control: the shell can be reopened offline.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });

    // 3. Offline: confirm the second, fail the third; both wait on the phone, even across a reload.
    await driver.context.setOffline(true);
    await page.locator('[data-testid=offline-banner]').waitFor();
    await confirmCard(page, second.code, 7.5, false);
    await card(page, third.code).locator('[data-testid=fail-pickup]').click();
    await page.locator('[data-testid=reason-GOODS_NOT_READY]').click();
    await page.locator('[data-testid=fail-note]').fill('Hàng đang đóng gói');
    await page.locator('[data-testid=fail-save]').click();
    await page.locator('[data-testid=fail-form]').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('[data-testid=waiting-sync]').count()).toBe(2);
    expect(await page.textContent('[data-testid=queued-count]')).toContain('2 thao tác chờ đồng bộ');
    await shot(page, 'pickups-driver-offline-phone');
    await page.reload();
    for (const b of chosen.slice(1)) await card(page, b.code).waitFor();
    await expect.poll(() => page.locator('[data-testid=waiting-sync]').count()).toBe(2);
    expect(await page.textContent('[data-testid=queued-count]')).toContain('2');
    await shot(page, 'pickups-driver-offline-reloaded-phone');

    // 4. Back online: both are sent, exactly once.
    await driver.context.setOffline(false);
    await card(page, second.code).waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => page.locator('[data-testid=waiting-sync]').count(), { timeout: 30_000 }).toBe(0);
    await expect.poll(() => card(page, third.code).textContent()).toContain('1 lần lấy không được');
    const manager = await signedIn('demo_manager');
    type Events = { results: { status: string; note: string }[] };
    const secondEvents = await api<Events>(manager, `/bookings/${second.id}/events`);
    expect(secondEvents.results.filter((e) => e.status === 'PICKED_UP')).toHaveLength(1);
    const thirdEvents = await api<Events>(manager, `/bookings/${third.id}/events`);
    expect(thirdEvents.results.filter((e) => e.note.startsWith('Lấy hàng không thành công'))).toHaveLength(1);
    const secondBooking = await api<{
      chargeableWeight: number;
      booked: { chargeableWeight: number } | null;
    }>(manager, `/bookings/${second.id}`);
    expect(secondBooking.chargeableWeight).toBe(7.5);
    expect(secondBooking.booked).not.toBeNull();

    // 5. The overview counts them (today, demo_pickup); the timeline and the tracking show the events.
    const overview = await api<{ totals: { pickedUp: number; failed: number } }>(
      manager,
      `/pickups/overview?from=${today}&to=${today}&assigneeId=${driverId}`,
    );
    expect(overview.totals).toMatchObject({ pickedUp: 2, failed: 1 });
    const board = manager.page;
    await board.goto('/manager/pickup');
    await board.locator('[data-testid="pickup-preset"]').getByText('Hôm nay', { exact: true }).click();
    // Typed, then Enter once the option is active: a click can land while the list still opens.
    const staffFilter = board.getByTestId('pickup-staff-filter').locator('input');
    await staffFilter.fill('Hoàng Văn Lấy');
    await board
      .locator('.ant-select-dropdown .ant-select-item-option-active')
      .getByText('Hoàng Văn Lấy')
      .waitFor();
    await staffFilter.press('Enter');
    await expect
      .poll(() => board.getByTestId('pickup-total-pickedUp').innerText(), { timeout: 20_000 })
      .toContain('2');
    await expect.poll(() => board.getByTestId('pickup-total-failed').innerText()).toContain('1');
    await shot(board, 'pickups-overview-today-desktop');
    const timeline = await api<Events>(manager, `/bookings/${third.id}/events`);
    expect(timeline.results.map((e) => e.note)).toEqual(
      expect.arrayContaining([
        'Đã phân công lấy hàng',
        'Lấy hàng không thành công: Hàng chưa sẵn sàng (Hàng đang đóng gói)',
      ]),
    );
    const english = await manager.page.request.get(`/api/v1/bookings/${third.id}/events`, {
      headers: { authorization: `Bearer ${manager.token}`, 'accept-language': 'en' },
    });
    expect(((await english.json()) as Events).results.map((e) => e.note)).toEqual(
      expect.arrayContaining([
        'Assigned for pickup',
        'Pickup attempt failed: Goods not ready (Hàng đang đóng gói)',
      ]),
    );
    // The public page gives the reason; the driver's own words stay with the staff (an
    // internal note).
    for (const [lang, words] of [
      ['vi', ['Đã lấy hàng', 'Lấy hàng không thành công: Hàng chưa sẵn sàng']],
      ['en', ['Picked up', 'Pickup attempt failed: Goods not ready']],
    ] as const) {
      const visitor = await demo.browser.newContext({ baseURL: demo.product.baseURL, viewport: PHONE_TALL });
      await visitor.addCookies([{ name: 'lang', value: lang, url: demo.product.baseURL }]);
      const p = await visitor.newPage();
      await p.goto(`/tracking?code=${second.trackingNumber}`);
      await expect.poll(() => p.textContent('body'), { timeout: 20_000 }).toContain(words[0]);
      await p.goto(`/tracking?code=${third.trackingNumber}`);
      await expect.poll(() => p.textContent('body'), { timeout: 20_000 }).toContain(words[1]);
      expect(await p.textContent('body')).not.toContain('Hàng đang đóng gói');
      await shot(p, `pickups-tracking-${lang}-phone`);
      await visitor.close();
    }
    await manager.context.close();
    await driver.context.close();
    await dispatcher.context.close();
  }, 240_000);

  it('[PICKUP] reads in English on a phone', async () => {
    const driver = await signedIn('demo_pickup', PHONE_TALL, 'en');
    await driver.page.goto('/manager/order-pickup');
    await driver.page.locator('[data-testid=pickup-card]').first().waitFor();
    expect(await driver.page.textContent('[data-testid=driver-page]')).toContain('Orders awaiting pickup');
    await driver.page.locator('[data-testid=pickup-card] [data-testid=fail-pickup]').first().click();
    await driver.page.locator('[data-testid=fail-form]').waitFor();
    expect(await driver.page.textContent('[data-testid=fail-form]')).toContain('Customer absent');
    await shot(driver.page, 'pickups-driver-fail-en-phone');
    await driver.context.close();
  });
});
