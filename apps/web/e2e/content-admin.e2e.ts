import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DESKTOP, fileBrowser, newPage, PHONE, shot } from './browser';
import { closeDrawer, loginInBrowser, openDrawer, openSubmenu, setLanguage } from './site-helpers';

const browser = fileBrowser();

describe('[CONTENT_EDITOR] category master', () => {
  it('creates a bilingual post with an image; it appears on the public site in both languages', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    await loginInBrowser(page);
    await page.goto('/manager/catergory-master');
    await page.locator('[data-testid=category-table] td:text-is("Tin tức")').click();
    await page.click('[data-testid=post-add]');

    const stamp = Date.now();
    const titleVi = `Mở tuyến mới đi Úc ${stamp}`;
    const titleEn = `New route to Australia ${stamp}`;
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#1d3557' } })
      .png()
      .toBuffer();
    await page.setInputFiles('[data-testid=post-thumbnail]', {
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect.poll(() => page.isVisible('[data-testid=post-thumbnail-preview]')).toBe(true);

    await page.fill('[data-testid=post-title-vi]', titleVi);
    await page.fill('[data-testid=post-desc-vi]', 'Tuyến bay thẳng hằng ngày đến Sydney và Melbourne.');
    await page.click('[data-testid=post-content-vi] .tiptap');
    await page.keyboard.type('Từ tháng sau, ACF mở tuyến chuyển phát nhanh đi Úc.');
    await page.click('.ant-tabs-tab:has-text("Tiếng Anh")');
    await page.fill('[data-testid=post-title-en]', titleEn);
    await page.fill('[data-testid=post-desc-en]', 'Daily direct flights to Sydney and Melbourne.');
    await page.click('[data-testid=post-content-en] .tiptap');
    await page.keyboard.type('From next month ACF opens an express route to Australia.');
    await page.click('[data-testid=post-preview-toggle]');
    await expect.poll(() => page.textContent('[data-testid=post-preview] h2')).toBe(titleEn);
    await shot(page, 'admin-post-editor-1280');
    await page.click('[data-testid=post-save]');
    await expect
      .poll(() => page.locator(`[data-testid=post-table] td:text-is("${titleVi}")`).count())
      .toBe(1);
    await shot(page, 'admin-category-master-1280');

    // The public site, in Vietnamese then English.
    const { context: visitor, page: site } = await newPage(browser, PHONE);
    await site.goto('/');
    await openDrawer(site);
    await openSubmenu(site, 'Tin tức');
    await site.click('[data-testid=drawer-menu] a:text-is("Tin tức") >> nth=1');
    await site.waitForURL(/\/category\//);
    await site.click(`[data-testid=post-card-link]:text-is("${titleVi}")`);
    await expect.poll(() => site.textContent('[data-testid=post-title]')).toBe(titleVi);
    expect(await site.textContent('[data-testid=post-content]')).toContain(
      'ACF mở tuyến chuyển phát nhanh đi Úc',
    );
    await expect
      .poll(() => site.$eval('article img', (img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await openDrawer(site);
    await setLanguage(site, 'en');
    await expect.poll(() => site.textContent('[data-testid=post-title]')).toBe(titleEn);
    expect(await site.textContent('[data-testid=post-content]')).toContain(
      'ACF opens an express route to Australia',
    );
    await closeDrawer(site);
    await shot(site, 'site-new-post-en-375');
    await visitor.close();
    await context.close();
  }, 180_000);
});

describe('[CONTENT_EDITOR] home manager', () => {
  it('adds a HEADER item linked to a post, moves it first, and the public menu follows', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    const session = await loginInBrowser(page);
    await page.goto('/manager/home-manager');
    await page.click('[data-testid=home-item-add] >> visible=true');
    await page.fill('[data-testid=home-title-vi]', 'Khuyến mãi');
    await page.fill('[data-testid=home-title-en]', 'Offers');
    await page.click('text=Thêm mục menu');
    const row = page.locator('[data-testid=menu-item-row]').first();
    await row.locator('input').nth(0).fill('Đi Nhật');
    await row.locator('input').nth(1).fill('To Japan');
    await row.locator('.ant-select').first().click();
    await page.click('.ant-select-item-option[title="Bài viết"]');
    await row.locator('.ant-select').nth(1).click();
    await page.keyboard.type('Nhật Bản');
    await page.keyboard.press('Enter');
    await page.click('[data-testid=home-item-save]');
    const table = page.locator('[data-testid=home-items-HEADER]');
    await expect.poll(() => table.locator('td:text-is("Khuyến mãi")').count()).toBe(1);
    // Move it to the top, one step at a time.
    for (let i = 0; i < 6; i++) {
      const up = table.locator('tr:has(td:text-is("Khuyến mãi")) button[aria-label="Lên"]');
      if (await up.isDisabled()) break;
      await up.click();
      await page.waitForTimeout(400);
    }
    await shot(page, 'admin-home-manager-1280');
    // On a 390 px phone the page fits: no sideways scroll.
    await page.setViewportSize(PHONE);
    await expect.poll(() => table.locator('td:text-is("Khuyến mãi")').count()).toBe(1);
    // Once the table has laid itself out again for the narrower window (it measures itself after
    // the resize), nothing scrolls sideways.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    await shot(page, 'admin-home-manager-phone');
    await page.setViewportSize(DESKTOP);

    const { context: visitor, page: site } = await newPage(browser, DESKTOP);
    await site.goto('/');
    const first = site.locator('[data-testid=header-menu] [data-testid=header-menu-link]').first();
    await expect.poll(() => first.textContent()).toBe('Khuyến mãi');
    const sub = site.locator('[data-testid=header-menu] li:has(> a:text-is("Khuyến mãi")) ul a');
    // The address reads as the post it opens (its title), not as the menu item's label.
    expect(await sub.getAttribute('href')).toMatch(
      /^\/detail-post\/tuyến_chuyển_phát_nhanh_đi_nhật_bản[^/]*\.\d+$/,
    );
    await visitor.close();

    // Leave the menu as it was for the other tests.
    const headers = { authorization: `Bearer ${session.tokens.access.token}` };
    const items = (await (await page.request.get('/api/v1/homepage?type=HEADER')).json()) as {
      id: number;
      titleVi: string;
    }[];
    for (const item of items.filter((i) => i.titleVi === 'Khuyến mãi'))
      expect((await page.request.delete(`/api/v1/homepage/${item.id}`, { headers })).status()).toBe(200);
    await context.close();
  }, 120_000);
});
