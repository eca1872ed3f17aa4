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

/** Types a party's name, phone, first address line and city into the booking form. */
export async function fillParty(
  page: Page,
  who: 'sender' | 'receiver',
  ...[name, phone, addressLine1, city]: [string, string, string, string]
) {
  const fields = { name, phone, addressLine1, city };
  for (const [field, value] of Object.entries(fields)) await page.locator(`#${who}_${field}`).fill(value);
}

/** Types the booking form's first piece: length, width and height (cm), and its weight (kg) when given. */
export async function fillPiece(page: Page, length: string, width: string, height: string, weight?: string) {
  const fields = { length, width, height, ...(weight === undefined ? {} : { weight }) };
  for (const [field, value] of Object.entries(fields)) await page.locator(`#pieces_0_${field}`).fill(value);
}

/**
 * Types `text` into the searchable select whose input has `id` and presses Enter, which picks
 * the option the list shows: once the option titled `title` is there, as a person looks before
 * pressing.
 */
export async function typeAndPick(page: Page, id: string, text: string, title: string) {
  await page.locator(`#${id}`).fill(text);
  await page.locator(`.ant-select-item-option[title="${title}"]`).waitFor();
  await page.locator(`#${id}`).press('Enter');
}

/** Picks the receiver's country by what a person types (its name without accents, or its code) and Enter. */
export async function pickCountry(page: Page, typed: string) {
  await page.locator('#receiver_country').fill(typed);
  await page.locator('#receiver_country').press('Enter');
}

/** The sender's province, Ho Chi Minh City, then its commune, each typed without accents and picked. */
export async function pickHcmCommune(page: Page, typed: string, title: string) {
  await typeAndPick(page, 'sender_provinceCode', 'ho chi minh', 'Thành phố Hồ Chí Minh');
  await typeAndPick(page, 'sender_communeCode', typed, title);
}

/**
 * The receiver Tanaka Hiro at 1-1 Chiyoda, Tokyo, with `postalCode` as typed (Japan's customs
 * need one) and the country picked by `country` as typed.
 */
export async function fillTokyoReceiver(page: Page, postalCode: string, country: string) {
  await fillParty(page, 'receiver', 'Tanaka Hiro', '0312345678', '1-1 Chiyoda', 'Tokyo');
  await page.locator('#receiver_postalCode').fill(postalCode);
  await pickCountry(page, country);
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
