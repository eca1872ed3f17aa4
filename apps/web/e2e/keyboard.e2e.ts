import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCustomerBooking, createStaff, PASSWORD } from './accounts-helpers';
import { DESKTOP, fileBrowser, newPage, PHONE, shot } from './browser';

/** Drawers slide for a few hundred ms; a loaded machine takes longer. */
const WAIT = { timeout: 10_000 };

const browser = fileBrowser();

interface Focused {
  testid: string | null;
  tag: string;
  text: string;
  href: string | null;
  /** The focus is drawn: an outline or a ring (box shadow) on the element or the control around it. */
  drawn: boolean;
}

const focused = (page: Page) =>
  page.evaluate((): Focused => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { testid: null, tag: 'body', text: '', href: null, drawn: false };
    const ring = (e: Element) => {
      const s = getComputedStyle(e);
      const outline = s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0;
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
    };
    // antd draws the ring of an input or a select on its wrapper.
    let drawn = false;
    for (let e: Element | null = el, i = 0; e && i < 4 && !drawn; e = e.parentElement, i++) drawn = ring(e);
    return {
      testid: el.closest('[data-testid]')?.getAttribute('data-testid') ?? null,
      tag: el.tagName.toLowerCase(),
      text: (el.textContent ?? '').trim().slice(0, 60),
      href: el.getAttribute('href'),
      drawn,
    };
  });

/**
 * Presses Tab until the focus is where `want` says, as a keyboard user would, and checks on
 * the way that every stop shows where the focus is.
 */
async function tabTo(page: Page, want: (f: Focused) => boolean, label: string, max = 80) {
  const stops: string[] = [];
  // Already there (a field that takes the focus on arrival).
  const now = await focused(page);
  if (want(now)) return now;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    stops.push(`${f.tag}[${f.testid ?? ''}] ${f.text}`);
    // Past the last control the focus leaves the page (the browser's own bar), then starts again.
    if (f.tag !== 'body') expect(f.drawn, `focus not visible on ${stops.at(-1)}`).toBe(true);
    if (want(f)) return f;
  }
  throw new Error(`${label} not reached by Tab; stops: ${stops.join(' | ')}`);
}

/** Logs in on /login with the keyboard alone: Tab to each field, type, Enter. */
async function logInByKeyboard(page: Page, username: string) {
  await page.goto('/login');
  await tabTo(page, (f) => f.testid === 'login-username', 'the username field');
  await page.keyboard.type(username);
  await tabTo(page, (f) => f.testid === 'login-password', 'the password field');
  await page.keyboard.type(PASSWORD);
  // As a person does: Enter once the button is live (before, the form does not send).
  await page.locator('[data-testid=login-submit]:not([disabled])').waitFor();
  await page.keyboard.press('Enter');
}

describe('[WAREHOUSE] the keyboard alone', () => {
  it('signs in, opens Check point from the sidebar, scans, applies a checkpoint, opens the order and closes it with Escape', async () => {
    const booking = await createCustomerBooking();
    const staff = await createStaff('WAREHOUSE_OPERATOR');
    const { context, page } = await newPage(browser, DESKTOP);

    await logInByKeyboard(page, staff.username);
    await page.waitForURL('**/manager/**');
    await page.waitForSelector('[data-testid=manager-username]');

    // The sidebar is reached with Tab; Enter follows its link.
    await tabTo(page, (f) => f.href === '/manager/checkpoint', 'the Check point link');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/manager/checkpoint');

    // The scan box has the focus on arrival: a scanner types the number and Enter.
    await expect.poll(async () => (await focused(page)).testid, WAIT).toBe('scan-input');
    await page.keyboard.type(booking.trackingNumber);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.textContent('[data-testid=scanned-list]'), WAIT)
      .toContain(booking.trackingNumber);

    // The status: the select opens with the arrow key, the arrows move, Enter picks.
    await tabTo(page, (f) => f.testid === 'checkpoint-status', 'the status select');
    await page.keyboard.press('ArrowDown');
    const active = page.locator('.ant-select-item-option-active');
    for (let i = 0; i < 12 && (await active.getAttribute('title')) !== 'Đã nhập kho'; i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.textContent('[data-testid=checkpoint-status]')).toContain('Đã nhập kho');

    await tabTo(page, (f) => f.testid === 'checkpoint-place', 'the place field');
    await page.keyboard.type('Kho Tân Bình');
    await tabTo(page, (f) => f.testid === 'apply-checkpoint', 'the apply button');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.textContent('[data-testid=checkpoint-results]'), WAIT)
      .toContain('Đã cập nhật');
    await shot(page, 'keyboard-checkpoint-applied');

    // The order it changed, from the sidebar; its drawer opens with Enter and closes with Escape,
    // and the focus goes back to the code that opened it.
    await tabTo(page, (f) => f.href === '/manager/order', 'the Orders link');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/manager/order');
    await page.waitForSelector(`text=${booking.code}`);
    const code = await tabTo(page, (f) => f.text === booking.code, 'the booking code', 120);
    expect(code.tag).toBe('button');
    await page.keyboard.press('Enter');
    const drawer = page.locator('.ant-drawer-section');
    await expect.poll(() => drawer.isVisible(), WAIT).toBe(true);
    await expect.poll(() => page.textContent('.ant-drawer .ant-timeline'), WAIT).toContain('Đã nhập kho');
    // The focus moved into the drawer.
    expect(await page.evaluate(() => !!document.activeElement?.closest('.ant-drawer'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible(), WAIT).toBe(false);
    await expect.poll(async () => (await focused(page)).text, WAIT).toBe(booking.code);
    await context.close();
  }, 120_000);

  it('on a phone, the sidebar drawer opens from the menu button and Escape closes it, focus back on the button', async () => {
    const staff = await createStaff('WAREHOUSE_OPERATOR');
    const { context, page } = await newPage(browser, PHONE);
    await logInByKeyboard(page, staff.username);
    // The sign-in lands on /manager, which moves on to the warehouse's first page; that page puts
    // the focus in its scan box when it opens. Tabbing to the menu button before then loses the
    // focus to the scan box under load: a person starts once the page has settled.
    await page.waitForURL('**/manager/operate');
    await expect.poll(async () => (await focused(page)).testid, WAIT).toBe('operate-scan');
    await page.waitForSelector('[data-testid=sidebar-open]');
    await tabTo(page, (f) => f.testid === 'sidebar-open', 'the menu button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=sidebar]');
    await tabTo(page, (f) => f.href === '/manager/checkpoint', 'the Check point link');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.isVisible('[data-testid=sidebar]'), WAIT).toBe(false);
    await expect.poll(async () => (await focused(page)).testid, WAIT).toBe('sidebar-open');
    await context.close();
  }, 90_000);
});
