import enUS from 'antd/locale/en_US';
import viVN from 'antd/locale/vi_VN';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createCustomerBooking } from './accounts-helpers';
import { fileBrowser, newPage, PHONE, shot } from './browser';
import { loginInBrowser } from './site-helpers';

const browser = fileBrowser();

describe('[VISITOR] language', () => {
  it('renders Vietnamese first, switches to English, and the server renders English after a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    await expect.poll(() => page.textContent('[data-testid=home-title]')).toBe('Chuyển phát nhanh quốc tế');

    await page.click('[data-testid=lang-en]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.textContent('[data-testid=home-title]')).toBe('International express delivery');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');

    // The server-rendered HTML itself is English (no client-side swap after load).
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<html lang="en"');
    await page.reload();
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await shot(page, 'language-en-desktop');
    await context.close();
  });

  it('applies the language kept in local storage when the cookie is gone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await context.clearCookies();
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.textContent('[data-testid=home-title]')).toBe('International express delivery');
    await shot(page, 'language-en-phone');
    await context.close();
  });
});

/** Every string of an antd locale, flattened (templates with placeholders left out). */
function strings(locale: object): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (!/[{$]/.test(v) && v.trim().length > 1) out.add(v.trim());
    } else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  walk(locale);
  return out;
}

/** antd's English UI strings that Vietnamese says otherwise ("OK" is the same in both). */
const ENGLISH = [...strings(enUS)].filter((s) => !strings(viVN).has(s));
const EN_WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The texts a person reads or hears on the page now: text, titles, labels and placeholders. */
const readable = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n.textContent?.trim();
      if (t && n.parentElement?.closest('script, style') == null) out.push(t);
    }
    for (const el of document.querySelectorAll('[title], [aria-label], [placeholder]'))
      for (const a of ['title', 'aria-label', 'placeholder']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    return out;
  });

/** The English antd strings among the page's texts: a whole text, or a phrase inside one. */
async function englishOn(page: Page): Promise<string[]> {
  const texts = await readable(page);
  return ENGLISH.filter((en) => texts.some((t) => t === en || (en.includes(' ') && t.includes(en)))).concat(
    texts.filter((t) => t.startsWith('/ page') || / \/ page$/.test(t)),
  );
}

describe('[ADMIN] Ant Design speaks Vietnamese on a Vietnamese back-office page', () => {
  it('pagination, the empty table, the date picker and the confirmations show no English string', async () => {
    expect(ENGLISH).toContain('No data');
    expect(ENGLISH).toContain('Today');
    // One order at least, so the list has its pagination.
    await createCustomerBooking();
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await loginInBrowser(page);
    await page.goto('/manager/order');
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    await page.waitForSelector('.ant-pagination');
    expect(await englishOn(page)).toEqual([]);
    expect(await page.getAttribute('.ant-pagination-prev', 'title')).toBe(viVN.Pagination?.prev_page);

    // The calendar: its buttons, weekdays and months.
    await page.click('[data-testid=filter-from]');
    await page.waitForSelector(
      '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-content th',
    );
    expect(await englishOn(page)).toEqual([]);
    const weekdays = await page.$$eval(
      '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-content th',
      (ths) => ths.map((th) => th.textContent?.trim() ?? ''),
    );
    expect(weekdays).toHaveLength(7);
    expect(weekdays.filter((d) => EN_WEEKDAYS.includes(d))).toEqual([]);
    const header = await page.textContent(
      '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-header',
    );
    expect(EN_MONTHS.filter((m) => header?.includes(m))).toEqual([]);
    expect(
      await page.textContent(
        '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-now-btn, .ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-today-btn',
      ),
    ).toBe(viVN.DatePicker?.lang.today);
    await shot(page, 'antd-vi-date-picker');
    await page.keyboard.press('Escape');

    // The empty table.
    await page.fill(
      '[data-testid=booking-search] input, input[data-testid=booking-search]',
      'khong-co-don-nao-9x',
    );
    await page.keyboard.press('Enter');
    await page.waitForSelector('.ant-table-placeholder .ant-empty');
    expect(await englishOn(page)).toEqual([]);
    expect(await page.textContent('.ant-table-placeholder')).toContain(viVN.Empty?.description);

    // A confirmation pop-up beside a delete button.
    await page.goto('/manager/home-manager');
    await page.locator('.ant-table-row button.ant-btn-dangerous').first().click();
    await page.waitForSelector('.ant-popconfirm:not(.ant-popover-hidden) .ant-popconfirm-buttons');
    expect(await englishOn(page)).toEqual([]);
    await page.click(
      '.ant-popconfirm:not(.ant-popover-hidden) .ant-popconfirm-buttons button:not(.ant-btn-dangerous)',
    );

    // A confirmation: the logout's modal.
    await page.click('[data-testid=logout]');
    await page.waitForSelector('.ant-modal-confirm');
    expect(await englishOn(page)).toEqual([]);
    await shot(page, 'antd-vi-confirm');
    await context.close();
  });
});
