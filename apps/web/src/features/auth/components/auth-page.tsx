import Link from 'next/link';
import type { ReactNode } from 'react';
import { IntlLanguageSwitch } from '@/components/language-switch-intl';
import { AuthCard } from './auth-card';
import styles from './auth-card.module.css';

/**
 * `plain`: a page of its own (/login, /administrator/login) with the brand and language switch;
 * `site`: inside the public site layout (/login-home, /register).
 */
export function AuthPage(props: {
  variant: 'plain' | 'site';
  brand: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
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
        <div style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
          <IntlLanguageSwitch />
        </div>
      </div>
    </main>
  );
}
