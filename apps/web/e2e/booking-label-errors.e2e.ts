import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, customerWithBooking, newCustomer, tokenOf } from './accounts-helpers';
import { DESKTOP, fileBrowser, PHONE_TALL, shot } from './browser';
import { signedIn } from './session';

/**
 * Two things a customer meets on a phone: a cancelled booking offers no label to print, and a
 * booking form sent with a field in error brings that field into view, focused, instead of
 * leaving the customer at the button with the error out of sight.
 */

const browser = fileBrowser();

const SIZES = [
  ['phone', PHONE_TALL],
  ['desktop', DESKTOP],
] as const;
const LANGS = ['vi', 'en'] as const;
const WORDS = {
  vi: { label: 'In nhãn', why: 'Booking đã hủy: không in nhãn' },
  en: { label: 'Print label', why: 'This booking is cancelled: it has no label' },
};

async function openDrawer(page: Page, id: string) {
  await page.goto('/manager/booking');
  await page.click(`[data-booking-open="${id}"]`);
  await page.waitForSelector('[data-testid=drawer-print-label]');
}

describe('[CUSTOMER] a cancelled booking', () => {
  it('offers no label: the button is disabled and says why, at 390 px and 1280 px, in vi and en', {
    timeout: 180_000,
  }, async () => {
    const { username, booking } = await customerWithBooking({ receiverName: 'Sato Yuki' });
    const base = inject('baseURL');
    const token = await tokenOf(username);

    // Booked, it has a label.
    const before = await signedIn(browser, { baseURL: base, username, lang: 'vi' });
    await openDrawer(before.page, booking.id);
    expect(await before.page.isEnabled('[data-testid=drawer-print-label]')).toBe(true);
    await before.context.close();

    expect(
      (await api('POST', `/bookings/${booking.id}/transitions`, { to: 'CANCELLED' }, token)).status,
    ).toBe(200);
    const label = await fetch(`${base}/api/v1/bookings/${booking.id}/label.pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(label.status).toBe(409);

    for (const lang of LANGS)
      for (const [size, viewport] of SIZES) {
        const s = await signedIn(browser, { baseURL: base, username, lang, viewport });
        await openDrawer(s.page, booking.id);
        const button = s.page.locator('[data-testid=drawer-print-label]');
        expect(await button.textContent()).toBe(WORDS[lang].label);
        expect(await button.isDisabled()).toBe(true);
        if (size === 'desktop') {
          // The reason, on pointing at the button.
          await button.hover();
          await s.page.waitForSelector(`.ant-tooltip:has-text("${WORDS[lang].why}")`);
        }
        await shot(s.page, `cancelled-label-${lang}-${size}`, { fullPage: false });
        await s.context.close();
      }
  });
});

describe('[CUSTOMER] a booking form sent with errors', () => {
  it.for(LANGS.flatMap((lang) => SIZES.map(([size, viewport]) => ({ lang, size, viewport }))))(
    'brings the first field in error into view and focuses it ($lang, $size)',
    { timeout: 120_000 },
    async ({ lang, size, viewport }) => {
      // A new customer: no past booking whose sender would be filled in while the test clicks.
      const { username } = await newCustomer();
      const s = await signedIn(browser, {
        username,
        lang,
        viewport,
      });
      const page = s.page;
      await page.goto('/manager/create-booking');
      // The form as the customer finds it: its own details filled in from its account.
      await page.waitForLoadState('networkidle');
      const save = page.locator('[data-testid=save-booking]');
      await save.scrollIntoViewIfNeeded();
      await save.click();
      await page.waitForSelector('.ant-form-item-has-error');
      // The first field in error in the page's order is the one focused, and it is on the screen.
      const seen = await page.waitForFunction(() => {
        const first = document.querySelector<HTMLElement>(
          '.ant-form-item-has-error input, .ant-form-item-has-error textarea',
        );
        if (!first || document.activeElement !== first) return null;
        const r = first.getBoundingClientRect();
        if (r.top < 0 || r.bottom > window.innerHeight) return null;
        return first.id;
      });
      expect(await seen.jsonValue()).toBeTruthy();
      await shot(page, `booking-first-error-${lang}-${size}`, { fullPage: false });
      await s.context.close();
    },
  );
});
