import type { Locale, THomeItem } from '@acf/shared';
import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/language-switch';
import { getHomeItems, homeItemHref, menuHref, pick } from '../api/content';
import { HeaderShell } from './header-shell';
import { ContentIcon } from './icon';
import { Logo } from './logo';
import { NavLink } from './nav-link';
import styles from './site-header.module.css';
import { SoftLinks } from './soft-links';

function SubMenu({ item, locale }: { item: THomeItem; locale: Locale }) {
  return (
    <ul className={styles.subMenu}>
      {item.menuItems.map((m) => (
        <li key={m.id}>
          <NavLink href={menuHref(m, locale)} className={styles.subLink}>
            {pick(locale, m.nameVi, m.nameEn)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The bar shows submenus on hover and focus. The drawer shows them as an accordion of native
 * `<details>` (one open at a time through their shared name), so it works before hydration.
 */
function MenuList({
  items,
  locale,
  variant,
  toggleLabel,
}: {
  items: THomeItem[];
  locale: Locale;
  variant: 'bar' | 'drawer';
  toggleLabel?: (name: string) => string;
}) {
  return (
    <ul className={variant === 'bar' ? styles.menu : styles.drawerMenu}>
      {items.map((item) => {
        const title = pick(locale, item.titleVi, item.titleEn);
        const hasChildren = item.menuItems.length > 0;
        return (
          <li key={item.id} className={hasChildren ? styles.hasChildren : undefined}>
            <NavLink
              href={homeItemHref(item, locale)}
              className={styles.menuLink}
              data-testid="header-menu-link"
            >
              {title}
            </NavLink>
            {hasChildren &&
              (variant === 'bar' ? (
                <SubMenu item={item} locale={locale} />
              ) : (
                <details className={styles.accordion} name="drawer-submenu" data-testid="drawer-submenu">
                  <summary aria-label={toggleLabel?.(title)} data-testid="drawer-submenu-toggle" />
                  <SubMenu item={item} locale={locale} />
                </details>
              ))}
          </li>
        );
      })}
    </ul>
  );
}

/** Seed §2 header: top bar (switch + TOP links), main menu from HEADER content, register/login. */
export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('site');
  const common = await getTranslations('common');
  const [top, header] = await Promise.all([getHomeItems('TOP'), getHomeItems('HEADER')]);
  return (
    <header className={styles.header}>
      <SoftLinks />
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <div className={styles.topBar}>
        <div className={styles.container}>
          <nav aria-label={t('topLinks')} className={styles.topLinks}>
            {top.map((item) => (
              <a key={item.id} href={homeItemHref(item, locale)} className={styles.topLink}>
                <ContentIcon name={item.icon} size={14} />
                <span>{pick(locale, item.titleVi, item.titleEn)}</span>
              </a>
            ))}
          </nav>
          <LanguageSwitch className={styles.topSwitch} locale={locale} label={common('language')} />
        </div>
      </div>
      <HeaderShell
        logo={
          <NavLink href="/" className={styles.logo} aria-label={t('logoAlt')} data-testid="logo">
            <Logo />
          </NavLink>
        }
        menu={
          <nav aria-label={t('mainMenu')} data-testid="header-menu">
            <MenuList items={header} locale={locale} variant="bar" />
          </nav>
        }
        drawerMenu={
          <nav aria-label={t('mainMenu')} data-testid="drawer-menu">
            <MenuList
              items={header}
              locale={locale}
              variant="drawer"
              toggleLabel={(name) => t('toggleSubmenu', { name })}
            />
          </nav>
        }
        drawerSwitch={<LanguageSwitch locale={locale} label={common('language')} />}
        labels={{
          openMenu: t('openMenu'),
          closeMenu: t('closeMenu'),
          register: t('register'),
          login: t('login'),
          logout: t('logout'),
          manageBooking: t('manageBooking'),
          createBooking: t('createBooking'),
          logoutTitle: t('logoutTitle'),
          logoutText: t('logoutText'),
          logoutConfirm: t('logoutConfirm'),
          logoutCancel: t('logoutCancel'),
        }}
      />
    </header>
  );
}
