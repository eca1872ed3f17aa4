import { randomUUID } from 'node:crypto';
import { SEEDED_ROLES, SIDEBAR, visibleSidebar } from '@acf/shared';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { api, createStaff, loginThroughPage, PASSWORD, sidebarKeys, storedSession } from './accounts-helpers';
import { DESKTOP, fileBrowser, newPage, PHONE, shot } from './browser';
import { startProduct } from './product';

const browser = fileBrowser();

const keysOf = (entries: typeof SIDEBAR) =>
  entries.flatMap((e) => [e.key, ...(e.children ?? []).map((c) => c.key)]);

/** The text of what `selector` finds, once it shows. */
async function shownText(page: Page, selector: string) {
  await page.waitForSelector(selector);
  return page.textContent(selector);
}

/** Clicks "log out" and returns its confirm dialog once it shows. */
async function openLogout(page: Page) {
  await page.click('[data-testid=logout]');
  const dialog = page.locator('.ant-modal-confirm');
  await dialog.waitFor();
  return dialog;
}

/** A new sales user logged in through the login page, on a page of its own; `landed` is where the login led. */
async function salesLoggedIn(viewport = DESKTOP) {
  const staff = await createStaff('SALES');
  const { context, page } = await newPage(browser, viewport);
  const landed = await loginThroughPage(page, staff.username, PASSWORD);
  return { staff, context, page, landed };
}

describe('[ADMIN] [SALES] [CUSTOMER] the sidebar shows exactly what the role may open', () => {
  it('[ADMIN] sees every entry of the seed sidebar, Reports with its six children', async () => {
    const { context, page } = await newPage(browser);
    // Staff land on the first entry of their own sidebar, not on the customer's bookings.
    expect(await loginThroughPage(page, 'admin', inject('adminPassword'))).toBe('/manager/employee');
    expect((await sidebarKeys(page)).sort()).toEqual(keysOf(SIDEBAR).sort());
    await page.goto('/manager/employee');
    await page.waitForSelector('[data-testid=staff-table] .ant-table-row');
    expect(await page.textContent('[data-testid=sidebar]')).toContain('Nhân viên');
    await shot(page, 'manager-employee-desktop');
    await context.close();
  });

  it('[SALES] sees customers, orders, two reports and the statement; the staff page is a 403', async () => {
    const { context, page, landed } = await salesLoggedIn();
    expect(landed).toBe('/manager/customer');
    const expected = keysOf(visibleSidebar(SEEDED_ROLES.SALES.permissions));
    expect(expected).toEqual([
      'customer',
      'order',
      'reports',
      'statisticalCustomer',
      'statisticalRevenueCustomer',
      'list',
    ]);
    expect((await sidebarKeys(page)).sort()).toEqual(expected.sort());
    await page.goto('/manager/employee');
    expect(await shownText(page, '[data-testid=forbidden]')).toContain('403');
    await shot(page, 'manager-403-desktop');
    await context.close();
  });

  it('[CUSTOMER] registers and sees "Quản lý booking", "Tạo booking" and its notification settings', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/register');
    // Empty submit: the seed's required message under each required field.
    await page.click('[data-testid=register-submit]');
    await page.waitForSelector('[data-testid=field-error]');
    const errors = await page.$$eval('[data-testid=field-error]', (els) => els.map((e) => e.textContent));
    expect(errors.length).toBeGreaterThanOrEqual(5);
    expect(new Set(errors)).toEqual(new Set(['Vui lòng nhập']));
    await shot(page, 'register-phone');
    const username = `shop_${randomUUID().slice(0, 6)}`;
    await page.fill('[data-testid=register-fullName]', 'Nguyễn Văn An');
    await page.fill('[data-testid=register-email]', `${username}@shop.vn`);
    await page.fill('[data-testid=register-phone]', '0901234567');
    await page.fill('[data-testid=register-username]', username);
    await page.fill('[data-testid=register-password]', 'short');
    await page.click('[data-testid=register-submit]');
    await page.waitForSelector('text=Mật khẩu phải có ít nhất 8 ký tự');
    await page.fill('[data-testid=register-password]', PASSWORD);
    await page.click('[data-testid=register-submit]');
    await page.waitForURL('**/manager/booking');
    await page.click('[data-testid=sidebar-open]');
    await page.waitForSelector('[data-testid=sidebar]');
    // The seed's two entries, the customer's own e-mail settings and its Developers page.
    expect(await sidebarKeys(page)).toEqual([
      'booking',
      'createBooking',
      'notificationSettings',
      'developers',
    ]);
    const labels = await page.$$eval('[data-testid=sidebar] a', (els) => els.map((e) => e.textContent));
    expect(labels).toEqual(['Quản lý booking', 'Tạo booking', 'Cài đặt thông báo', 'Nhà phát triển']);
    await shot(page, 'manager-customer-sidebar-phone');
    expect(JSON.parse((await storedSession(page)).user!).username).toBe(username);
    await context.close();
  });
});

describe('[STAFF] sessions', () => {
  // Its own product starts and stops inside the test (two minutes: one was close on a busy machine).
  it('with a 5-second access token a page still loads after expiry: 401, refresh, then the retry', async () => {
    const product = await startProduct({
      // Long enough for the renewed token to outlive the page's load on a busy machine (with 2 s,
      // a load past 2 s expired it again and made a second refresh); short enough to wait out.
      ACCESS_TOKEN_TTL_SECONDS: '5',
      ADMIN_PASSWORD: inject('adminPassword'),
    });
    try {
      const context = await browser.newContext({
        baseURL: product.baseURL,
        viewport: DESKTOP,
        locale: 'vi-VN',
      });
      const page = await context.newPage();
      await loginThroughPage(page, 'admin', inject('adminPassword'));
      const first = await storedSession(page);
      await new Promise((r) => setTimeout(r, 6000));
      const log: string[] = [];
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.pathname.startsWith('/api/v1/'))
          log.push(`${res.request().method()} ${url.pathname} ${res.status()}`);
      });
      await page.goto('/manager/employee');
      await page.waitForSelector('[data-testid=staff-table] .ant-table-row');
      // The expired token was refused, the pair renewed once, and the same call repeated.
      const meCalls = log.filter((l) => l.startsWith('GET /api/v1/auth/me'));
      expect(meCalls[0]).toBe('GET /api/v1/auth/me 401');
      expect(log).toContain('POST /api/v1/auth/refresh-tokens 200');
      expect(meCalls).toContain('GET /api/v1/auth/me 200');
      expect(log.indexOf('POST /api/v1/auth/refresh-tokens 200')).toBeLessThan(
        log.indexOf('GET /api/v1/auth/me 200'),
      );
      expect(log.filter((l) => l.includes('refresh-tokens'))).toHaveLength(1);
      const second = await storedSession(page);
      expect(second.access).not.toBe(first.access);
      expect(second.refresh).not.toBe(first.refresh);
      await context.close();
    } finally {
      await product.stop();
    }
  }, 120_000);

  it('a revoked refresh token lands on /login with the session cleared', async () => {
    const staff = await createStaff('MANAGER');
    const { context, page } = await newPage(browser);
    await loginThroughPage(page, staff.username, PASSWORD);
    const session = await storedSession(page);
    expect((await api('POST', '/auth/logout', { refreshToken: session.refresh })).status).toBe(204);
    // The access token is no longer accepted either (as after its 15 minutes).
    await page.evaluate(() => localStorage.setItem('access_token', 'expired.token.value'));
    await page.goto('/manager/customer');
    await page.waitForURL((u) => u.pathname === '/login');
    // The login brings the user back to the page that was open.
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/manager/customer');
    expect(await storedSession(page)).toEqual({ access: null, refresh: null, user: null });
    await context.close();
  });

  it('logout asks with the seed texts, "Không" keeps the session, "Đồng ý" clears it and goes to /', async () => {
    const { context, page } = await salesLoggedIn();
    const before = await storedSession(page);
    const dialog = await openLogout(page);
    expect(await dialog.locator('.ant-modal-confirm-title').textContent()).toBe('Thông báo');
    expect(await dialog.locator('.ant-modal-confirm-content').textContent()).toBe(
      'Bạn có chắc chắn muốn đăng xuất tài khoản',
    );
    expect(await page.textContent('#logout-ok')).toBe('Đồng ý');
    expect(await page.textContent('#logout-cancel')).toBe('Không');
    await shot(page, 'logout-dialog-desktop');
    await page.click('#logout-cancel');
    await dialog.waitFor({ state: 'detached' });
    expect((await storedSession(page)).access).toBe(before.access);

    await page.click('[data-testid=logout]');
    await page.click('#logout-ok');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedSession(page)).toEqual({ access: null, refresh: null, user: null });
    // The refresh token was revoked on the server too.
    expect((await api('POST', '/auth/refresh-tokens', { refreshToken: before.refresh })).status).toBe(401);
    await context.close();
  });

  it('the logout dialog speaks English when English is chosen', async () => {
    const { context, page } = await salesLoggedIn(PHONE);
    await page.click('[data-testid=lang-en]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await openLogout(page);
    expect(await page.textContent('.ant-modal-confirm-title')).toBe('Notice');
    expect(await page.textContent('#logout-ok')).toBe('Yes');
    expect(await page.textContent('#logout-cancel')).toBe('No');
    await shot(page, 'logout-dialog-en-phone');
    await context.close();
  });
});

describe('[ADMIN] administrator area', () => {
  it('/administrator/login refuses a non-administrator and stores nothing', async () => {
    const manager = await createStaff('MANAGER');
    const { context, page } = await newPage(browser);
    await page.goto('/administrator/login');
    await page.fill('[data-testid=login-username]', manager.username);
    await page.fill('[data-testid=login-password]', PASSWORD);
    await page.click('[data-testid=login-submit]');
    expect(await shownText(page, '[data-testid=login-error]')).toContain(
      'Chỉ quản trị viên được đăng nhập tại đây',
    );
    expect(new URL(page.url()).pathname).toBe('/administrator/login');
    expect(await storedSession(page)).toEqual({ access: null, refresh: null, user: null });
    await shot(page, 'administrator-login-refused-desktop');
    await context.close();
  });

  it('the administrator searches accounts, locks one (its session ends) and resets a password', async () => {
    const victim = await createStaff('SALES');
    const victimLogin = await api<{ tokens: { access: { token: string } } }>('POST', '/auth/login', {
      username: victim.username,
      password: PASSWORD,
    });
    const { context, page } = await newPage(browser);
    await page.goto('/administrator/login');
    await page.fill('[data-testid=login-username]', 'admin');
    await page.fill('[data-testid=login-password]', inject('adminPassword'));
    await page.click('[data-testid=login-submit]');
    await page.waitForURL('**/administrator');
    await page.fill('[data-testid=admin-search] input', victim.username);
    await page.press('[data-testid=admin-search] input', 'Enter');
    // The newest accounts show before the search answers: wait for the one-row result.
    await expect.poll(() => page.locator('[data-testid=admin-table] .ant-table-row').count()).toBe(1);
    await page.waitForSelector(`[data-testid=active-${victim.username}]`);
    await page.click(`[data-testid=active-${victim.username}]`);
    await page.waitForSelector(`[data-testid=active-${victim.username}][aria-checked=false]`);
    expect((await api('GET', '/auth/me', undefined, victimLogin.body.tokens.access.token)).status).toBe(401);

    await page.click(`[data-testid=active-${victim.username}]`);
    await page.waitForSelector(`[data-testid=active-${victim.username}][aria-checked=true]`);
    await page.click(`[data-testid=reset-${victim.username}]`);
    await page.fill('[data-testid=reset-password]', 'Brand-New-Pass1');
    await page.fill('[data-testid=reset-confirm]', 'Brand-New-Pass1');
    await page.click('#reset-save');
    await page.waitForSelector(`text=Đã đặt lại mật khẩu cho ${victim.username}`);
    const relog = await api('POST', '/auth/login', {
      username: victim.username,
      password: 'Brand-New-Pass1',
    });
    expect(relog.status).toBe(200);
    await page.fill('[data-testid=admin-search] input', '');
    await page.press('[data-testid=admin-search] input', 'Enter');
    await page.waitForSelector('[data-testid=admin-table] .ant-table-row');
    await shot(page, 'administrator-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'administrator-phone');
    await context.close();
  });
});

describe('[ADMIN] back-office pages', () => {
  it('adds a staff member through the form, finds them by search', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughPage(page, 'admin', inject('adminPassword'));
    await page.goto('/manager/employee');
    await page.click('[data-testid=staff-add]');
    await page.waitForSelector('[data-testid=staff-username]');
    // Saving the empty form shows the required message (a click during the opening animation may be lost).
    await expect
      .poll(
        async () => {
          await page.click('#staff-save');
          return page.locator('.ant-modal .ant-form-item-explain-error').count();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBeGreaterThan(0);
    expect(await page.textContent('.ant-modal .ant-form-item-explain-error')).toBe('Vui lòng nhập');
    const username = `nv_${randomUUID().slice(0, 6)}`;
    await page.fill('[data-testid=staff-username]', username);
    await page.fill('[data-testid=staff-password]', PASSWORD);
    await page.fill('[data-testid=staff-fullName]', 'Đỗ Thị Hoa');
    await page.click('[data-testid=staff-role]');
    await page.click('.ant-select-dropdown .ant-select-item-option[title="Kinh doanh"]');
    await shot(page, 'manager-employee-form-desktop');
    await page.click('#staff-save');
    await page.waitForSelector('.ant-modal', { state: 'hidden' });
    await page.fill('[data-testid=staff-search] input', 'Đỗ Thị Hoa');
    await page.press('[data-testid=staff-search] input', 'Enter');
    await expect
      .poll(() =>
        page.$$eval('[data-testid=staff-table] .ant-table-row', (rows) => rows.map((r) => r.textContent)),
      )
      .toEqual([expect.stringContaining(username)]);
    await context.close();
  });

  it('ticks a permission in the role matrix and it stays ticked after a reload', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughPage(page, 'admin', inject('adminPassword'));
    await page.goto('/manager/role-permission');
    const box = '[data-testid=perm-CONTENT_EDITOR-manage_history]';
    await page.waitForSelector(box);
    expect(await page.isChecked(box)).toBe(false);
    expect(await page.isDisabled('[data-testid=perm-ADMINISTRATOR-manage_history]')).toBe(true);
    await page.click(box);
    await page.waitForSelector('.ant-message-success');
    await page.reload();
    await page.waitForSelector(box);
    expect(await page.isChecked(box)).toBe(true);
    await shot(page, 'manager-role-permission-desktop');
    await page.setViewportSize(PHONE);
    await shot(page, 'manager-role-permission-phone');
    await context.close();
  });

  it('a sales user adds a customer who is theirs alone', async () => {
    const { context, page } = await salesLoggedIn(PHONE);
    await page.goto('/manager/customer');
    await page.click('[data-testid=customer-add]');
    const company = `Công ty ${randomUUID().slice(0, 6)}`;
    await page.fill('[data-testid=customer-companyName]', company);
    await page.fill('[data-testid=customer-contactName]', 'Lý Văn Bảo');
    await page.click('#customer-save');
    await page.waitForSelector('.ant-modal', { state: 'hidden' });
    await page.waitForSelector(`text=${company}`);
    await shot(page, 'manager-customer-phone');
    const other = await createStaff('SALES');
    const otherLogin = await api<{ tokens: { access: { token: string } } }>('POST', '/auth/login', {
      username: other.username,
      password: PASSWORD,
    });
    const theirs = await api<{ totalResults: number }>(
      'GET',
      `/customers?search=${encodeURIComponent(company)}`,
      undefined,
      otherLogin.body.tokens.access.token,
    );
    expect(theirs.body.totalResults).toBe(0);
    await context.close();
  });

  it("/manager opens the user's own first page (driver: his pickups, warehouse: operations); login pages render at both widths", async () => {
    const { context, page } = await newPage(browser);
    await loginThroughPage(page, 'admin', inject('adminPassword'));
    await page.goto('/manager');
    await page.waitForURL((u) => u.pathname === '/manager/employee');
    await context.close();
    for (const [role, landing] of [
      ['PICKUP_STAFF', '/manager/order-pickup'],
      ['WAREHOUSE_OPERATOR', '/manager/operate'],
    ] as const) {
      const staff = await createStaff(role);
      const own = await newPage(browser, PHONE);
      expect(await loginThroughPage(own.page, staff.username, PASSWORD)).toBe(landing);
      await own.context.close();
    }
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      const fresh = await newPage(browser, viewport);
      for (const path of ['/login', '/login-home', '/register', '/administrator/login']) {
        await fresh.page.goto(path);
        await fresh.page.waitForSelector('form');
        await shot(fresh.page, `${path.slice(1).replace('/', '-')}-${name}`);
      }
      await fresh.context.close();
    }
  });
});
