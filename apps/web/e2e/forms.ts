import { formatDate, todayInHcm } from '@acf/shared';
import type { Page } from 'playwright-core';
import { shot } from './browser';

// What a person does with the product's form controls, the same way in every browser test.

/** The Ho Chi Minh calendar day `offset` days from today, as the API writes it (YYYY-MM-DD). */
export const hcmDay = (offset = 0) => todayInHcm(new Date(Date.now() + offset * 86_400_000));

/** Types a day as the product shows it (DD-MM-YYYY) into a date field and confirms it with Enter. */
export async function typeDate(page: Page, selector: string, isoDay: string) {
  const input = page.locator(selector);
  await input.click();
  await input.fill(formatDate(isoDay));
  await input.press('Enter');
}

/**
 * The open antd Select list once it has finished sliding open: a tap during the slide can land
 * where the option was a frame before, and the list then closes with nothing chosen.
 */
const OPEN_LIST =
  '.ant-select-dropdown:not(.ant-select-dropdown-hidden):not(.ant-slide-up-appear):not(.ant-slide-up-enter):not(.ant-slide-up-leave)';

/** Clicks the option titled `label` in the open Select list, and waits for the list to close on it. */
export async function pickOption(page: Page, label: string) {
  const list = page.locator(OPEN_LIST);
  await list.locator(`.ant-select-item-option[title="${label}"]`).click();
  await list.waitFor({ state: 'detached' });
}

/** Picks the option titled `label` of the antd Select whose input has `id` (a form field's name). */
export async function choose(page: Page, id: string, label: string) {
  await page.locator(`#${id}`).click();
  await pickOption(page, label);
}

/**
 * What the screen shows (a full-page shot of a drawer page draws only the frame behind it), once
 * the drawers, modals and messages have finished moving (spinners run forever: not awaited).
 */
export async function screenAtRest(page: Page, name: string) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await shot(page, name, { fullPage: false });
}
