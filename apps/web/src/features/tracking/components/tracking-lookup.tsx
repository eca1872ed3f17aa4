'use client';

import {
  formatDateTime,
  isValidTrackingNumber,
  MAX_TRACKING_NUMBERS,
  parseTrackingInput,
  paths,
  type TTrackingResult,
} from '@acf/shared';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { type Messages, translator } from '@/lib/translate';
import { trackShipments } from '../api/track-shipments';
import styles from './tracking-lookup.module.css';

/**
 * Public tracking: up to 10 numbers, a mistyped one flagged before any request. Its texts come
 * from the server in the page language (`messages`: the tracking namespace), so the page needs
 * no translation runtime.
 */
export function TrackingLookup({
  initial,
  messages,
  locale,
}: {
  initial: string;
  messages: Messages;
  locale: string;
}) {
  const t = useMemo(() => translator(messages), [messages]);
  const router = useRouter();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [results, setResults] = useState<TTrackingResult[] | null>(null);
  const [loading, setLoading] = useState(false);

  const check = (value: string): string[] | null => {
    const numbers = parseTrackingInput(value);
    if (numbers.length === 0) return null;
    if (numbers.length > MAX_TRACKING_NUMBERS) {
      setError(t('tooMany', { max: MAX_TRACKING_NUMBERS }));
      return null;
    }
    const bad = numbers.filter((n) => !isValidTrackingNumber(n));
    if (bad.length) {
      setError(t('invalid', { numbers: bad.join(', ') }));
      return null;
    }
    setError(null);
    return numbers;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the URL's numbers or the language change
  useEffect(() => {
    const numbers = check(initial);
    if (!numbers) return;
    setLoading(true);
    trackShipments(numbers, locale)
      .then((r) => setResults(r.results))
      .catch(() => setError(t('error')))
      .finally(() => setLoading(false));
  }, [initial, locale]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const numbers = check(text);
    if (numbers) router.push(paths.tracking(numbers));
  };

  return (
    <section className={styles.wrap}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.hint} id="tracking-hint">
        {t('description')}
      </p>
      <label className={styles.label} htmlFor="tracking-numbers">
        {t('numbersLabel')}
      </label>
      <form className={styles.form} onSubmit={submit}>
        <textarea
          id="tracking-numbers"
          aria-describedby="tracking-hint"
          className={styles.input}
          rows={2}
          value={text}
          placeholder={t('placeholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="tracking-input"
        />
        <button className={styles.button} type="submit" data-testid="tracking-submit">
          {t('submit')}
        </button>
      </form>
      {error && (
        <p className={styles.error} role="alert" data-testid="tracking-error">
          {error}
        </p>
      )}
      {loading && <p className={styles.hint}>{t('loading')}</p>}
      {results?.map((r) => (
        <article key={r.trackingNumber} className={styles.card} data-testid="tracking-result">
          <header className={styles.cardHead}>
            <span className={styles.number}>{r.trackingNumber}</span>
            <span className={r.found ? styles.status : styles.missing} data-testid="tracking-status">
              {r.found ? r.statusLabel : t(r.valid ? 'notFound' : 'invalidNumber')}
            </span>
          </header>
          {/* Not every piece is together: where they are, in the page's language (place names only). */}
          {r.found && r.piecesNote && (
            <p className={styles.pieces} data-testid="tracking-pieces">
              {r.piecesNote}
            </p>
          )}
          {r.found && (
            <ol className={styles.timeline}>
              {r.events.length === 0 && <li>{t('empty')}</li>}
              {r.events.map((e, i) => (
                <li
                  key={`${e.time}-${e.status}`}
                  className={i === 0 ? styles.latest : undefined}
                  data-testid="tracking-event"
                >
                  <time className={styles.time}>{formatDateTime(e.time)}</time>
                  <strong>{e.statusLabel}</strong>
                  {e.place && <span className={styles.place}> · {e.place}</span>}
                  {e.note && e.note !== e.statusLabel && <div className={styles.note}>{e.note}</div>}
                </li>
              ))}
            </ol>
          )}
        </article>
      ))}
    </section>
  );
}
