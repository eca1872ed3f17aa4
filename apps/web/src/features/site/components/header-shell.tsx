'use client';

// Sub-path imports keep the schema library out of every page's bundle.
import { isManagerPath, paths } from '@acf/shared/paths';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useEffect, useState } from 'react';
import { useStoredSession } from '@/lib/session-storage';
import { LogoutDialog, type LogoutLabels } from './logout-dialog';
import styles from './site-header.module.css';

export interface HeaderLabels extends LogoutLabels {
  openMenu: string;
  closeMenu: string;
  register: string;
  login: string;
  logout: string;
  manageBooking: string;
  createBooking: string;
}

/** Seed §9: the header becomes fixed after 30 px of scroll; its bar is 60 px high. */
export const FIXED_AFTER_PX = 30;

/**
 * The interactive part of the header: fixed-on-scroll, the drawer on narrow screens, and the
 * logged-in variant (seed §2), which replaces the menu with the two booking links.
 */
export function HeaderShell({
  logo,
  menu,
  drawerMenu,
  drawerSwitch,
  labels,
}: {
  logo: ReactNode;
  menu: ReactNode;
  drawerMenu: ReactNode;
  drawerSwitch: ReactNode;
  /** Texts in the page language, from the server (no translation runtime in the browser). */
  labels: HeaderLabels;
}) {
  const t = (key: keyof HeaderLabels) => labels[key];
  const pathname = usePathname();
  const session = useStoredSession();
  const loggedIn = Boolean(session?.accessToken) && !isManagerPath(pathname);
  const [fixed, setFixed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY > FIXED_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A followed link closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const bookingLinks = (
    <ul className={styles.menu} data-testid="logged-in-menu">
      <li>
        <Link href={paths.managerBooking} className={styles.menuLink}>
          {t('manageBooking')}
        </Link>
      </li>
      <li>
        <Link href={paths.managerCreateBooking} className={styles.menuLink}>
          {t('createBooking')}
        </Link>
      </li>
    </ul>
  );

  const authButtons = (inDrawer: boolean) =>
    loggedIn ? (
      <div className={inDrawer ? styles.drawerAuth : styles.auth}>
        <span className={styles.username} data-testid="header-username">
          {session?.username}
        </span>
        <button
          type="button"
          className={styles.ghostButton}
          data-testid={inDrawer ? 'drawer-logout' : 'header-logout'}
          onClick={() => {
            // The dialog takes over; after a confirmed logout the visitor lands on a closed drawer.
            setDrawerOpen(false);
            setConfirming(true);
          }}
        >
          {t('logout')}
        </button>
      </div>
    ) : (
      <div className={inDrawer ? styles.drawerAuth : styles.auth}>
        <Link href={paths.register} className={styles.ghostButton} data-testid="register-link">
          {t('register')}
        </Link>
        <Link href={paths.loginHome} className={styles.primaryButton} data-testid="login-link">
          {t('login')}
        </Link>
      </div>
    );

  return (
    <>
      <div className={styles.barSpace} data-fixed={fixed}>
        <div className={styles.bar} data-fixed={fixed} data-testid="header-bar">
          <div className={styles.container}>
            {logo}
            <div className={styles.desktopOnly}>{loggedIn ? bookingLinks : menu}</div>
            <div className={styles.desktopOnly}>{authButtons(false)}</div>
            <button
              type="button"
              className={styles.burger}
              aria-label={t('openMenu')}
              aria-expanded={drawerOpen}
              aria-controls="site-drawer"
              data-testid="drawer-open"
              onClick={() => setDrawerOpen(true)}
            >
              <span />
              <span />
              <span />
            </button>
          </div>
        </div>
      </div>
      <div
        className={styles.backdrop}
        data-open={drawerOpen}
        onClick={() => setDrawerOpen(false)}
        aria-hidden="true"
      />
      <aside
        id="site-drawer"
        className={styles.drawer}
        data-open={drawerOpen}
        data-testid="drawer"
        aria-hidden={!drawerOpen}
        inert={!drawerOpen}
      >
        <div className={styles.drawerHead}>
          {logo}
          <button
            type="button"
            className={styles.close}
            aria-label={t('closeMenu')}
            data-testid="drawer-close"
            onClick={() => setDrawerOpen(false)}
          >
            ×
          </button>
        </div>
        {loggedIn ? bookingLinks : drawerMenu}
        <div className={styles.drawerSwitch}>{drawerSwitch}</div>
        {authButtons(true)}
      </aside>
      <LogoutDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        refreshToken={session?.refreshToken}
        labels={labels}
      />
    </>
  );
}
