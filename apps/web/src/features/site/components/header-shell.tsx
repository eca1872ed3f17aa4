'use client';

// Sub-path imports keep the schema library out of every page's bundle.
import { isManagerPath, paths } from '@acf/shared/paths';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session';
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
  const session = useSession();
  const loggedIn = Boolean(session.accessToken) && !isManagerPath(pathname);
  const [fixed, setFixed] = useState(false);
  // The drawer is a native <details>: a tap opens it even before React has hydrated. React
  // follows its state (the toggle event) and adds Escape, the backdrop and closing on navigation.
  const toggleRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const closeDrawer = useCallback((refocus = false) => {
    const d = toggleRef.current;
    if (d?.open) {
      d.open = false;
      if (refocus) summaryRef.current?.focus();
    }
  }, []);

  useEffect(() => {
    const onScroll = () => setFixed(window.scrollY > FIXED_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // A tap before hydration may already have opened it.
  useEffect(() => setDrawerOpen(Boolean(toggleRef.current?.open)), []);

  // A followed link closes the drawer: a change of path, not the first render, where a drawer
  // opened by a tap before hydration must stay open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeDrawer();
  }, [pathname, closeDrawer]);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeDrawer(true);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen, closeDrawer]);

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
          {session.user?.username}
        </span>
        <button
          type="button"
          className={styles.ghostButton}
          data-testid={inDrawer ? 'drawer-logout' : 'header-logout'}
          onClick={() => {
            // The dialog takes over; after a confirmed logout the visitor lands on a closed drawer.
            closeDrawer();
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
            <details
              ref={toggleRef}
              className={styles.drawerToggle}
              onToggle={(e) => setDrawerOpen(e.currentTarget.open)}
            >
              <summary
                ref={summaryRef}
                className={styles.burger}
                aria-label={drawerOpen ? t('closeMenu') : t('openMenu')}
                data-testid="drawer-toggle"
              >
                <span />
                <span />
                <span />
              </summary>
              <div className={styles.backdrop} onClick={() => closeDrawer(true)} aria-hidden="true" />
              <aside id="site-drawer" className={styles.drawer} data-testid="drawer">
                <div className={styles.drawerHead}>{logo}</div>
                {/* What a visitor on a phone looks for first: language, then account. */}
                <div className={styles.drawerSwitch}>{drawerSwitch}</div>
                {authButtons(true)}
                {loggedIn ? bookingLinks : drawerMenu}
              </aside>
            </details>
          </div>
        </div>
      </div>
      <LogoutDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        refreshToken={session.refreshToken}
        labels={labels}
      />
    </>
  );
}
