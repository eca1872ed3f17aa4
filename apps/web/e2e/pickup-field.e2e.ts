import { foldText, todayInHcm } from '@acf/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE_TALL, shot } from './browser';
import { demoProduct } from './product';
import type { Session } from './session';

/**
 * Issue 32 on the pickup pages, on a product started with DEMO_DATA=1: the driver's phone
 * (touch targets, a failure reason nobody chose, the photo control, a refused form, where the
 * focus goes after an action) and the dispatcher's filters (the assigned ones off at first, a
 * booking code, a place as typed, the drivers offered). Each at 390 px and 1280 px, in Vietnamese
 * and in English.
 */
const PASSWORD = 'E2e-Field-Pass1';
/** Both widths and both languages in two runs: Vietnamese on the phone, English on the desk. */
const PAIRS = [
  ['phone', PHONE_TALL, 'vi'],
  ['desk', DESKTOP, 'en'],
] as const;
const demo = demoProduct(PASSWORD);
const { signedIn } = demo;
let dispatcher: Session;

beforeAll(async () => {
  dispatcher = await signedIn('demo_dispatcher');
}, 300_000);
afterAll(async () => {
  await dispatcher?.context.close();
});

async function api<T>(method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const res = await dispatcher.page.request.fetch(`/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${dispatcher.token}` },
    data,
  });
  expect(res.status(), `${method} ${path}`).toBe(200);
  return (await res.json()) as T;
}

interface Row {
  id: string;
  code: string;
  status: string;
  pickup: { date: string; city: string };
}
const assignable = async (query = '') =>
  (await api<{ results: Row[] }>('GET', `/pickups/assignable?date=${todayInHcm()}&pageSize=100${query}`))
    .results;

/**
 * Every visible touch target inside `root` that is smaller than 44 × 44 px: buttons, links,
 * text boxes, and each radio or checkbox by its row (its label, which is what a thumb presses).
 */
async function smallTargets(page: Page, root: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const small: string[] = [];
    for (const scope of document.querySelectorAll(selector)) {
      const targets = scope.querySelectorAll(
        'button, a[href], [role="button"], textarea, select, input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"]), label:has(input[type="radio"]), label:has(input[type="checkbox"])',
      );
      for (const el of targets) {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width === 0 || r.height === 0 || style.visibility === 'hidden' || style.display === 'none')
          continue;
        if (r.width < 44 || r.height < 44) {
          const name = el.getAttribute('aria-label') || el.textContent?.trim().slice(0, 30) || el.tagName;
          small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
        }
      }
    }
    return small;
  }, root);
}

/** Two frames later: whatever a key press started has been drawn. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe("[PICKUP] the driver's phone", () => {
  // One of today's open bookings per run, given to demo_pickup; taken back at the end.
  const given: string[] = [];
  afterAll(async () => {
    if (given.length) await api('POST', '/pickups/unassign', { bookingIds: given });
  });

  for (const [size, viewport, lang] of PAIRS)
    it(`${size} ${lang}: 44 px targets, no reason chosen for the driver, no raw file control, a refused form throws nothing, the focus leaves the buttons`, async () => {
      const free = (await assignable()).filter((b) => b.status === 'BOOKED' && !given.includes(b.id));
      const booking = free[0]!;
      expect(booking).toBeTruthy();
      const staff = await api<{ results: { id: string; username: string }[] }>(
        'GET',
        `/pickups/staff?date=${todayInHcm()}`,
      );
      const driverId = staff.results.find((s) => s.username === 'demo_pickup')!.id;
      await api('POST', '/pickups/assign', { bookingIds: [booking.id], assigneeId: driverId });
      given.push(booking.id);

      const { context, page } = await signedIn('demo_pickup', viewport, lang);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()}`);
      });
      await page.goto('/manager/order-pickup');
      const card = page.locator(`[data-testid=pickup-card][data-code="${booking.code}"]`);
      await card.waitFor();
      expect(await smallTargets(page, '[data-testid=driver-page]')).toEqual([]);
      await shot(page, `pickup-field-driver-${size}-${lang}`, { fullPage: false });

      // Failing: no reason until the driver gives one, and Save waits for it.
      await card.locator('[data-testid=fail-pickup]').click();
      const failForm = page.locator('[data-testid=fail-form]');
      await failForm.waitFor();
      expect(await failForm.locator('input[type=radio]').count()).toBe(5);
      expect(await failForm.locator('input[type=radio]:checked').count()).toBe(0);
      const failSave = page.locator('[data-testid=fail-save]');
      expect(await failSave.isDisabled()).toBe(true);
      expect(await smallTargets(page, '.ant-drawer-content')).toEqual([]);
      await shot(page, `pickup-field-fail-${size}-${lang}`, { fullPage: false });
      await page.locator('[data-testid=reason-WRONG_ADDRESS]').click();
      expect(await failSave.isEnabled()).toBe(true);
      const [sent] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith(`/pickups/${booking.id}/fail`)),
        failSave.click(),
      ]);
      expect(sent.status()).toBe(200);
      expect(JSON.parse(sent.request().postData() ?? '{}').reason).toBe('WRONG_ADDRESS');
      await failForm.waitFor({ state: 'detached' });
      // After the action the focus is on the list's heading, not a button: an Enter (a
      // scanner's, a keyboard's) opens nothing and repeats nothing.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
        .toBe('driver-title');
      await page.keyboard.press('Enter');
      await frames(page);
      expect(await page.locator('.ant-drawer-open').count()).toBe(0);

      // Confirming: the camera is a labelled button; the browser's own file control is not shown.
      await card.locator('[data-testid=confirm-pickup]').click();
      const confirmForm = page.locator('[data-testid=confirm-form]');
      await confirmForm.waitFor();
      const fileInputs = page.locator('input[type=file]');
      expect(await fileInputs.count()).toBeGreaterThan(0);
      for (const input of await fileInputs.all()) expect(await input.isVisible()).toBe(false);
      const camera = confirmForm.getByRole('button', { name: lang === 'vi' ? 'Chụp ảnh' : 'Take a photo' });
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), camera.click()]);
      expect(chooser.isMultiple()).toBe(true);
      expect(await smallTargets(page, '.ant-drawer-content')).toEqual([]);
      await shot(page, `pickup-field-confirm-${size}-${lang}`, { fullPage: false });

      // Saved empty: the form says what is missing, and nothing is thrown or logged.
      errors.length = 0;
      await page.locator('[data-testid=confirm-save]').click();
      await expect.poll(() => confirmForm.locator('.ant-form-item-explain-error').count()).toBeGreaterThan(0);
      await frames(page);
      expect(errors).toEqual([]);
      expect(await confirmForm.isVisible()).toBe(true);
      await context.close();
    }, 240_000);
});

describe('[DISPATCHER] dispatch', () => {
  const words = {
    vi: { place: 'Phường/xã, tỉnh/thành phố', code: 'Mã đơn (BK…)', gone: ['Quận', 'huyện'] },
    en: { place: 'Ward, province or city', code: 'Booking code (BK…)', gone: ['District'] },
  };
  for (const [size, viewport, lang] of PAIRS)
    it(`${size} ${lang}: the assigned ones off at first, drivers only, a code's start, a place in capitals`, async () => {
      const { context, page } = await signedIn('demo_dispatcher', viewport, lang);
      const answers: string[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/v1/pickups/assignable?')) answers.push(r.url());
      });
      await page.goto('/manager/assign-pick-up');
      const rows = page.locator('[data-testid="assignable-row"]');
      await rows.first().waitFor();
      await page.locator('[data-testid="pickup-staff"]').first().waitFor();

      // "Gồm đơn đã phân công" is off: only bookings still to give out.
      expect(await page.getByTestId('include-assigned').getAttribute('aria-checked')).toBe('false');
      expect(new URL(answers[0]!).searchParams.get('includeAssigned')).toBe('false');
      for (const status of await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))
        expect(status).toBe('BOOKED');

      // Drivers only: not the administrator nor the manager, who hold every permission.
      const offered = await page
        .locator('[data-testid="pickup-staff"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-username')));
      expect(offered).toEqual(expect.arrayContaining(['demo_pickup', 'demo_pickup2']));
      expect(offered).not.toContain('admin');
      expect(offered).not.toContain('demo_manager');

      // The 2025 units (ward, province): no district.
      const place = page.getByTestId('assign-city').locator('input');
      expect(await place.getAttribute('placeholder')).toBe(words[lang].place);
      const labels = await page
        .locator('input')
        .evaluateAll((els) =>
          els.map((e) => `${e.getAttribute('placeholder')} ${e.getAttribute('aria-label')}`),
        );
      for (const w of words[lang].gone) expect(labels.join(' | ')).not.toContain(w);

      // By the start of a booking code, typed in lower case.
      const open = await assignable();
      const target = open.find((b) => b.status === 'BOOKED')!;
      const code = page.getByTestId('assign-code').locator('input');
      expect(await code.getAttribute('placeholder')).toBe(words[lang].code);
      await code.fill(target.code.slice(0, -1).toLowerCase());
      await code.press('Enter');
      await expect
        .poll(() => answers.at(-1) ?? '')
        .toContain(`code=${target.code.slice(0, -1).toLowerCase()}`);
      // What the API answers for the same start (the day may hold more than one page of 100).
      const prefix = target.code.slice(0, -1);
      const same = (await assignable(`&code=${prefix}`))
        .filter((b) => b.status === 'BOOKED')
        .map((b) => b.code);
      expect(same.length).toBeGreaterThan(0);
      expect(same.every((c) => c.startsWith(prefix))).toBe(true);
      await expect
        .poll(async () => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-code'))))
        .toEqual(same);
      await code.fill(target.code);
      await code.press('Enter');
      await expect
        .poll(async () => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-code'))))
        .toEqual([target.code]);
      await shot(page, `pickup-field-dispatch-code-${size}-${lang}`, { fullPage: false });
      await code.fill('');
      await code.press('Enter');

      // A place typed in capitals and without accents finds it as booked.
      // The same bookings as the city typed as booked (in lower case, which found them before).
      // Until the filtered answer is drawn the page still shows every open booking, target
      // included: so the page is awaited to show exactly these, not merely to contain target.
      const city = target.pickup.city;
      const asBooked = (await assignable(`&city=${encodeURIComponent(city.toLowerCase())}`))
        .filter((b) => b.status === 'BOOKED')
        .map((b) => b.code);
      expect(asBooked).toContain(target.code);
      await place.fill(foldText(city).toUpperCase());
      await place.press('Enter');
      await expect
        .poll(async () => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-code'))))
        .toEqual(asBooked);
      await shot(page, `pickup-field-dispatch-place-${size}-${lang}`, { fullPage: false });
      await context.close();
    }, 240_000);
});
