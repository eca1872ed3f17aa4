'use client';

// Sub-path imports keep the schema library out of every page's bundle.
import { LOCALES, type Locale } from '@acf/shared/locale';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { storeLocale } from '@/lib/locale-storage';
import styles from './language-switch.module.css';

/**
 * The vi/en switch: stores the choice and re-renders the page on the server in that language.
 * The server passes the language and the label, so public pages need no translation runtime.
 */
export function LanguageSwitch({
  className,
  locale,
  label,
}: {
  className?: string;
  locale: Locale;
  label: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <fieldset className={`${styles.switch} ${className ?? ''}`} aria-label={label}>
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          data-testid={`lang-${l}`}
          aria-pressed={l === locale}
          disabled={pending}
          className={l === locale ? styles.active : undefined}
          onClick={() => {
            if (l === locale) return;
            storeLocale(l);
            startTransition(() => router.refresh());
          }}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </fieldset>
  );
}
