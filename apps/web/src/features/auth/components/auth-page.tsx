import Link from 'next/link';
import type { ReactNode } from 'react';
import { AuthCard } from './auth-card';
import styles from './auth-card.module.css';

/**
 * `plain`: a page of its own (/login, /administrator/login) with the brand and the language
 * switch it is given; `site`: inside the public site layout (/login-home, /register). The switch
 * comes from the plain pages, not from here: imported here, its translation runtime (next-intl's
 * client, about 12 KB gzip) was in the site pages' first load too, though they never show it.
 */
export function AuthPage(
  props: {
    brand: string;
    title: string;
    subtitle?: string;
    children: ReactNode;
  } & ({ variant: 'site' } | { variant: 'plain'; languageSwitch: ReactNode }),
) {
  const card = (
    <AuthCard title={props.title} subtitle={props.subtitle}>
      {props.children}
    </AuthCard>
  );
  if (props.variant === 'site') return <div className={styles.site}>{card}</div>;
  return (
    <main className={styles.page}>
      <div style={{ width: '100%', maxWidth: 420 }}>
        <Link href="/" className={styles.brand}>
          {props.brand}
        </Link>
        {card}
        <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>{props.languageSwitch}</div>
      </div>
    </main>
  );
}
