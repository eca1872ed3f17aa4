import { LOCALE_STORAGE_KEY } from '@acf/shared/locale';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, createStaff, PASSWORD } from './accounts-helpers';
import { DESKTOP, fileBrowser, newPage, PHONE, PHONE_TALL, shot } from './browser';
import { closeDrawer, loginInBrowser, openDrawer, openSubmenu, setLanguage } from './site-helpers';

const browser = fileBrowser();

/** The two widths a page of the public site is checked at: the desk, and a phone. */
const WIDTHS = [
  ['1280', DESKTOP],
  ['375', PHONE],
] as const;

const menuTexts = (page: Page, selector: string) =>
  page.$$eval(`${selector} [data-testid=header-menu-link]`, (els) => els.map((e) => e.textContent?.trim()));

describe('[VISITOR] header', () => {
  it('shows the HEADER menu in vi, then en, with register and login (1280)', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    expect(await menuTexts(page, '[data-testid=header-menu]')).toEqual([
      'Trang chủ',
      'Giới thiệu',
      'Dịch vụ',
      'Tin tức',
      'Phụ phí',
      'Tra cứu',
    ]);
    expect(await page.getAttribute('[data-testid=register-link] >> nth=0', 'href')).toBe('/register');
    expect(await page.getAttribute('[data-testid=login-link] >> nth=0', 'href')).toBe('/login-home');
    expect(await page.getAttribute('[data-testid=logo] >> nth=0', 'href')).toBe('/');
    expect(await page.isVisible('[data-testid=drawer-toggle]')).toBe(false);
    await shot(page, 'site-home-vi-1280');

    await setLanguage(page, 'en');
    await expect
      .poll(() => menuTexts(page, '[data-testid=header-menu]'))
      .toEqual(['Home', 'About us', 'Services', 'News', 'Surcharges', 'Tracking']);
    // A submenu item of type category goes to /category/{title}.{id}.
    const newsHref = await page.getAttribute('[data-testid=header-menu] a:text-is("News") >> nth=1', 'href');
    expect(newsHref).toMatch(/^\/category\/news\.\d+$/);
    await shot(page, 'site-home-en-1280');
    await context.close();
  });

  it('replaces the menu with a drawer on a phone: language and account first, submenus as an accordion', async () => {
    const { context, page } = await newPage(browser, PHONE_TALL);
    await page.goto('/');
    expect(await page.isVisible('[data-testid=header-menu]')).toBe(false);
    expect(await page.isVisible('[data-testid=drawer]')).toBe(false);
    await openDrawer(page);
    expect(await menuTexts(page, '[data-testid=drawer-menu]')).toContain('Giới thiệu');
    // Language switch, register and login come first, inside the first screen.
    for (const id of ['lang-vi', 'lang-en', 'register-link', 'login-link']) {
      const box = await page.locator(`[data-testid=drawer] [data-testid=${id}]`).boundingBox();
      expect(box, id).not.toBeNull();
      expect(box?.y ?? 1e9, id).toBeLessThan(200);
      expect((box?.y ?? 0) + (box?.height ?? 0), id).toBeLessThanOrEqual(PHONE_TALL.height);
    }
    // Every submenu starts collapsed; opening one closes the other (one shared name).
    const submenus = page.locator('[data-testid=drawer-submenu]');
    expect(await submenus.count()).toBeGreaterThan(1);
    expect(
      await page.$$eval(
        '[data-testid=drawer-submenu]',
        (ds) => ds.filter((d) => d.hasAttribute('open')).length,
      ),
    ).toBe(0);
    expect(await page.isVisible('[data-testid=drawer-menu] a:text-is("Tin tức") >> nth=1')).toBe(false);
    await openSubmenu(page, 'Giới thiệu');
    await openSubmenu(page, 'Tin tức');
    expect(await page.isVisible('[data-testid=drawer-menu] a:text-is("Tin tức") >> nth=1')).toBe(true);
    expect(
      await page.$$eval(
        '[data-testid=drawer-submenu]',
        (ds) => ds.filter((d) => d.hasAttribute('open')).length,
      ),
    ).toBe(1);
    await openSubmenu(page, 'Tin tức');
    await shot(page, 'site-drawer-vi-390', { fullPage: false });
    await page.click('[data-testid=drawer] [data-testid=lang-en]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await expect.poll(() => menuTexts(page, '[data-testid=drawer-menu]')).toContain('About us');
    await shot(page, 'site-drawer-en-390', { fullPage: false });
    // Escape closes it and gives the focus back to the menu button.
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=drawer]', { state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'drawer-toggle',
    );
    await openDrawer(page);
    await closeDrawer(page);
    await context.close();
  });

  it('opens the phone menu with no script at all, so a tap before hydration is never lost', async () => {
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: PHONE,
      locale: 'vi-VN',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto('/');
    await openDrawer(page);
    expect(await page.isVisible('[data-testid=drawer] [data-testid=login-link]')).toBe(true);
    await openSubmenu(page, 'Tin tức');
    expect(await page.isVisible('[data-testid=drawer-menu] a:text-is("Tin tức") >> nth=1')).toBe(true);
    await closeDrawer(page);
    await context.close();
  });

  it('keeps the phone menu that a tap opened before hydration open once the page hydrates', async () => {
    const { context, page } = await newPage(browser, PHONE);
    // The page's scripts are held back until the tap has landed.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    // The HTML is drawn before its scripts run (they are held, so the document is not "loaded").
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('[data-testid=drawer-toggle]').waitFor();
    await openDrawer(page);
    release();
    // Hydrated: React has taken the toggle over (its node carries React's fiber), and its effects
    // have run (they follow the state of the <details>: the label says "close").
    await page.waitForFunction(() => {
      const el = document.querySelector('[data-testid=drawer-toggle]');
      return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
    });
    const toggle = page.locator('[data-testid=drawer-toggle]');
    await expect.poll(() => toggle.getAttribute('aria-label')).toBe('Đóng menu');
    // The toggle event of a drawer closed by an effect is a task after the effects: let it run.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
    expect(await page.isVisible('[data-testid=drawer]')).toBe(true);
    expect(await toggle.getAttribute('aria-label')).toBe('Đóng menu');
    await context.close();
  });

  it.each(WIDTHS)('becomes fixed after 30 px of scroll, 60 px high (%s)', async (_w, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    const bar = '[data-testid=header-bar]';
    expect(await page.getAttribute(bar, 'data-fixed')).toBe('false');
    expect((await page.locator(bar).boundingBox())?.height).toBe(60);
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(150);
    expect(await page.getAttribute(bar, 'data-fixed')).toBe('false');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.getAttribute(bar, 'data-fixed')).toBe('true');
    const box = await page.locator(bar).boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(60);
    await shot(page, `site-fixed-header-${_w}`);
    await context.close();
  });
});

describe('[VISITOR] services and news open what they name', () => {
  it('each service card and each "Dịch vụ" entry opens its own article, with an address in its words', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    const cards = await page.$$eval('[data-testid=service-item]', (els) =>
      els.map((e) => ({
        title: e.querySelector('h3')?.textContent ?? '',
        href: e.querySelector('a')?.getAttribute('href') ?? '',
      })),
    );
    const menu = await page.$$eval('[data-testid=header-menu] li:has(> a:text-is("Dịch vụ")) ul a', (els) =>
      els.map((e) => ({ title: e.textContent?.trim() ?? '', href: e.getAttribute('href') ?? '' })),
    );
    expect(cards.map((c) => c.title)).toEqual([
      'Chuyển phát nhanh quốc tế',
      'Chuyển phát tiết kiệm',
      'Thương mại điện tử',
      'Vận tải hàng không',
      'Vận tải đường biển',
    ]);
    expect(menu.map((m) => m.title)).toEqual(cards.map((c) => c.title));
    for (const link of [...cards, ...menu]) {
      expect(link.href, link.title).toMatch(/^\/detail-post\/[^/]+\.\d+$/);
      expect(link.href, link.title).not.toContain('xem_chi');
      await page.goto(link.href);
      // The article's title names the service the link was labelled with.
      const heading = (await page.textContent('[data-testid=post-title]')) ?? '';
      expect(heading.toLowerCase(), link.title).toContain(link.title.toLowerCase());
    }
    await context.close();
  });

  it('the latest news never shows a post dated after now', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const res = await page.request.get('/api/v1/posts?pageSize=50', {
      headers: { authorization: `Bearer ${await editorToken()}` },
    });
    const all = (await res.json()).results as { id: number; slug: string; publishedAt: string }[];
    const future = all.filter((p) => Date.parse(p.publishedAt) > Date.now());
    await page.goto('/');
    const shown = await page.$$eval('[data-testid=post-card-link]', (els) =>
      els.map((e) => e.getAttribute('href') ?? ''),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const p of future)
      expect(
        shown.some((h) => h.endsWith(`.${p.id}`)),
        p.slug,
      ).toBe(false);
    // The seed's Tết notice (15/12/2026) waits for its day.
    const tet = all.find((p) => p.slug === 'tet-holiday-notice')!;
    expect(shown.some((h) => h.endsWith(`.${tet.id}`))).toBe(Date.parse(tet.publishedAt) <= Date.now());
    await context.close();
  });
});

describe('[VISITOR] menu → category → post → similar post', () => {
  it('follows the links on a desktop (1280)', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/');
    // Hydrated: the language sync has stored the language. From then on the header's and the
    // footer's links (plain anchors) navigate in place, as <Link>s do: the document stays.
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, LOCALE_STORAGE_KEY);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const sameDocument = () => page.evaluate(() => 'sameDocument' in window);
    await page.hover('[data-testid=header-menu] a:text-is("Tin tức") >> nth=0');
    await page.click('[data-testid=header-menu] a:text-is("Quy định & hướng dẫn")');
    await page.waitForURL((u) =>
      /^\/category\/quy_định_&_hướng_dẫn\.\d+$/.test(decodeURIComponent(u.pathname)),
    );
    expect(await sameDocument()).toBe(true);
    expect(await page.textContent('[data-testid=category-title]')).toBe('Quy định & hướng dẫn');
    expect(await page.title()).toContain('Quy định & hướng dẫn');
    const titles = await page.$$eval('[data-testid=post-card-link]', (els) => els.map((e) => e.textContent));
    expect(titles).toContain('Hàng nguy hiểm (DG): phân loại theo IATA và điều kiện nhận gửi');
    await shot(page, 'site-category-1280');

    await page.click(
      '[data-testid=post-card-link]:text-is("Hàng nguy hiểm (DG): phân loại theo IATA và điều kiện nhận gửi")',
    );
    await page.waitForURL(/\/detail-post\/.+\.\d+$/);
    expect(await page.textContent('[data-testid=post-title]')).toBe(
      'Hàng nguy hiểm (DG): phân loại theo IATA và điều kiện nhận gửi',
    );
    expect((await page.textContent('[data-testid=post-content]'))?.length).toBeGreaterThan(500);
    expect(await page.getAttribute('meta[property="og:title"]', 'content')).toBe(
      'Hàng nguy hiểm (DG): phân loại theo IATA và điều kiện nhận gửi',
    );
    const similar = page.locator('[data-testid=similar-posts] [data-testid=post-card-link]');
    expect(await similar.count()).toBeGreaterThan(0);
    const next = (await similar.first().textContent()) ?? '';
    await shot(page, 'site-post-1280');
    await similar.first().click();
    await expect.poll(() => page.textContent('[data-testid=post-title]')).toBe(next);
    await page.click('[data-testid=site-footer] a:text-is("Tin tức")');
    await page.waitForURL((u) => /^\/category\/tin_tức\.\d+$/.test(decodeURIComponent(u.pathname)));
    expect(await page.textContent('[data-testid=category-title]')).toBe('Tin tức');
    expect(await sameDocument()).toBe(true);
    await context.close();
  });

  it('follows the links through the drawer on a phone (375), in English', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/');
    await openDrawer(page);
    await setLanguage(page, 'en');
    await openSubmenu(page, 'News');
    await page.click('[data-testid=drawer-menu] a:text-is("News") >> nth=1');
    await page.waitForURL(/\/category\/news\.\d+$/);
    expect(await page.textContent('[data-testid=category-title]')).toBe('News');
    // Following a link closes the drawer.
    await page.waitForSelector('[data-testid=drawer]', { state: 'hidden' });
    await page.locator('[data-testid=post-card-link]').first().click();
    await page.waitForURL(/\/detail-post\//);
    const title = await page.textContent('[data-testid=post-title]');
    expect(title).toBeTruthy();
    // The cover image is served through next/image from the uploads.
    await expect
      .poll(() => page.$eval('article img', (img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await shot(page, 'site-post-en-375');
    await page.locator('[data-testid=similar-posts] [data-testid=post-card-link]').first().click();
    await expect.poll(() => page.textContent('[data-testid=post-title]')).not.toBe(title);
    await context.close();
  });
});

describe('[CUSTOMER] logged-in header', () => {
  it.each(WIDTHS)('shows the booking links and the username; logout asks first (%s)', async (w, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    await loginInBrowser(page);
    await page.reload();
    const scope = w === '375' ? '[data-testid=drawer]' : '[data-testid=header-bar]';
    if (w === '375') await openDrawer(page);
    const links = page.locator(`${scope} [data-testid=logged-in-menu] a:visible`);
    await expect.poll(() => links.allTextContents()).toEqual(['Quản lý booking', 'Tạo booking']);
    expect(await links.nth(0).getAttribute('href')).toBe('/manager/booking');
    expect(await links.nth(1).getAttribute('href')).toBe('/manager/create-booking');
    expect(await page.textContent(`${scope} [data-testid=header-username]`)).toBe('admin');
    expect(await page.isVisible(`${scope} [data-testid=header-menu]`)).toBe(false);
    await shot(page, `site-logged-in-${w}`);

    const logout = w === '375' ? '[data-testid=drawer-logout]' : '[data-testid=header-logout]';
    await page.click(logout);
    const dialog = page.locator('[data-testid=logout-dialog]');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.locator('h2').textContent()).toBe('Thông báo');
    expect(await dialog.locator('p').textContent()).toBe('Bạn có chắc chắn muốn đăng xuất tài khoản');
    expect(await page.textContent('[data-testid=logout-confirm]')).toBe('Đồng ý');
    expect(await page.textContent('[data-testid=logout-cancel]')).toBe('Không');
    await shot(page, `site-logout-dialog-${w}`);
    await page.click('[data-testid=logout-cancel]');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

    // The dialog closed the drawer; on a phone the exit control is in the drawer again.
    if (w === '375') await openDrawer(page);
    await page.click(logout);
    await page.click('[data-testid=logout-confirm]');
    await page.waitForURL((u) => u.pathname === '/');
    await expect
      .poll(() =>
        page.evaluate(() => ['access_token', 'refresh_token', 'user'].map((k) => localStorage.getItem(k))),
      )
      .toEqual([null, null, null]);
    if (w === '375') await openDrawer(page);
    await expect.poll(() => page.isVisible(`${scope} [data-testid=login-link]`)).toBe(true);
    await context.close();
  });
});

describe('[VISITOR] footer and the rest', () => {
  it.each(WIDTHS)('signs up for promotion news from the footer (%s)', async (w, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await page.goto('/');
    expect(await page.textContent('[data-testid=copyright]')).toBe('Copyright 2018 by ACF Vietnamese');
    const form = page.locator('[data-testid=newsletter-form]');
    await form.locator('input').fill('not-an-email');
    await form.locator('button').click();
    await expect
      .poll(() => page.getAttribute('[data-testid=newsletter-status]', 'data-state'))
      .toBe('invalid');
    const email = `news-${w}-${Date.now()}@example.com`;
    await form.locator('input').fill(email);
    await form.locator('button').click();
    await expect
      .poll(() => page.textContent('[data-testid=newsletter-status]'))
      .toBe('Cảm ơn bạn đã đăng ký nhận tin!');
    await form.locator('button').click();
    await expect
      .poll(() => page.getAttribute('[data-testid=newsletter-status]', 'data-state'))
      .toBe('already');
    await form.scrollIntoViewIfNeeded();
    await shot(page, `site-footer-${w}`);
    await context.close();
  });

  it('has the three carriers’ surcharge pages in both languages', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto('/surcharges');
    for (const c of ['dhl', 'fedex', 'ups'])
      expect(await page.isVisible(`[data-testid=carrier-${c}]`)).toBe(true);
    await page.goto('/surcharges/ups');
    expect(await page.textContent('[data-testid=carrier-title]')).toBe('Phụ phí UPS');
    expect(await page.locator('[data-testid=surcharge-list] li').count()).toBe(6);
    await setLanguage(page, 'en');
    await expect.poll(() => page.textContent('[data-testid=carrier-title]')).toBe('UPS surcharges');
    await shot(page, 'site-surcharges-ups-en-1280');
    await context.close();
  });

  it('answers an unknown address with a bilingual 404', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const res = await page.goto('/khong-co-trang-nay');
    expect(res?.status()).toBe(404);
    expect(await page.textContent('[data-testid=not-found] h1')).toBe('Không tìm thấy trang');
    await setLanguage(page, 'en');
    await expect.poll(() => page.textContent('[data-testid=not-found] h1')).toBe('Page not found');
    const missingPost = await page.goto('/detail-post/khong_co.999999');
    expect(missingPost?.status()).toBe(404);
    await shot(page, 'site-404-en-375');
    await context.close();
  });

  it('serves sitemap.xml and robots.txt', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).toMatch(/\/detail-post\/[^<]+\.\d+<\/loc>/);
    expect(sitemap).toContain('/surcharges/fedex');
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /manager');
    expect(robots).toContain('Sitemap:');
    await context.close();
  });

  it('has a favicon, an Apple touch icon and a web app manifest: no 404, no console error', async () => {
    const { context, page } = await newPage(browser, PHONE);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    page.on('response', (r) => {
      if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const links = await page.$$eval('link[rel~=icon], link[rel=apple-touch-icon], link[rel=manifest]', (ls) =>
      ls.map((l) => `${l.getAttribute('rel')} ${l.getAttribute('href')?.split('?')[0]}`),
    );
    expect(links).toEqual(
      expect.arrayContaining([
        'icon /favicon.ico',
        'icon /icon.svg',
        'apple-touch-icon /apple-icon.png',
        'manifest /manifest.webmanifest',
      ]),
    );
    const favicon = await page.request.get('/favicon.ico');
    expect([favicon.status(), favicon.headers()['content-type']]).toEqual([200, 'image/x-icon']);
    const apple = await page.request.get('/apple-icon.png');
    expect([apple.status(), apple.headers()['content-type']]).toEqual([200, 'image/png']);
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe('ACF Express - Chuyển phát nhanh và giao nhận quốc tế');
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect([icon.src, res.status(), res.headers()['content-type']]).toEqual([icon.src, 200, 'image/png']);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** A content editor's token: editors read posts before their publication time. */
async function editorToken(): Promise<string> {
  const editor = await createStaff('CONTENT_EDITOR');
  const res = await api<{ tokens: { access: { token: string } } }>('POST', '/auth/login', {
    username: editor.username,
    password: PASSWORD,
  });
  return res.body.tokens.access.token;
}
