'use client';

import { API_PREFIX } from '@acf/shared/constants';
import { type FormEvent, useState } from 'react';
import styles from './site-footer.module.css';

type State = 'idle' | 'sending' | 'done' | 'already' | 'invalid' | 'error';

/** The footer's promotion-news sign-up, wired to POST /newsletter. */
export interface NewsletterLabels {
  newsletterPlaceholder: string;
  newsletterButton: string;
  newsletterSending: string;
  newsletterDone: string;
  newsletterAlready: string;
  newsletterError: string;
  newsletterInvalid: string;
}

/** Texts come from the server in the page language (no translation runtime in the browser). */
export function NewsletterForm({ locale, labels }: { locale: string; labels: NewsletterLabels }) {
  const t = (key: keyof NewsletterLabels) => labels[key];
  const [state, setState] = useState<State>('idle');

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    // A light check here (no schema library in the public bundle); the API validates for real.
    const address = email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) return setState('invalid');
    setState('sending');
    try {
      const res = await fetch(`${API_PREFIX}/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': locale },
        body: JSON.stringify({ email: address }),
      });
      if (res.status === 400) return setState('invalid');
      if (!res.ok) return setState('error');
      const body = (await res.json()) as { alreadySubscribed: boolean };
      setState(body.alreadySubscribed ? 'already' : 'done');
    } catch {
      setState('error');
    }
  };

  const message =
    state === 'done'
      ? t('newsletterDone')
      : state === 'already'
        ? t('newsletterAlready')
        : state === 'invalid'
          ? t('newsletterInvalid')
          : state === 'error'
            ? t('newsletterError')
            : '';

  return (
    <form className={styles.newsletter} onSubmit={submit} noValidate data-testid="newsletter-form">
      <label htmlFor="newsletter-email" className={styles.srOnly}>
        {t('newsletterPlaceholder')}
      </label>
      <div className={styles.newsletterRow}>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t('newsletterPlaceholder')}
          className={styles.newsletterInput}
          aria-invalid={state === 'invalid'}
          aria-describedby="newsletter-status"
        />
        <button type="submit" className={styles.newsletterButton} disabled={state === 'sending'}>
          {state === 'sending' ? t('newsletterSending') : t('newsletterButton')}
        </button>
      </div>
      <p
        id="newsletter-status"
        role="status"
        data-testid="newsletter-status"
        data-state={state}
        className={state === 'invalid' || state === 'error' ? styles.statusError : styles.statusOk}
      >
        {message}
      </p>
    </form>
  );
}
