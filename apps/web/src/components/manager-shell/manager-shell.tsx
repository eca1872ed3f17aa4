'use client';

import {
  CUSTOMER_ENTRIES,
  landingPath,
  loginWithReturn,
  paths,
  permissionsForManagerPath,
  type SidebarEntry,
  visibleSidebar,
} from '@acf/shared';
import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Grid, Layout, Menu, type MenuProps, Result, Spin } from 'antd';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlLanguageSwitch } from '@/components/language-switch-intl';
import { useLogoutConfirm } from '@/components/logout-confirm';
import { isLeaving } from '@/lib/auth-storage';
import { meQuery } from '@/lib/me';
import { useSession } from '@/lib/session';
import { type ManagerMe, ManagerMeContext } from './manager-context';
import styles from './manager-shell.module.css';

type Me = ManagerMe;

/** The entries a user sees: a customer only its bookings; staff the seed sidebar by permission. */
export function sidebarFor(me: Me): SidebarEntry[] {
  if (me.user.kind === 'customer') return [...CUSTOMER_ENTRIES];
  return visibleSidebar(me.permissions);
}

function menuItems(entries: SidebarEntry[], t: (key: string) => string): MenuProps['items'] {
  return entries.map((e) =>
    e.children
      ? {
          key: `group:${e.key}`,
          label: <span data-testid={`sidebar-${e.key}`}>{t(e.key)}</span>,
          children: menuItems(e.children, t),
        }
      : {
          key: e.path,
          label: (
            <Link href={paths.manager_(e.path)} data-testid={`sidebar-${e.key}`}>
              {t(e.key)}
            </Link>
          ),
        },
  );
}

/** The longest sidebar path the current page sits under, for the highlighted entry. */
function selectedPath(entries: SidebarEntry[], pathname: string): string | undefined {
  const sub = pathname.slice(paths.manager.length) || '/';
  const all = entries.flatMap((e) => e.children ?? [e]);
  return all
    .map((e) => e.path)
    .filter((p) => sub === p || sub.startsWith(`${p}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * The back office frame: the seed's sidebar filtered by the caller's permissions (read fresh
 * from GET auth/me, so a role change shows at once), a header with the user and logout, and
 * a 403 page instead of a page the user may not open.
 */
export function ManagerShell({ children }: { children: ReactNode }) {
  const session = useSession();
  const t = useTranslations('sidebar');
  const tm = useTranslations('manager');
  const pathname = usePathname();
  const logout = useLogoutConfirm();
  const screens = Grid.useBreakpoint();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const userId = session.accessToken ? (session.user?.id ?? null) : null;
  const me = useQuery(meQuery(Boolean(session.accessToken), userId));

  useEffect(() => {
    // Not logged in: the manager area starts at the login page (seed: logged in = a token is held),
    // which then brings the visitor back to the page asked for.
    if (session.ready && !session.accessToken && !isLeaving())
      window.location.replace(
        loginWithReturn(paths.login, `${window.location.pathname}${window.location.search}`),
      );
  }, [session.ready, session.accessToken]);

  const entries = useMemo(() => (me.data ? sidebarFor(me.data) : []), [me.data]);
  const items = useMemo(() => menuItems(entries, t), [entries, t]);
  const selected = selectedPath(entries, pathname);
  const openGroup = entries.find((e) => e.children?.some((c) => c.path === selected));

  if (!session.ready || !session.accessToken || !me.data) {
    return (
      <div className={styles.loading}>
        <Spin size="large" />
      </div>
    );
  }

  const needed = permissionsForManagerPath(pathname);
  const held = new Set(me.data.permissions);
  const allowed = !needed || needed.some((p) => held.has(p));
  const mobile = !screens.lg;

  const menu = (
    <Menu
      className={styles.menu}
      mode="inline"
      theme="dark"
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={openGroup ? [`group:${openGroup.key}`] : []}
      onClick={() => setDrawerOpen(false)}
      data-testid="sidebar"
    />
  );

  return (
    <ManagerMeContext.Provider value={me.data}>
      <Layout className={styles.root}>
        {mobile ? (
          <Drawer
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            size={280}
            styles={{ body: { padding: 0, background: '#001529' }, header: { display: 'none' } }}
          >
            <div className={styles.brand}>{tm('brand')}</div>
            {menu}
          </Drawer>
        ) : (
          <Layout.Sider width={264} className={styles.sider}>
            <Link href={paths.home} className={styles.brand}>
              {tm('brand')}
            </Link>
            {menu}
          </Layout.Sider>
        )}
        <Layout>
          <Layout.Header
            className={styles.header}
            style={{ background: '#fff', height: 60, lineHeight: 'normal', padding: '0 16px' }}
          >
            {mobile && (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={tm('openMenu')}
                onClick={() => setDrawerOpen(true)}
                data-testid="sidebar-open"
              />
            )}
            <div className={styles.spacer} />
            <IntlLanguageSwitch />
            <span className={styles.user} data-testid="manager-username">
              <UserOutlined /> {me.data.user.username}
            </span>
            <Button icon={<LogoutOutlined />} onClick={logout} data-testid="logout">
              {mobile ? null : tm('logout')}
            </Button>
          </Layout.Header>
          <Layout.Content className={styles.content}>
            {allowed ? (
              children
            ) : (
              <Result
                status="403"
                title="403"
                subTitle={tm('forbidden')}
                data-testid="forbidden"
                extra={
                  <Link href={landingPath(me.data.user.kind, me.data.permissions)}>
                    <Button type="primary">{tm('backHome')}</Button>
                  </Link>
                }
              />
            )}
          </Layout.Content>
        </Layout>
      </Layout>
    </ManagerMeContext.Provider>
  );
}
